import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ExpertSlotsDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { SlotPickerDialog, type Slot } from './slot-picker-dialog';

const EXPERT_ID = 'dr-amara-okafor';
const DAY_MS = 24 * 60 * 60 * 1000;

const slot = (start: string): Slot & { __typename: 'TimeSlot' } => ({
  __typename: 'TimeSlot',
  start,
  end: new Date(new Date(start).getTime() + 50 * 60_000).toISOString(),
});

/** expertSlots' answer for one window; `seen` records the windows asked for. */
function slotsAnswer(starts: string[], seen: { from: string; to: string }[] = []) {
  return {
    request: {
      query: ExpertSlotsDocument,
      variables: (v: { expertId: string; from: string; to: string }) => {
        if (v.expertId !== EXPERT_ID) return false;
        seen.push({ from: v.from, to: v.to });
        return true;
      },
    },
    result: { data: { expertSlots: starts.map(slot) } },
  };
}

function renderPicker(mocks: unknown[], props: Partial<Parameters<typeof SlotPickerDialog>[0]> = {}) {
  const onChoose = jest.fn(async (_slot: Slot): Promise<string | void> => undefined);
  const onClose = jest.fn();
  renderWithProviders(
    <SlotPickerDialog
      expertId={EXPERT_ID}
      expertName="Dr. Amara Okafor"
      confirmLabel="Continue to payment"
      onChoose={props.onChoose ?? onChoose}
      onClose={onClose}
      {...props}
    />,
    { user: aMember(), mocks: mocks as never[] },
  );
  return {
    onChoose,
    onClose,
    dialog: () => screen.getByRole('dialog', { name: 'Choose a time with Dr. Amara Okafor' }),
  };
}

/** The browser reports `zone` as its own (the picker reads the zone the way a browser tells it). */
function browserIn(zone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
}

afterEach(() => jest.restoreAllMocks());

describe('SlotPickerDialog', () => {
  it("names the member's own time zone and shows every time in it (London in summer: 09:00 UTC is 10:00)", async () => {
    browserIn('Europe/London');
    renderPicker([slotsAnswer(['2027-06-01T09:00:00.000Z'])]);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(
      /Times are shown in your time zone: Europe\/London \((Greenwich Mean|British Summer) Time\)\./,
    );
    expect(await within(dialog).findByRole('button', { name: '10:00 AM to 10:50 AM' })).toBeInTheDocument();
  });

  it('the same slot shows at 10:00 AM to a member in Lagos, and the zone says so', async () => {
    renderPicker([slotsAnswer(['2026-12-01T09:00:00.000Z'])], { timeZone: 'Africa/Lagos' });
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Africa/Lagos (West Africa Time)');
    expect(await within(dialog).findByRole('button', { name: '10:00 AM to 10:50 AM' })).toBeInTheDocument();
  });

  it('a slot late in the evening in UTC belongs to the next day in Lagos', async () => {
    renderPicker([slotsAnswer(['2026-12-01T23:30:00.000Z'])], { timeZone: 'Africa/Lagos' });
    expect(await screen.findByRole('button', { name: 'Wednesday 2 December 2026, 1 free time' })).toBeInTheDocument();
  });

  it('asks for 30 days from now, then the next 30 (never more than 31 at once, never past 60)', async () => {
    const seen: { from: string; to: string }[] = [];
    renderPicker([slotsAnswer([], seen), slotsAnswer(['2027-01-05T09:00:00.000Z'], seen)]);
    await screen.findByText(/has no free times between/);
    await userEvent.click(screen.getByRole('button', { name: 'Later dates' }));
    await screen.findByRole('button', { name: /Tuesday 5 January 2027/ });
    expect(seen).toHaveLength(2);
    const [first, second] = seen;
    expect(Math.abs(new Date(first!.from).getTime() - Date.now())).toBeLessThan(2 * 60_000);
    expect(new Date(first!.to).getTime() - new Date(first!.from).getTime()).toBe(30 * DAY_MS);
    expect(second!.from).toBe(first!.to);
    expect(new Date(second!.to).getTime() - new Date(second!.from).getTime()).toBe(30 * DAY_MS);
    expect(screen.queryByRole('button', { name: 'Later dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Earlier dates' })).toBeInTheDocument();
  });

  it('a day, then its times: the first day is chosen at first; another day shows its own times', async () => {
    const { onChoose } = renderPicker([
      slotsAnswer(['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z', '2026-12-03T14:00:00.000Z']),
    ]);
    const tuesday = await screen.findByRole('button', { name: 'Tuesday 1 December 2026, 2 free times' });
    const thursday = screen.getByRole('button', { name: 'Thursday 3 December 2026, 1 free time' });
    expect(tuesday).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Times on Tuesday 1 December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9:00 AM to 9:50 AM' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '2:00 PM to 2:50 PM' })).not.toBeInTheDocument();

    // Nothing chosen yet: the confirm button says so and does nothing.
    const confirm = screen.getByRole('button', { name: 'Continue to payment' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(confirm);
    expect(onChoose).not.toHaveBeenCalled();

    await userEvent.click(thursday);
    expect(thursday).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Times on Thursday 3 December 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '9:00 AM to 9:50 AM' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '2:00 PM to 2:50 PM' }));
    expect(screen.getByText('Chosen: Thursday 3 December 2026, 2:00 PM – 2:50 PM')).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ start: '2026-12-03T14:00:00.000Z' }));
  });

  it('works from the keyboard alone: Tab to a time, Enter, Tab on to confirm', async () => {
    const { onChoose } = renderPicker([slotsAnswer(['2026-12-01T09:00:00.000Z'])]);
    const time = await screen.findByRole('button', { name: '9:00 AM to 9:50 AM' });
    time.focus();
    await userEvent.keyboard('{Enter}');
    expect(time).toHaveAttribute('aria-pressed', 'true');
    screen.getByRole('button', { name: 'Continue to payment' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledTimes(1);
  });

  it("a conflict: the server's words, the choice dropped, and the free times asked for again", async () => {
    const seen: { from: string; to: string }[] = [];
    const taken = 'That time was just taken. Please choose another.';
    const onChoose = jest.fn(async (): Promise<string | void> => taken);
    renderPicker(
      [
        slotsAnswer(['2026-12-01T09:00:00.000Z', '2026-12-01T10:00:00.000Z'], seen),
        slotsAnswer(['2026-12-01T10:00:00.000Z'], seen),
      ],
      { onChoose },
    );
    await userEvent.click(await screen.findByRole('button', { name: '9:00 AM to 9:50 AM' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    await waitFor(() => expect(screen.queryByRole('button', { name: '9:00 AM to 9:50 AM' })).not.toBeInTheDocument());
    expect(seen).toHaveLength(2);
    expect(screen.getByRole('button', { name: '10:00 AM to 10:50 AM' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('no free times at all: says so kindly and points to later dates', async () => {
    renderPicker([slotsAnswer([])]);
    expect(await screen.findByText(/Dr. Amara Okafor has no free times between/)).toBeInTheDocument();
    expect(screen.getByText('Please look at later dates, or choose another expert.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later dates' })).toBeInTheDocument();
  });

  it('cannot load the times: says so, with Try again', async () => {
    renderPicker([
      { request: { query: ExpertSlotsDocument, variables: () => true }, error: new Error('Failed to fetch') },
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the free times.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Escape and Cancel close it', async () => {
    const { onClose } = renderPicker([slotsAnswer([])]);
    await screen.findByText(/has no free times/);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
