// Every mutation that writes data of a member has a limit (#33, finding 6; docs/security.md 31).
// The list of mutations comes from the emitted schema: each one must be classified below, after a
// review, as
// - limited-by-rate-limit: the caller can make new records (or mails); a burst of concurrent
//   requests is refused (RATE_LIMITED), which this test checks for each of them;
// - bounded-upsert: changes, replaces or removes a fixed set of the caller's own records (one
//   profile, one plan, one booking's state), with capped sizes, so repeating it stores nothing more;
// - admin-only: operators only (ADMIN), audited;
// - not-member-data: writes nothing a member wrote (sessions, a simulated payment).
// Mood check-ins also have a per-member cap of 20 a (UTC) day that holds under 300 concurrent requests.
import { ManualClock } from '../src/clock.js';
import { createSchema } from '../src/graphql/schema.js';
import { InProcessPubSub } from '../src/pubsub/index.js';
import { messages } from '../src/messages.js';
import { MOOD_ENTRIES_PER_DAY } from '../src/modules/mood/mood.service.js';
import { EXPERTS } from '../src/content/index.js';
import {
  bookingMember,
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  START_BOOKING,
  EXPERT,
  freeSlots,
  paidAppointment,
  startBooking,
} from './support/bookings.js';
import { signUpExpert } from './support/roles.js';
import { SIGN_UP, newMemberInput, type GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

type Kind = 'limited-by-rate-limit' | 'bounded-upsert' | 'admin-only' | 'not-member-data';
type Result = { errors?: { message?: string; extensions?: Record<string, unknown> }[] };
/** A burst of concurrent requests of one mutation by one caller (limited ones only). */
type Burst = (t: TestApp) => Promise<Result[]>;

const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const member = async (t: TestApp, options?: { aiProcessing?: boolean }): Promise<GraphQLClient> => {
  const client = t.client();
  await client.signUp({}, options);
  return client;
};

// Reviewed for #33. A new mutation needs a line here (and, if it lets a member add records, a limit).
const MUTATIONS: Record<string, { kind: Kind; burst?: Burst }> = {
  acceptExpertInvitation: { kind: 'bounded-upsert' }, // single-use token; links the caller's own account
  cancelBooking: { kind: 'bounded-upsert' }, // one booking's state
  cancelEmailChange: { kind: 'bounded-upsert' }, // single-use token from the notice mail; voids a change, ends sessions (per-IP limit)
  changePassword: { kind: 'bounded-upsert' }, // replaces one hash (its hashing and mail limit: #33 finding 2)
  completeAppointment: { kind: 'bounded-upsert' }, // EXPERT: one booking's state, once
  completeTestCheckout: { kind: 'not-member-data' }, // the simulated provider's record
  confirmBooking: { kind: 'bounded-upsert' }, // one booking's state
  createExpert: { kind: 'admin-only' },
  declineBooking: { kind: 'bounded-upsert' }, // EXPERT: one booking's state, once
  deleteAccount: { kind: 'bounded-upsert' }, // removes
  deleteMoodEntry: { kind: 'bounded-upsert' }, // removes
  giveConsent: { kind: 'bounded-upsert' }, // one consent on the account
  inviteExpert: { kind: 'admin-only' },
  joinRoom: { kind: 'bounded-upsert' }, // #35: each side's first join of one booking, once
  logMood: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const client = await member(t);
      return times(40, () => client.gql(LOG_MOOD, { input: { mood: 3 } }));
    },
  },
  refundBooking: { kind: 'admin-only' },
  removeCrisisDirectoryEntry: { kind: 'admin-only' },
  saveCrisisDirectoryEntry: { kind: 'admin-only' },
  setAccountDisabled: { kind: 'admin-only' },
  requestEmailChange: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const client = t.client();
      const { input } = await client.signUp();
      return times(8, (i) =>
        client.gql(EMAIL_CHANGE, { newEmail: `burst${i}.${Date.now()}@example.com`, password: input.password }),
      );
    },
  },
  requestEmailVerification: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const client = await member(t);
      return times(10, () => client.gql('mutation { requestEmailVerification }'));
    },
  },
  requestPhoneVerification: {
    // #36: each code is a paid SMS: one a minute and five an hour per number, thirty an hour per IP.
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const client = await member(t);
      await client.ok('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
        input: { phoneNumber: '08069990001' },
      });
      return times(10, () => client.gql('mutation { requestPhoneVerification }'));
    },
  },
  requestPasswordReset: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const { email } = await t.client().signUp();
      return times(10, () => t.client().gql(RESET, { email }));
    },
  },
  rescheduleBooking: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const client = await member(t);
      return times(15, () => client.gql(RESCHEDULE, { reference: 'mc-unknown', start: new Date().toISOString() }));
    },
  },
  resetPassword: { kind: 'bounded-upsert' }, // single-use token; replaces one hash
  revokeSession: { kind: 'not-member-data' },
  saveSessionNote: {
    // EXPERT: each save adds a note (at most 200 per appointment), 30 an hour per expert.
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const expertId = EXPERTS.SUBSTANCE_ABUSE[3].id;
      const expert = await signUpExpert(t, expertId);
      const [slot] = await freeSlots(t.client(), expertId);
      const { reference } = await paidAppointment(t, expertId, slot.start);
      return times(35, (i) => expert.gql(SAVE_NOTE, { reference, text: `note ${i}` }));
    },
  },
  saveSafetyPlan: { kind: 'bounded-upsert' }, // one plan per member, each list capped at 10 entries of 300 characters
  sendChatMessage: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const client = await member(t, { aiProcessing: false });
      return times(25, () => client.gql(CHAT, { prompt: 'hello' }));
    },
  },
  sendAppointmentMessage: {
    // #35: a message to the other side of one's own paid booking.
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const { client, reference } = await paidRoomBooking(t);
      return times(35, (i) => client.gql(APPOINTMENT_MESSAGE, { reference, text: `Message ${i}` }));
    },
  },
  sendRoomSignal: {
    // #35: relayed, not stored; limited all the same (a flood would reach the other person).
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const { client, reference, start } = await paidRoomBooking(t);
      const now = clock.now();
      clock.set(new Date(start));
      try {
        return await times(130, () => client.gql(ROOM_SIGNAL, { reference, signal: '{"candidate":""}' }));
      } finally {
        clock.set(now);
      }
    },
  },
  sendContactMessage: {
    kind: 'limited-by-rate-limit',
    burst: (t) =>
      times(12, () => t.client().gql(CONTACT, { input: { name: 'Eve', email: 'eve@example.com', message: 'Hello' } })),
  },
  setAvailability: { kind: 'bounded-upsert' }, // EXPERT: one document, at most 100 entries each
  setPayoutAccount: {
    // EXPERT (#37): one document, but each call asks the payment provider (resolve, subaccount).
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const expert = await signUpExpert(t, EXPERTS.DEMENTIA[2].id);
      const input = { bankCode: '058', accountNumber: '0123456789' };
      return times(25, () =>
        expert.gql('mutation P($input: PayoutAccountInput!) { setPayoutAccount(input: $input) { verified } }', {
          input,
        }),
      );
    },
  },
  setExpertActive: { kind: 'admin-only' },
  setMeetingLink: {
    // EXPERT: one field of one booking, but each change mails the member.
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const expertId = EXPERTS.SUBSTANCE_ABUSE[4].id;
      const expert = await signUpExpert(t, expertId);
      const { client } = await bookingMember(t);
      const [slot] = await freeSlots(client, expertId);
      const { reference } = await startBooking(client, expertId, slot.start);
      await client.ok(COMPLETE_TEST_CHECKOUT, { reference });
      await client.ok(CONFIRM_BOOKING, { reference });
      return times(25, (i) => expert.gql(SET_LINK, { reference, url: `https://meet.example.com/room-${i}` }));
    },
  },
  shareResultsWithExpert: { kind: 'bounded-upsert' }, // one flag of the member's own booking
  signIn: { kind: 'not-member-data' }, // a session (limited by the password-failure lock)
  signOut: { kind: 'not-member-data' },
  signOutOtherSessions: { kind: 'not-member-data' },
  signUp: {
    kind: 'limited-by-rate-limit',
    // Its own app: the limit is per address, and every other burst here signs members up from 127.0.0.1.
    burst: async () => {
      const own = await startTestApp({ SIGNUP_LIMIT_PER_IP: '5' });
      try {
        return await times(8, () => own.client().gql(SIGN_UP, { input: newMemberInput() }));
      } finally {
        await own.close();
      }
    },
  },
  startBooking: {
    kind: 'limited-by-rate-limit',
    burst: async (t) => {
      const { client } = await bookingMember(t);
      const [slot] = await freeSlots(client);
      return times(35, () => client.gql(START_BOOKING, { expertId: EXPERT.id, start: slot.start }));
    },
  },
  submitAssessment: { kind: 'bounded-upsert' }, // one result per test and retake period (the retake rule)
  submitMeasure: { kind: 'bounded-upsert' }, // one result per instrument and 14-day window (the unique attempt index)
  updateExpert: { kind: 'admin-only' },
  updateMyExpertProfile: { kind: 'bounded-upsert' }, // EXPERT: one directory entry's three fields
  updateNotificationPreferences: { kind: 'bounded-upsert' }, // one document per member
  updateProfile: { kind: 'bounded-upsert' }, // one account's fields
  verifyEmail: { kind: 'bounded-upsert' }, // single-use token
  verifyPhone: { kind: 'bounded-upsert' }, // #36: one flag of the caller's account; 5 tries per code, codes limited per number
};

