// Issue #36: the expert's console in Pidgin and Yoruba. The words an expert meets change; the
// member's name and email, amounts and the bank's account name (data) do not; dates keep the
// expert's zone and are written in the language; nothing of the console's own catalogue is left in
// English but the sentences a language awaits review for, and those show whole, with English dates
// and words in them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ExpertAppointmentsDocument,
  MyAvailabilityDocument,
  MyEarningsDocument,
  MyExpertListingDocument,
  MyPayoutAccountDocument,
} from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import { ExpertAppointments } from './expert-appointments';
import ExpertDashboardPage from './expert-dashboard-page';
import AvailabilityPage from './availability-page';
import EarningsPage from './earnings-page';
import { expertFixtures } from '../../testing/experts';

// The language's catalogue loads with each page; on a busy machine a page and its checks can take seconds.
jest.setTimeout(15_000);

const expertUser = aMember({ role: 'EXPERT' });
const start = '2030-03-05T09:00:00.000Z'; // 10:00 in Lagos

const appointment = {
  __typename: 'Booking' as const,
  id: 'a1',
  reference: `mc-${'a'.repeat(32)}`,
  status: 'PAID' as const,
  start,
  end: '2030-03-05T09:50:00.000Z',
  meetingUrl: null,
  resultsShared: false,
  measuresRequestedAt: null,
  cancelledAt: null,
  refund: null,
  member: { __typename: 'BookingMember' as const, firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com' },
};
const appointments = {
  request: { query: ExpertAppointmentsDocument, variables: () => true },
  result: { data: { expertAppointments: [appointment] } },
  maxUsageCount: 5,
};

const expert = { ...expertFixtures.ownListing, expertise: null };
const listing = {
  request: { query: MyExpertListingDocument },
  result: { data: { me: { __typename: 'User' as const, id: 'user-1', role: 'EXPERT' as const, expert } } },
  maxUsageCount: 3,
};
const payout = {
  request: { query: MyPayoutAccountDocument },
  result: {
    data: {
      myPayoutAccount: {
        __typename: 'PayoutAccount' as const,
        bankCode: '058',
        bankName: 'GTBank',
        accountNumberMasked: '******6789',
        accountName: 'KEMI ADEBAYO',
        sharePercent: 80,
        verified: true,
      },
      myEarnings: { __typename: 'ExpertEarnings' as const, simulated: true },
    },
  },
  maxUsageCount: 3,
};
const earnings = {
  request: { query: MyEarningsDocument },
  result: {
    data: {
      myEarnings: {
        __typename: 'ExpertEarnings' as const,
        currency: 'NGN',
        paid: 2000000,
        refunded: 500000,
        pending: 0,
        simulated: false,
        months: [
          {
            __typename: 'EarningsMonth' as const,
            month: '2030-02',
            payments: 5,
            paid: 2000000,
            refunded: 500000,
            pending: 0,
          },
        ],
      },
    },
  },
  maxUsageCount: 3,
};
const availability = {
  request: { query: MyAvailabilityDocument },
  result: {
    data: {
      myAvailability: {
        __typename: 'Availability' as const,
        timeZone: 'Africa/Lagos',
        slotMinutes: 50,
        weekly: [{ __typename: 'WeeklyHours' as const, weekday: 1, startTime: '09:00', endTime: '12:00' }],
        timeOff: [],
      },
    },
  },
};

function renderIn(locale: 'pcm' | 'yo', route: string, element: React.ReactElement, mocks: unknown[]) {
  return renderInLanguage(locale, element, {
    route,
    path: route,
    user: { ...expertUser, locale },
    mocks: mocks as never[],
  });
}

describe("the expert's console in Pidgin", () => {
  it('shows the appointments in Pidgin, the member and the time in the zone as data', async () => {
    await renderIn('pcm', '/expert', <ExpertAppointments timeZone="Africa/Lagos" />, [appointments]);
    const day = await screen.findByRole('list', { name: /^Appointments for / }, { timeout: 5000 });
    const item = within(day).getByRole('listitem');
    expect(item).toHaveTextContent('Ada Obi');
    expect(item).toHaveTextContent('10:00'); // 09:00 UTC in Lagos, written the Pidgin way
    expect(within(item).getByText('E don confirm')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Put meeting link' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Enter di appointment room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Appointments' })).toBeInTheDocument();
    expect(screen.getByText(/Di times dey for your own time zone/)).toHaveTextContent('Africa/Lagos');

    await userEvent.click(within(item).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'You wan decline dis appointment?' });
    expect(dialog).toHaveTextContent('We go return all di money give Ada Obi');
    expect(within(dialog).getByRole('button', { name: 'Decline am and return di money' })).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('shows the dashboard, the listing and the payout account in Pidgin, the bank account as data', async () => {
    await renderIn('pcm', '/expert', <ExpertDashboardPage />, [listing, payout, appointments]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Expert dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You don log in with di account of Dr. Kemi Adebayo.')).toBeInTheDocument();
    expect(screen.getByText('Wetin you sabi').nextSibling).toHaveTextContent('E never dey');
    expect(await screen.findByText('Your share for every payment')).toBeInTheDocument();
    expect(screen.getByText('KEMI ADEBAYO')).toBeInTheDocument();
    expect(screen.getByText(/Payouts wey no be real/)).toBeInTheDocument();
    expect(await screen.findByText('E don confirm')).toBeInTheDocument();
    expect(document.title).toBe('Expert dashboard · MindCheck');
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('shows the earnings in Pidgin, amounts in naira and the month in the language', async () => {
    await renderIn('pcm', '/expert/earnings', <EarningsPage />, [earnings]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Di money wey you don make' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Di money wey you make every month' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('₦20,000.00');
    expect(within(row).getByRole('rowheader')).toHaveTextContent(
      new Intl.DateTimeFormat('pcm', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2030, 1, 1)),
      ),
    );
    expect(within(row).getByRole('rowheader')).not.toHaveTextContent('February');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('shows the availability form in Pidgin, and its own checks in Pidgin', async () => {
    await renderIn('pcm', '/expert/availability', <AvailabilityPage />, [availability]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'When I dey available' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const monday = await screen.findByRole('group', { name: 'Monday' });
    expect(within(screen.getByRole('group', { name: 'Tuesday' })).getByText('You no dey work.')).toBeInTheDocument();
    await userEvent.click(within(monday).getByRole('button', { name: 'Add hours for Monday' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save when you dey available' }));
    expect(await within(monday).findByText('Abeg put di time wey e go start.')).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });
});

describe("the expert's console in Yoruba", () => {
  it('shows what Yoruba has in Yoruba, and a sentence awaiting review whole in English, with English words in it', async () => {
    await renderIn('yo', '/expert/availability', <AvailabilityPage />, [availability]);
    const monday = await screen.findByRole('group', { name: 'Ọjọ́ Ajé' }, { timeout: 5000 });
    expect(within(monday).getByLabelText('Láti')).toHaveValue('09:00');
    expect(screen.getByRole('option', { name: 'ìṣẹ́jú 50' })).toBeInTheDocument();
    // A second stretch over the first: "These hours overlap other hours on {{day}}" awaits review
    // in Yoruba, so it is English, and Monday with it.
    const user = userEvent.setup({ delay: null });
    await user.click(within(monday).getByRole('button', { name: 'Fi wákàtí kún Ọjọ́ Ajé' }));
    const [, from] = within(monday).getAllByLabelText('Láti');
    const [, to] = within(monday).getAllByLabelText('Títí dé');
    await user.type(from!, '10:00');
    await user.type(to!, '11:00');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect(await within(monday).findByText('These hours overlap other hours on Monday.')).toBeInTheDocument();
    expect(englishLeft(document.body, 'yo')).toEqual([]);
  });

  it('writes the appointment days in Yoruba where the sentence is Yoruba', async () => {
    await renderIn('yo', '/expert', <ExpertAppointments timeZone="Africa/Lagos" />, [appointments]);
    const dayName = new Intl.DateTimeFormat('yo', { timeZone: 'Africa/Lagos', dateStyle: 'full' }).format(
      new Date(start),
    );
    expect(
      await screen.findByRole('list', { name: `Àwọn ìpàdé ní ${dayName}` }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The range line awaits review: English, its days in English too.
    expect(screen.getByText(/Times are in your time zone/)).toHaveTextContent(/^\w+day \d+ \w+ \d{4} to /);
    expect(englishLeft(document.body, 'yo')).toEqual([]);
  });
});
