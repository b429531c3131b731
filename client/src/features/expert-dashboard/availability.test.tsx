import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MyAvailabilityDocument, SetAvailabilityDocument } from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import AvailabilityPage from './availability-page';
import { availabilitySchema, formValues, toInput } from './availability-form';

const saved = {
  __typename: 'Availability' as const,
  timeZone: 'Africa/Lagos',
  slotMinutes: 50,
  weekly: [
    { __typename: 'WeeklyHours' as const, weekday: 1, startTime: '09:00', endTime: '12:00' },
    { __typename: 'WeeklyHours' as const, weekday: 1, startTime: '13:00', endTime: '17:00' },
  ],
  timeOff: [{ __typename: 'TimeOff' as const, start: '2026-12-23T23:00:00.000Z', end: '2026-12-26T23:00:00.000Z' }],
};

const loaded = (availability: typeof saved | null = saved) => ({
  request: { query: MyAvailabilityDocument },
  result: { data: { myAvailability: availability } },
});

function renderPage(mocks: unknown[], role: 'EXPERT' | 'USER' | 'ADMIN' = 'EXPERT') {
  return renderWithProviders(null, {
    route: '/expert/availability',
    user: aMember({ role }),
    mocks: mocks as never[],
    routes: [{ path: '/expert/availability', element: withToasts(<AvailabilityPage />) }],
  });
}

const monday = () => screen.getByRole('group', { name: 'Monday' });

describe('/expert/availability', () => {
  it.each(['USER', 'ADMIN'] as const)('a %s gets the 404 page', (role) => {
    renderPage([], role);
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
  });

  it("shows the saved hours (two stretches on Monday), the zone and the days off in the expert's zone", async () => {
    renderPage([loaded()]);
    expect(screen.getByRole('heading', { level: 1, name: 'My availability' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Time zone')).toHaveValue('Africa/Lagos');
    expect(screen.getByLabelText('Appointment length')).toHaveValue('50');
    const from = within(monday()).getAllByLabelText('From');
    expect(from.map((input) => (input as HTMLInputElement).value)).toEqual(['09:00', '13:00']);
    expect(within(screen.getByRole('group', { name: 'Tuesday' })).getByText('Not working.')).toBeInTheDocument();
    // 24 Dec 00:00 to 27 Dec 00:00 in Lagos (UTC+1): the 24th to the 26th.
    const off = screen.getByRole('group', { name: 'Time off 1' });
    expect(within(off).getByLabelText('First day off')).toHaveValue('2026-12-24');
    expect(within(off).getByLabelText('Last day off')).toHaveValue('2026-12-26');
  });

  it('an expert with no hours yet: Africa/Lagos, 50 minutes, and a clear word that members cannot book', async () => {
    renderPage([loaded(null)]);
    expect(await screen.findByText(/You have no working hours yet/)).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('Africa/Lagos');
    expect(screen.getByLabelText('Appointment length')).toHaveValue('50');
  });

  it('clear messages on the fields at fault: an end before its start, overlapping stretches, a last day before the first', async () => {
    renderPage([loaded()]);
    await screen.findByLabelText('Time zone');
    const [, secondTo] = within(monday()).getAllByLabelText('To');
    const [, secondFrom] = within(monday()).getAllByLabelText('From');
    await userEvent.clear(secondFrom!);
    await userEvent.type(secondFrom!, '11:00');
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Wednesday' })).getByRole('button', { name: 'Add hours on Wednesday' }),
    );
    const wednesday = screen.getByRole('group', { name: 'Wednesday' });
    await userEvent.clear(within(wednesday).getByLabelText('To'));
    await userEvent.type(within(wednesday).getByLabelText('To'), '08:00');
    const off = screen.getByRole('group', { name: 'Time off 1' });
    await userEvent.clear(within(off).getByLabelText('Last day off'));
    await userEvent.type(within(off).getByLabelText('Last day off'), '2026-12-20');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await within(monday()).findByText('These hours overlap other hours on Monday.')).toBeInTheDocument();
    expect(secondFrom).toHaveAttribute('aria-invalid', 'true');
    expect(secondTo).not.toHaveAttribute('aria-invalid');
    expect(within(wednesday).getByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(within(off).getByText('The last day off must be on or after the first day off.')).toBeInTheDocument();
  });

  it('saves: hours sorted, days off as instants at midnight in the chosen zone, and says so', async () => {
    const set = {
      request: {
        query: SetAvailabilityDocument,
        variables: {
          input: {
            timeZone: 'Europe/London',
            slotMinutes: 60,
            weekly: [
              { weekday: 1, startTime: '09:00', endTime: '12:00' },
              { weekday: 1, startTime: '13:00', endTime: '17:00' },
              { weekday: 5, startTime: '09:00', endTime: '17:00' },
            ],
            // London in winter is UTC: 24 Dec 00:00 to 27 Dec 00:00.
            timeOff: [{ start: '2026-12-24T00:00:00.000Z', end: '2026-12-27T00:00:00.000Z' }],
          },
        },
      },
      result: jest.fn(() => ({ data: { setAvailability: { ...saved, timeZone: 'Europe/London', slotMinutes: 60 } } })),
    };
    renderPage([loaded(), set]);
    await screen.findByLabelText('Time zone');
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/London');
    await userEvent.selectOptions(screen.getByLabelText('Appointment length'), '60');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Friday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(
      await screen.findByText('Your availability is saved. Members see your new times at once.'),
    ).toBeInTheDocument();
    expect(set.result).toHaveBeenCalledTimes(1);
  });

  it("a refusal from the server shows the server's words", async () => {
    renderPage([
      loaded(),
      {
        request: { query: SetAvailabilityDocument, variables: () => true },
        result: {
          errors: [
            new GraphQLError('Please choose a time zone such as Africa/Lagos.', {
              extensions: { code: 'BAD_USER_INPUT', field: 'timeZone' },
            }),
          ],
        },
      },
    ]);
    await screen.findByLabelText('Time zone');
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText('Please choose a time zone such as Africa/Lagos.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Time zone')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('removing a stretch has a named button and takes it away', async () => {
    renderPage([loaded()]);
    await screen.findByLabelText('Time zone');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Monday hours 13:00 to 17:00' }));
    expect(within(monday()).getAllByLabelText('From')).toHaveLength(1);
  });
});

describe('availability rules', () => {
  const base = formValues(saved);
  it('refuses a zone the browser does not know', () => {
    const result = availabilitySchema.safeParse({ ...base, timeZone: 'Mars/Olympus' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please choose a time zone such as Africa/Lagos.');
  });

  it('refuses hours shorter than one slot', () => {
    const result = availabilitySchema.safeParse({
      ...base,
      weekly: [{ weekday: 2, startTime: '09:00', endTime: '09:30' }],
    });
    expect(result.error?.issues[0]?.message).toBe('These hours are shorter than one 50-minute slot.');
  });

  it('keeps a day off whole across a daylight-saving change (London, last Sunday of March)', () => {
    const input = toInput({
      ...base,
      timeZone: 'Europe/London',
      timeOff: [{ firstDay: '2027-03-28', lastDay: '2027-03-28' }],
    });
    expect(input.timeOff).toEqual([{ start: '2027-03-28T00:00:00.000Z', end: '2027-03-28T23:00:00.000Z' }]);
  });
});
