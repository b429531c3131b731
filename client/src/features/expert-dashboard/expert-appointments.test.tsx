import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import {
  CompleteAppointmentDocument,
  DeclineBookingDocument,
  ExpertAppointmentsDocument,
  SetMeetingLinkDocument,
  type BookingStatus,
} from '../../gql/graphql';
import { aMember, renderWithProviders } from '../../testing/render';
import { withToasts } from '../../testing/toasts';
import { dayKey, startOfDayInZone } from '../../lib/appointment-time';
import { isMeetingUrl as isHttpsUrl } from '@mindcheck/common';
import { ExpertAppointments } from './expert-appointments';

const HOUR_MS = 60 * 60 * 1000;
const at = (hours: number) => new Date(Math.floor((Date.now() + hours * HOUR_MS) / 60_000) * 60_000).toISOString();
const ref = (id: string) => `mc-${id.padEnd(32, '0')}`;

function appointment(
  id: string,
  status: BookingStatus,
  start: string,
  member = { firstName: 'Ada', lastName: 'Lovelace' },
) {
  return {
    __typename: 'Booking' as const,
    id,
    reference: ref(id),
    status,
    start,
    end: new Date(new Date(start).getTime() + 50 * 60_000).toISOString(),
    meetingUrl: null as string | null,
    cancelledAt: null,
    refund: null,
    member: { __typename: 'BookingMember' as const, ...member, email: `${member.firstName.toLowerCase()}@example.com` },
  };
}

const list = (...appointments: ReturnType<typeof appointment>[]) => ({
  request: { query: ExpertAppointmentsDocument, variables: () => true },
  result: { data: { expertAppointments: appointments } },
  maxUsageCount: 10,
});

function renderSection(mocks: unknown[]) {
  return renderWithProviders(withToasts(<ExpertAppointments timeZone="Africa/Lagos" />), {
    user: aMember({ role: 'EXPERT' }),
    mocks: mocks as never[],
  });
}

afterEach(() => act(() => toast.remove()));

describe("The expert's appointments", () => {
  it("groups by day in the expert's zone, with the member's name and email", async () => {
    // Noon and 1 PM in Lagos, two days from now: one day, whatever the time of the run.
    const noon = startOfDayInZone(dayKey(at(48), 'Africa/Lagos'), 'Africa/Lagos').getTime() + 12 * HOUR_MS;
    renderSection([
      list(
        appointment('a1', 'PAID', new Date(noon).toISOString()),
        appointment('a2', 'PAID', new Date(noon + HOUR_MS).toISOString(), { firstName: 'Grace', lastName: 'Hopper' }),
      ),
    ]);
    const day = await screen.findByRole('list', { name: /^Appointments on / });
    const items = within(day).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Ada Lovelace');
    expect(within(items[0]!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(items[1]).toHaveTextContent('Grace Hopper');
    expect(screen.getByText(/Times are in your time zone/)).toHaveTextContent('Africa/Lagos (West Africa Time)');
  });

  it('decline needs a reason, says the member is refunded in full, then declines', async () => {
    const decline = {
      request: { query: DeclineBookingDocument, variables: { reference: ref('a3'), reason: 'I am unwell that day.' } },
      result: jest.fn(() => ({
        data: {
          declineBooking: {
            __typename: 'Booking' as const,
            id: 'a3',
            reference: ref('a3'),
            status: 'DECLINED' as const,
            cancelledAt: new Date().toISOString(),
            refund: {
              __typename: 'Refund' as const,
              amount: 500000,
              status: 'PENDING' as const,
              createdAt: new Date().toISOString(),
            },
          },
        },
      })),
    };
    renderSection([list(appointment('a3', 'PAID', at(48))), decline]);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this appointment?' });
    expect(dialog).toHaveTextContent('Ada Lovelace will be refunded in full and told by email, with your reason.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(decline.result).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'I am unwell that day.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
    expect(
      await screen.findByText('Appointment declined. Ada Lovelace is refunded in full and has been told by email.'),
    ).toBeInTheDocument();
    expect(decline.result).toHaveBeenCalledTimes(1);
  });

  it('a meeting link must start with https://', async () => {
    const set = {
      request: {
        query: SetMeetingLinkDocument,
        variables: { reference: ref('a4'), url: 'https://meet.example.com/room' },
      },
      result: jest.fn(() => ({
        data: {
          setMeetingLink: {
            __typename: 'Booking' as const,
            id: 'a4',
            reference: ref('a4'),
            meetingUrl: 'https://meet.example.com/room',
          },
        },
      })),
    };
    renderSection([list(appointment('a4', 'PAID', at(48))), set]);
    await userEvent.click(await screen.findByRole('button', { name: 'Set meeting link' }));
    const dialog = screen.getByRole('dialog', { name: 'Meeting link' });
    const field = within(dialog).getByLabelText('Meeting link');
    await userEvent.type(field, 'http://meet.example.com/room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await within(dialog).findByText('Please enter a link that starts with https://.')).toBeInTheDocument();
    expect(set.result).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://meet.example.com/room');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText('Meeting link saved. The member sees it with their booking.')).toBeInTheDocument();
    expect(set.result).toHaveBeenCalledTimes(1);
  });

  it('once the start has passed: Mark completed and Mark no-show instead of Decline', async () => {
    const complete = {
      request: { query: CompleteAppointmentDocument, variables: { reference: ref('a5'), outcome: 'NO_SHOW' } },
      result: jest.fn(() => ({
        data: {
          completeAppointment: {
            __typename: 'Booking' as const,
            id: 'a5',
            reference: ref('a5'),
            status: 'NO_SHOW' as const,
          },
        },
      })),
    };
    renderSection([list(appointment('a5', 'PAID', at(-2)), appointment('a6', 'PAID', at(2))), complete]);
    const [past, future] = await screen.findAllByRole('listitem');
    expect(within(past!).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
    expect(within(future!).queryByRole('button', { name: 'Mark completed' })).not.toBeInTheDocument();
    await userEvent.click(within(past!).getByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText('Marked as a no-show.')).toBeInTheDocument();
    expect(complete.result).toHaveBeenCalledTimes(1);
  });

  it('says so when there are none', async () => {
    renderSection([list()]);
    expect(await screen.findByText('No appointments in these days.')).toBeInTheDocument();
  });

  it.each([
    ['https://meet.example.com/x', true],
    ['http://meet.example.com/x', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    [`https://example.com/${'a'.repeat(600)}`, false],
  ])('isHttpsUrl case %#: https only, 500 characters at most', (url, expected) => {
    expect(isHttpsUrl(url)).toBe(expected);
  });
});
