import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { ShareResultsDocument, type BookingStatus } from '../gql/graphql';
import { aMember, renderWithProviders } from '../testing/render';
import { withToasts } from '../testing/toasts';
import { ShareResultsPrompt } from './share-results-prompt';
import { ShareResultsSwitch } from './share-results-switch';

const reference = `mc-${'s'.repeat(32)}`;
const shareMock = (share: boolean) => ({
  request: { query: ShareResultsDocument, variables: { reference, share } },
  result: jest.fn(() => ({
    data: { shareResultsWithExpert: { __typename: 'Booking' as const, id: 'b1', reference, resultsShared: share } },
  })),
});
const render = (ui: React.ReactElement, mocks: unknown[]) =>
  renderWithProviders(withToasts(ui), { user: aMember(), mocks: mocks as never[] });

afterEach(() => act(() => toast.remove()));

describe('Asked once at booking', () => {
  it('explains plainly and shares only on yes', async () => {
    const yes = shareMock(true);
    render(<ShareResultsPrompt reference={reference} expertName="Dr. Ada" />, [yes]);
    expect(screen.getByRole('heading', { name: 'Share your results with Dr. Ada?' })).toBeInTheDocument();
    expect(
      screen.getByText(/Only Dr. Ada, only for this booking. MindCheck staff never see your results/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, share my results' }));
    expect(
      await screen.findByText('Your results are shared with Dr. Ada. You can stop at any time on My bookings.'),
    ).toBeInTheDocument();
    expect(yes.result).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Yes, share my results' })).not.toBeInTheDocument();
  });

  it('keeps results private on no, asking nothing of the server', async () => {
    const yes = shareMock(true);
    render(<ShareResultsPrompt reference={reference} expertName="Dr. Ada" />, [yes]);
    await userEvent.click(screen.getByRole('button', { name: 'No, keep them private' }));
    expect(screen.getByText('Your results stay private. You can share them later on My bookings.')).toBeInTheDocument();
    expect(yes.result).not.toHaveBeenCalled();
  });
});

describe("The booking card's switch", () => {
  const booking = (status: BookingStatus, resultsShared: boolean) => ({
    reference,
    status,
    resultsShared,
    expert: { name: 'Dr. Ada' },
  });

  it('switches sharing off', async () => {
    const off = shareMock(false);
    render(<ShareResultsSwitch booking={booking('PAID', true)} />, [off]);
    const toggle = screen.getByRole('switch', { name: 'Share my results with Dr. Ada' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/for this booking only/);
    await userEvent.click(toggle);
    expect(await screen.findByText('Dr. Ada can no longer see your results.')).toBeInTheDocument();
    expect(off.result).toHaveBeenCalledTimes(1);
  });

  it('is not offered on a cancelled booking that shares nothing', () => {
    render(<ShareResultsSwitch booking={booking('CANCELLED', false)} />, []);
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