const LOG_MOOD = 'mutation L($input: MoodInput!) { logMood(input: $input) { id } }';
const EMAIL_CHANGE =
  'mutation M($newEmail: String!, $password: String) { requestEmailChange(newEmail: $newEmail, password: $password) }';
const RESET = 'mutation R($email: String!) { requestPasswordReset(email: $email) }';
const RESCHEDULE =
  'mutation R($reference: String!, $start: DateTime!) { rescheduleBooking(reference: $reference, start: $start) { id } }';
const SET_LINK =
  'mutation L($reference: String!, $url: String!) { setMeetingLink(reference: $reference, url: $url) { id } }';
const SAVE_NOTE =
  'mutation N($reference: String!, $text: String!) { saveSessionNote(reference: $reference, text: $text) { id } }';
const APPOINTMENT_MESSAGE =
  'mutation A($reference: String!, $text: String!) { sendAppointmentMessage(reference: $reference, text: $text) { id } }';
const ROOM_SIGNAL =
  'mutation S($reference: String!, $signal: String!) { sendRoomSignal(reference: $reference, signal: $signal) }';
/** A member's paid booking of a sample expert (#35's bursts): each call books the next free slot. */
async function paidRoomBooking(t: TestApp): Promise<{ client: GraphQLClient; reference: string; start: string }> {
  const expertId = EXPERTS.ANXIETY[3].id;
  const { client } = await bookingMember(t);
  const [slot] = await freeSlots(client, expertId);
  const { reference } = await startBooking(client, expertId, slot.start);
  await client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await client.ok(CONFIRM_BOOKING, { reference });
  return { client, reference, start: slot.start };
}
const CHAT = 'mutation C($prompt: String!) { sendChatMessage(prompt: $prompt) { id } }';
const CONTACT = 'mutation C($input: ContactInput!) { sendContactMessage(input: $input) }';

