// Issue #36: the operator's console in Pidgin and Hausa. Its words change; names, emails, amounts,
// references and the audit log's values are data and stay as they are; nothing of the console's
// own catalogue is left in English but the sentences a language awaits review for.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AdminBookingsDocument,
  AdminCrisisDirectoryDocument,
  AdminExpertsDocument,
  AdminMemberDocument,
  AdminOverviewDocument,
  AuditLogDocument,
  ContactMessagesDocument,
} from '../../gql/graphql';
import { aMember } from '../../testing/render';
import { englishLeft, renderInLanguage } from '../../testing/in-language';
import AdminPage from './admin-page';
import { InviteExpertForm } from './invite-form';
import { refundedBooking } from '../../testing/admin-bookings';

// The language's catalogue loads with each page; on a busy machine a page and its checks can take seconds.
jest.setTimeout(15_000);

const booking = refundedBooking;
const bookings = {
  request: { query: AdminBookingsDocument, variables: { status: null } },
  result: { data: { adminBookings: [booking] } },
  maxUsageCount: 3,
};
const auditLog = {
  request: { query: AuditLogDocument, variables: { targetId: 'b1' } },
  result: {
    data: {
      auditLog: [
        {
          __typename: 'AuditEntry' as const,
          id: 'a1',
          actorEmail: 'operator@example.com',
          action: 'refundBooking',
          createdAt: '2026-11-21T09:00:00.000Z',
          before: JSON.stringify({ status: 'PAID', amount: 500000 }),
          after: JSON.stringify({ status: 'CANCELLED', amount: 500000, operatorCancelReason: 'Dr. Kemi is unwell.' }),
        },
      ],
    },
  },
  maxUsageCount: 3,
};
const experts = {
  request: { query: AdminExpertsDocument },
  result: {
    data: {
      adminExperts: [
        {
          __typename: 'Expert' as const,
          id: 'e1',
          name: 'Dr. Kemi Adebayo',
          specialization: 'THERAPIST' as const,
          field: 'ANXIETY' as const,
          contact: 'kemi@example.com',
          location: 'Lagos',
          expertise: null,
          active: false,
          avatarUrl: null,
          timeZone: 'Africa/Lagos',
        },
      ],
    },
  },
};
const helplines = {
  request: { query: AdminCrisisDirectoryDocument },
  result: {
    data: {
      adminCrisisDirectory: [
        {
          __typename: 'CrisisDirectoryEntry' as const,
          id: 'h1',
          country: 'NG',
          name: 'Mentally Aware Nigeria',
          contact: '0809 111 6264',
          url: null,
          emergency: false,
          source: 'https://example.org/man',
          verifiedOn: '2025-01-02',
          stale: true,
        },
      ],
    },
  },
};
const overview = {
  request: { query: AdminOverviewDocument },
  result: {
    data: {
      adminOverview: [7, 30].map((days) => ({
        __typename: 'OverviewPeriod' as const,
        days,
        newMembers: 3,
        tests: 9,
        bookings: 2,
        noShows: 0,
        refunds: 1,
        revenue: 1000000,
        platformRevenue: 200000,
        refunded: 500000,
        payoutsPending: 0,
      })),
      recentReconciliations: [
        { __typename: 'Reconciliation' as const, day: '2026-11-20', payments: 4, matched: 3, mismatches: ['mc-xyz'] },
      ],
    },
  },
};
const messages = {
  request: { query: ContactMessagesDocument },
  result: {
    data: {
      contactMessages: [
        {
          __typename: 'ContactMessage' as const,
          id: 'm1',
          name: 'Tunde',
          email: 'tunde@example.com',
          message: 'Hello, I need help with my booking.',
          createdAt: '2026-11-20T10:00:00.000Z',
          delivery: 'not_configured',
        },
      ],
    },
  },
};

function renderConsole(locale: 'pcm' | 'ha', route: string, mocks: unknown[]) {
  return renderInLanguage(locale, <AdminPage />, {
    route,
    path: '/admin/*',
    user: aMember({ role: 'ADMIN', email: 'operator@example.com', locale }),
    mocks: mocks as never[],
  });
}