const clock = new ManualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CONTACT_LIMIT_PER_IP: '10', ACCOUNT_MAIL_LIMIT_PER_IP: '1000' }, { now: () => clock.now() });
});
afterAll(async () => {
  await t?.close();
});

it('classifies every mutation of the schema', async () => {
  const schema = await createSchema({ pubSub: new InProcessPubSub() });
  const fields = Object.keys(schema.getMutationType()!.getFields()).sort();
  const unclassified = fields.filter((name) => !(name in MUTATIONS));
  if (unclassified.length) {
    throw new Error(
      `Mutations without a reviewed limit class: ${unclassified.join(', ')}. Add each to MUTATIONS in ` +
        'server/test/member-write-limits.test.ts (limited-by-rate-limit with a burst, bounded-upsert, admin-only ' +
        'or not-member-data), and give it a limit first if it lets a member add records.',
    );
  }
  expect(Object.keys(MUTATIONS).filter((name) => !fields.includes(name))).toEqual([]);
});

const limited = Object.entries(MUTATIONS).filter(([, m]) => m.kind === 'limited-by-rate-limit');
it.each(limited)('%s refuses a burst of concurrent requests', async (_name, { burst }) => {
  expect(burst).toBeDefined();
  const results = await burst!(t);
  const refused = results.filter((r) => r.errors?.[0]?.extensions?.code === 'RATE_LIMITED');
  expect(refused.length).toBeGreaterThan(0);
  expect(refused[0].errors?.[0].message).toMatch(/./);
});

describe('mood check-ins', () => {
  it('are capped at 20 a day per member under 300 concurrent requests, with words', async () => {
    const client = await member(t);
    const results = await times(300, () => client.gql(LOG_MOOD, { input: { mood: 4, note: 'x'.repeat(500) } }));
    const stored = await t.app.database.connection
      .db!.collection('mood_entries')
      .countDocuments({ userId: client.member!.id });
    expect(stored).toBe(MOOD_ENTRIES_PER_DAY);
    expect(results.filter((r) => !r.errors)).toHaveLength(stored);
    expect(results.every((r) => !r.errors || r.errors[0].extensions?.code === 'RATE_LIMITED')).toBe(true);
  });

  it('say when the day is full, and count again the next day', async () => {
    const client = await member(t);
    for (let i = 0; i < MOOD_ENTRIES_PER_DAY; i++) {
      expect((await client.gql(LOG_MOOD, { input: { mood: 2 } })).errors).toBeUndefined();
    }
    const full = await client.gql(LOG_MOOD, { input: { mood: 2 } });
    expect(full.errors?.[0]).toMatchObject({
      message: messages.moodDailyLimit(MOOD_ENTRIES_PER_DAY),
      extensions: { code: 'RATE_LIMITED' },
    });
    clock.advanceDays(1);
    expect((await client.gql(LOG_MOOD, { input: { mood: 3 } })).errors).toBeUndefined();
  });
});