describe("the operator's console in Pidgin", () => {
  it('shows a booking and its audit log in Pidgin; the member, the amounts and the reason stay as they are', async () => {
    await renderConsole('pcm', '/admin/bookings/mc-abc', [bookings, auditLog]);
    expect(
      await screen.findByRole('heading', { name: 'Booking with Dr. Kemi Adebayo' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All di bookings' })).toBeInTheDocument();
    expect(screen.getByText('Refund').nextSibling).toHaveTextContent(
      /^₦5,000\.00: Di refund dey wait \(dem ask for am /,
    );
    expect(screen.getByText('mc-abc')).toBeInTheDocument();

    const changes = await screen.findByRole('list', { name: 'Changes' });
    const entry = within(changes).getByRole('listitem');
    expect(entry).toHaveTextContent('Dem return money for booking by operator@example.com');
    expect(within(entry).getByText('Status').nextSibling).toHaveTextContent('Dem don pay → Dem cancel am');
    expect(within(entry).getByText('Reason').nextSibling).toHaveTextContent('— → Dr. Kemi is unwell.');
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('shows the bookings list in Pidgin with the appointment time written the Pidgin way', async () => {
    await renderConsole('pcm', '/admin/bookings', [bookings]);
    const list = await screen.findByRole('list', { name: 'Bookings' }, { timeout: 5000 });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Ada Lovelace (ada@example.com)');
    expect(item).toHaveTextContent(/₦5,000\.00 · dem book am /);
    expect(item).not.toHaveTextContent('Monday');
    expect(within(item).getByText('Dem cancel am')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Dem don pay' })).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('shows the experts, help lines, overview and messages in Pidgin', async () => {
    const { unmount } = await renderConsole('pcm', '/admin', [experts]);
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByText('E no dey active')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Change Dr. Kemi Adebayo' })).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
    unmount();

    const helplinesPage = await renderConsole('pcm', '/admin/helplines', [helplines]);
    expect(
      await screen.findByText(/1 help line, dem last check am pass 180 days ago/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.org/man' })).toBeInTheDocument();
    expect(screen.getByText(/Dem check am 2025-01-02 against/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add help line' }));
    expect(screen.getByRole('form', { name: 'New help line' })).toBeInTheDocument();
    expect(screen.getByLabelText('Di day wey you check am')).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
    helplinesPage.unmount();

    const overviewPage = await renderConsole('pcm', '/admin/overview', [overview]);
    expect(await screen.findByText('Di last 7 days', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1 out of 4 payments no match')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Di ones wey no match for 2026-11-20' })).toHaveTextContent('mc-xyz');
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
    overviewPage.unmount();

    await renderConsole('pcm', '/admin/messages', [messages]);
    expect(await screen.findByText('We only keep am (no mail server)', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Hello, I need help with my booking.')).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });

  it('finds a member and asks to confirm in Pidgin', async () => {
    await renderConsole('pcm', '/admin/members', [
      {
        request: { query: AdminMemberDocument, variables: { email: 'ada@example.com' } },
        result: {
          data: {
            adminMember: {
              __typename: 'AdminMember' as const,
              id: 'u1',
              email: 'ada@example.com',
              name: 'Ada Obi',
              role: 'USER',
              emailVerified: false,
              disabled: false,
              disabledReason: null,
              createdAt: '2026-01-01T00:00:00.000Z',
            },
          },
        },
      },
      { request: { query: AuditLogDocument, variables: { targetId: 'u1' } }, result: { data: { auditLog: [] } } },
    ]);
    await userEvent.type(
      await screen.findByLabelText('Di member email address', {}, { timeout: 5000 }),
      'ada@example.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('ada@example.com · USER · dem never confirm di email')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Block di account' }));
    expect(screen.getByRole('group', { name: 'Confirm say you wan block am' })).toHaveTextContent(
      'You wan block ada@example.com?',
    );
    expect(await screen.findByText('Nobody never change anytin.')).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });
});

describe("the operator's invitation form in Pidgin", () => {
  it("says what is wrong with the address in Pidgin (the rules' words, auth/rule-words)", async () => {
    await renderInLanguage('pcm', <InviteExpertForm expertId="kemi-1" />, {
      user: aMember({ role: 'ADMIN', locale: 'pcm' }),
    });
    const send = screen.getByRole('button', { name: 'Send invitation' });
    await userEvent.click(send);
    expect(await screen.findByText('You must put Email.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Di expert email address'), 'nope');
    await userEvent.click(send);
    expect(await screen.findByText('Abeg put correct email address.')).toBeInTheDocument();
    expect(englishLeft(document.body, 'pcm')).toEqual([]);
  });
});

describe("the operator's console in Hausa", () => {
  it('shows what Hausa has in Hausa and the rest in whole English sentences, dates in English with them', async () => {
    await renderConsole('ha', '/admin/bookings', [bookings]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shafin mai gudanarwa' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ƙwararru' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Alƙawura' })).toBeInTheDocument();
    expect(screen.getByLabelText('Matsayi')).toBeInTheDocument();
    const item = within(await screen.findByRole('list', { name: 'Alƙawura' })).getByRole('listitem');
    // "{{amount}} · booked {{when}}" awaits review in Hausa: whole in English, its date too.
    expect(item).toHaveTextContent('₦5,000.00 · booked November 20, 2026 at 10:00 AM');
    expect(englishLeft(document.body, 'ha')).toEqual([]);
  });
});
