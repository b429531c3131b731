// The authorization matrix (SECURITY.md 10): every GraphQL query and mutation, run as a visitor,
// as member A on A's own data ("owner") and as member B aimed at A's data ("other"). B never reads
// or changes anything of A's: each B and visitor run is checked for A's identifiers in the answer,
// and A's view of their own data (the snapshot queries) must be the same before and after.
//
// An expert's account and an operator (ADMIN) run every row too, aimed at A's data: by default
// they are expected to fare as B does (a role gives no access to another member's records); a
// row of a role-restricted operation (its description names ADMIN or EXPERT) must say what each
// of them gets, or the last-but-one test fails.
//
// ADDING YOUR OPERATIONS: add rows to `rows` (one per query/mutation; the last test fails while
// an operation of the schema has no row). If your module stores member data, add a seeder to
// `seeders` (it gives each fresh member some records and returns their ids, which your rows'
// variables can aim at) and a query to `snapshotQueries` (how A reads that data back).
import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { newMemberInput, type GraphQLClient, type GraphQLResponse } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { markVerified, signUpAdmin, signUpExpert } from './support/roles.js';
import { EXPERTS } from '../src/content/index.js';
import { COMPLETE_TEST_CHECKOUT, EXPERT, START_BOOKING, freeSlots, type CheckoutView } from './support/bookings.js';
import { answersFor, ASSESSMENT_TAKEN, HEALTH_SCORES, SUBMIT_ASSESSMENT, TEST_HISTORY } from './support/assessments.js';

type Role = 'visitor' | 'owner' | 'other' | 'expert' | 'admin';
type BaseRole = 'visitor' | 'owner' | 'other';
/** What a row's checks receive: the data's fields are whatever the operation selected. */
type AnyResponse = GraphQLResponse<Record<string, any>>;

interface Member {
  id: string;
  email: string;
  password: string;
  client: GraphQLClient;
  /** Ids and values the seeders created for this member, by name. */
  seeds: Record<string, string>;
}

interface RowContext {
  role: Role;
  /** Whose data the row aims at: always member A. */
  target: Member;
  /** Who runs it: A (owner), B (other), an expert's account, an operator, or nobody (visitor). */
  actor: Member | null;
}

/**
 * 'ok': no errors. 'null': no errors and the operation's field is null. An error code: the first
 * error has it. A function: any further check of the response.
 */
type Expectation =
  | 'ok'
  | 'null'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | ((res: AnyResponse, ctx: RowContext) => void);

interface MatrixRow {
  name: string;
  operation: string;
  variables?: (ctx: RowContext) => Record<string, unknown>;
  /** expert and admin default to other's expectation (see the top of this file). */
  expect: Record<BaseRole, Expectation> & Partial<Record<'expert' | 'admin', Expectation>>;
}

type Seeder = (member: Member, app: TestApp) => Promise<Record<string, string>>;

// --- Extension points ------------------------------------------------------------------------

const seeders: Seeder[] = [];

/** Queries A runs before and after every visitor/B run; their answers must not change. */
const snapshotQueries: string[] = [
  '{ me { id email firstName lastName displayName age disabilities pastHealthIssues phoneNumber photoURL role emailVerified createdAt } }',
];

// Bookings (#7): every member has a booking, paid in the simulated checkout but not yet confirmed.
// The booking's expert and time are picked at random among the sample experts' free slots over
// the next 31 days (hundreds of members each hold one); never the matrix's own expert account's.
const BOOKABLE = Object.values(EXPERTS)
  .flat()
  .filter((e) => e.id !== EXPERTS.ANXIETY[5].id && e.id !== EXPERTS.DEMENTIA[5].id);
const spareSlots = new Map<string, { expertId: string; start: string }>();
async function someFreeSlot(client: GraphQLClient) {
  const expert = BOOKABLE[Math.floor(Math.random() * BOOKABLE.length)];
  const slots = await freeSlots(client, expert.id, { days: 31 });
  return { expertId: expert.id, start: slots[Math.floor(Math.random() * slots.length)].start };
}
async function holdSomeSlot(client: GraphQLClient) {
  for (let attempt = 0; ; attempt++) {
    const { expertId, start } = await someFreeSlot(client);
    const res = await client.gql<{ startBooking: CheckoutView }>(START_BOOKING, { expertId, start });
    if (!res.errors) return res.data!.startBooking;
    // Another member took that very slot at the same moment: pick again.
    if (res.errors[0].extensions?.code !== 'CONFLICT' || attempt > 5) throw new Error(JSON.stringify(res.errors));
  }
}
seeders.push(async (member, app) => {
  // Booking needs a verified email.
  await markVerified(app, member.id);
  const checkout = await holdSomeSlot(member.client);
  // A free time for the startBooking row (kept out of the seeds: it is no secret of the member's).
  spareSlots.set(member.id, await someFreeSlot(member.client));
  await member.client.ok(COMPLETE_TEST_CHECKOUT, { reference: checkout.reference });
  return { bookingId: checkout.booking.id, bookingReference: checkout.reference };
});
snapshotQueries.push('{ myBookings { id reference status paidAt } }');

// Chat (#6): every member has one exchange in their chat (their message and the offline reply).
seeders.push(async (member) => {
  const text = `matrix chat ${randomUUID()}`;
  await member.client.ok('mutation Send($prompt: String!) { sendChatMessage(prompt: $prompt) { id } }', {
    prompt: text,
  });
  const { chatMessages } = await member.client.ok<{ chatMessages: { id: string }[] }>('{ chatMessages { id } }');
  return { chatText: text, chatMessageId: chatMessages[0].id, chatReplyId: chatMessages[1].id };
});
snapshotQueries.push('{ chatMessages { id text type createdAt } }');

// Assessments (#5): every member has taken the depression test (offline evaluation).
seeders.push(async (member) => {
  const { submitAssessment } = await member.client.ok<{ submitAssessment: { id: string } }>(SUBMIT_ASSESSMENT, {
    condition: 'DEPRESSION',
    answers: answersFor('DEPRESSION', 1),
  });
  return { assessmentId: submitAssessment.id };
});
snapshotQueries.push(
  '{ testHistory { id condition score evaluation createdAt } healthScores { assessmentId score createdAt } }',
);

// Safety and consent (#26): every member has a safety plan naming them.
const SAFETY_PLAN_FIELDS =
  'warningSigns copingStrategies distractions peopleToAsk { name phone } professionals { name phone } safeEnvironment reasonsForLiving updatedAt';
seeders.push(async (member) => {
  const sign = `matrix sign ${randomUUID()}`;
  await member.client.ok(`mutation Save($input: SafetyPlanInput!) { saveSafetyPlan(input: $input) { updatedAt } }`, {
    input: {
      warningSigns: [sign],
      copingStrategies: [],
      distractions: [],
      peopleToAsk: [{ name: 'A friend', phone: '08000000000' }],
      professionals: [],
      safeEnvironment: [],
      reasonsForLiving: [],
    },
  });
  return { safetyPlanSign: sign };
});
snapshotQueries.push(`{ safetyPlan { ${SAFETY_PLAN_FIELDS} } me { consentedAt aiProcessing country } }`);
// Progress over time (#25): every member has one mood check-in and retake reminders turned on.
seeders.push(async (member) => {
  const note = `matrix mood ${randomUUID()}`;
  const { logMood } = await member.client.ok<{ logMood: { id: string } }>(
    'mutation Log($input: MoodInput!) { logMood(input: $input) { id } }',
    { input: { mood: 4, note, tags: ['sleep'] } },
  );
  await member.client.ok(
    'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { retakeReminders } }',
    { input: { retakeReminders: true } },
  );
  return { moodEntryId: logMood.id, moodNote: note };
});
snapshotQueries.push(
  '{ moodEntries { id mood note tags createdAt } notificationPreferences { retakeReminders appointmentReminders } }',
);
// Reach (#36): every member has a phone number of their own (codes are limited per number).
let matrixPhones = 0;
seeders.push(async (member) => {
  const phone = `0805${String(1_000_000 + ++matrixPhones).slice(-7)}`;
  await member.client.ok('mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }', {
    input: { phoneNumber: phone },
  });
  return { phone };
});
snapshotQueries.push('{ me { phoneNumber phoneVerified } notificationPreferences { sms } }');
// Validated measures (#34): every member has one PHQ-9 result.
seeders.push(async (member) => {
  const { submitMeasure } = await member.client.ok<{ submitMeasure: { id: string } }>(
    'mutation M($answers: [AnswerInput!]!) { submitMeasure(instrument: PHQ9, answers: $answers) { id } }',
    { answers: Array.from({ length: 9 }, (_, i) => ({ questionId: `phq9-${i + 1}`, selectedAnswer: 'Several days' })) },
  );
  return { measureId: submitMeasure.id };
});
snapshotQueries.push('{ measureHistory(instrument: PHQ9) { id instrument score change createdAt } }');
// Accounts for real life (#21): each member's own session handle, to aim at.
seeders.push(async (member) => {
  const { mySessions } = await member.client.ok<{ mySessions: { id: string }[] }>('{ mySessions { id } }');
  return { sessionHandle: mySessions[0].id };
});

// The expert the #22 rows edit (never the one the booking seeder books).
const MATRIX_EXPERT = EXPERTS.DEMENTIA[5];
const MATRIX_EXPERT_INPUT = {
  name: 'Matrix Expert',
  specialization: MATRIX_EXPERT.specialization,
  field: MATRIX_EXPERT.field,
  contact: MATRIX_EXPERT.contact,
  location: MATRIX_EXPERT.location,
  expertise: MATRIX_EXPERT.expertise,
};

const rows: MatrixRow[] = [
  // Accounts (#4)
  {
    name: 'me',
    operation: '{ me { id email } }',
    expect: {
      visitor: 'null',
      owner: (res, { target }) => expect(res.data?.me).toEqual({ id: target.id, email: target.email }),
      other: (res, { actor }) => expect(res.data?.me).toEqual({ id: actor!.id, email: actor!.email }),
    },
  },
  {
    name: 'authProviders',
    operation: '{ authProviders { google } }',
    expect: { visitor: 'ok', owner: 'ok', other: 'ok' },
  },
  {
    name: "signUp (a fresh email; another member's email is refused)",
    operation: 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id email } }',
    variables: ({ role, target }) => ({ input: newMemberInput(role === 'other' ? { email: target.email } : {}) }),
    expect: { visitor: 'ok', owner: 'ok', other: 'CONFLICT' },
  },
  {
    name: "signIn (the owner's password; anybody else guessing it)",
    operation:
      'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }',
    variables: ({ role, target }) => ({
      email: target.email,
      password: role === 'owner' ? target.password : 'a wrong guess',
    }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) => expect(res.data?.signIn).toEqual({ id: target.id }),
      other: 'UNAUTHENTICATED',
    },
  },
  {
    name: 'signOut (ends only the caller’s own session)',
    operation: 'mutation { signOut }',
    expect: { visitor: 'ok', owner: 'ok', other: 'ok' },
  },
  {
    name: 'updateProfile (changes only the caller)',
    operation: 'mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { id firstName } }',
    variables: () => ({ input: { firstName: 'Changed' } }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) => expect(res.data?.updateProfile).toEqual({ id: target.id, firstName: 'Changed' }),
      other: (res, { actor }) => expect(res.data?.updateProfile).toEqual({ id: actor!.id, firstName: 'Changed' }),
    },
  },
  {
    name: "deleteAccount (with the owner's password)",
    operation: 'mutation Delete($password: String) { deleteAccount(password: $password) }',
    variables: ({ target }) => ({ password: target.password }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'BAD_USER_INPUT' },
  },
  // Add your module's rows below this line.
  // Safety and consent (#26): consent and the plan are only ever the caller's own; crisis resources are public.
  {
    name: 'giveConsent (records only the caller)',
    operation: 'mutation Consent($ai: Boolean!) { giveConsent(aiProcessing: $ai) { id aiProcessing } }',
    variables: ({ role }) => ({ ai: role !== 'other' }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) => expect(res.data?.giveConsent).toEqual({ id: target.id, aiProcessing: true }),
      other: (res, { actor }) => expect(res.data?.giveConsent).toEqual({ id: actor!.id, aiProcessing: false }),
    },
  },
  {
    name: "safetyPlan (the caller's own plan only)",
    operation: '{ safetyPlan { warningSigns } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) => expect(res.data?.safetyPlan.warningSigns).toEqual([target.seeds.safetyPlanSign]),
      other: (res, { actor }) => expect(res.data?.safetyPlan.warningSigns).toEqual([actor!.seeds.safetyPlanSign]),
    },
  },
  {
    name: "saveSafetyPlan (always the caller's own plan)",
    operation: 'mutation Save($input: SafetyPlanInput!) { saveSafetyPlan(input: $input) { warningSigns } }',
    variables: ({ actor }) => ({
      input: {
        warningSigns: [actor?.seeds.safetyPlanSign ?? 'a visitor'],
        copingStrategies: ['A walk'],
        distractions: [],
        peopleToAsk: [],
        professionals: [],
        safeEnvironment: [],
        reasonsForLiving: [],
      },
    }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: 'supportedLocales (public: the languages offered)',
    operation: '{ supportedLocales }',
    expect: {
      visitor: (res) => expect(res.data?.supportedLocales).toEqual(['en', 'pcm', 'yo', 'ha', 'ig']),
      owner: 'ok',
      other: 'ok',
    },
  },
  {
    name: 'crisisResources (public, for visitors too)',
    operation: '{ crisisResources(country: "NG") { name contact url } }',
    expect: {
      visitor: (res) => expect(res.data?.crisisResources.map((r: { contact: string }) => r.contact)).toContain('112'),
      owner: 'ok',
      other: 'ok',
    },
  },
  // Progress over time (#25): statuses, moods and preferences only ever the caller's own.
  {
    name: "assessmentStatus (the caller's own results only)",
    operation:
      'query S($condition: Condition!) { assessmentStatus(condition: $condition) { condition lastTakenAt canTake } }',
    variables: () => ({ condition: 'DEPRESSION' }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.assessmentStatus).toMatchObject({ condition: 'DEPRESSION', canTake: false }),
      other: (res) => expect(res.data?.assessmentStatus).toMatchObject({ condition: 'DEPRESSION', canTake: false }),
    },
  },
  {
    name: 'moodEntries',
    operation: '{ moodEntries { id note } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.moodEntries).toEqual([{ id: target.seeds.moodEntryId, note: target.seeds.moodNote }]),
      other: (res, { actor }) =>
        expect(res.data?.moodEntries).toEqual([{ id: actor!.seeds.moodEntryId, note: actor!.seeds.moodNote }]),
    },
  },
  {
    name: "logMood (always into the caller's own check-ins)",
    operation: 'mutation Log($input: MoodInput!) { logMood(input: $input) { id mood } }',
    variables: () => ({ input: { mood: 2 } }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.logMood).toMatchObject({ mood: 2 }),
      other: (res) => expect(res.data?.logMood).toMatchObject({ mood: 2 }),
    },
  },
  {
    name: 'measure (the questions: the same for everyone signed in)',
    operation: '{ measure(instrument: GAD7) { instrument questions { id } } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.measure.questions).toHaveLength(7),
      other: (res) => expect(res.data?.measure.questions).toHaveLength(7),
    },
  },
  {
    name: "measureHistory (the caller's own results only)",
    operation: '{ measureHistory(instrument: PHQ9) { id } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) => expect(res.data?.measureHistory).toEqual([{ id: target.seeds.measureId }]),
      other: (res, { actor }) => expect(res.data?.measureHistory).toEqual([{ id: actor!.seeds.measureId }]),
    },
  },
  {
    name: "submitMeasure (always into the caller's own results; the PHQ-9 within its 2 weeks is refused)",
    operation: 'mutation M($answers: [AnswerInput!]!) { submitMeasure(instrument: PHQ9, answers: $answers) { id } }',
    variables: () => ({
      answers: Array.from({ length: 9 }, (_, i) => ({ questionId: `phq9-${i + 1}`, selectedAnswer: 'Not at all' })),
    }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'CONFLICT', other: 'CONFLICT' },
  },
  {
    name: "deleteMoodEntry (A's entry)",
    operation: 'mutation Del($id: ID!) { deleteMoodEntry(id: $id) }',
    variables: ({ target }) => ({ id: target.seeds.moodEntryId }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'FORBIDDEN' },
  },
  {
    name: 'notificationPreferences',
    operation: '{ notificationPreferences { retakeReminders } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.notificationPreferences).toEqual({ retakeReminders: true }),
      other: (res) => expect(res.data?.notificationPreferences).toEqual({ retakeReminders: true }),
    },
  },
  {
    name: 'updateNotificationPreferences (changes only the caller)',
    operation:
      'mutation U($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { retakeReminders } }',
    variables: () => ({ input: { retakeReminders: false } }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.updateNotificationPreferences).toEqual({ retakeReminders: false }),
      other: (res) => expect(res.data?.updateNotificationPreferences).toEqual({ retakeReminders: false }),
    },
  },
  // Reach (#36): a code goes to the caller's own number only; a code is checked against the caller's own.
  {
    name: "requestPhoneVerification (the caller's own number)",
    operation: 'mutation { requestPhoneVerification }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: 'verifyPhone (a code nobody was sent)',
    operation: 'mutation V($code: String!) { verifyPhone(code: $code) { id phoneVerified } }',
    variables: () => ({ code: '123456' }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'BAD_USER_INPUT', other: 'BAD_USER_INPUT' },
  },
  // Accounts for real life (#21): recovery is open to visitors and answers the same for everybody;
  // everything else acts on the caller's own account and sessions only.
  {
    name: "requestPasswordReset (A's address: the same answer for anybody; nothing of A's comes back)",
    operation: 'mutation R($email: String!) { requestPasswordReset(email: $email) }',
    variables: ({ target }) => ({ email: target.email }),
    expect: { visitor: 'ok', owner: 'ok', other: 'ok' },
  },
  {
    name: 'resetPassword (a token nobody was sent)',
    operation: 'mutation R($token: String!, $p: String!) { resetPassword(token: $token, newPassword: $p) }',
    variables: () => ({ token: 'A'.repeat(43), p: 'a new long passphrase' }),
    expect: { visitor: 'BAD_USER_INPUT', owner: 'BAD_USER_INPUT', other: 'BAD_USER_INPUT' },
  },
  {
    name: "changePassword (A's current password)",
    operation: 'mutation C($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
    variables: ({ target }) => ({ c: target.password, n: 'a new long passphrase' }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'BAD_USER_INPUT' },
  },
  {
    name: "requestEmailVerification (the caller's own address)",
    operation: 'mutation { requestEmailVerification }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: 'verifyEmail (a token nobody was sent)',
    operation: 'mutation V($token: String!) { verifyEmail(token: $token) }',
    variables: () => ({ token: 'B'.repeat(43) }),
    expect: { visitor: 'BAD_USER_INPUT', owner: 'BAD_USER_INPUT', other: 'BAD_USER_INPUT' },
  },
  {
    name: 'cancelEmailChange (a token nobody was sent)',
    operation: 'mutation C($token: String!) { cancelEmailChange(token: $token) }',
    variables: () => ({ token: 'C'.repeat(43) }),
    expect: { visitor: 'BAD_USER_INPUT', owner: 'BAD_USER_INPUT', other: 'BAD_USER_INPUT' },
  },
  {
    name: "requestEmailChange (with A's password)",
    operation: 'mutation E($e: String!, $p: String) { requestEmailChange(newEmail: $e, password: $p) }',
    variables: ({ target }) => ({ e: `changed.${randomUUID()}@example.com`, p: target.password }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'BAD_USER_INPUT' },
  },
  {
    name: "mySessions (the caller's own sessions)",
    operation: '{ mySessions { id current } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.mySessions).toEqual([{ id: target.seeds.sessionHandle, current: true }]),
      other: (res, { actor }) =>
        expect(res.data?.mySessions).toEqual([{ id: actor!.seeds.sessionHandle, current: true }]),
    },
  },
  {
    name: "revokeSession (A's session)",
    operation: 'mutation R($id: ID!) { revokeSession(id: $id) }',
    variables: ({ target }) => ({ id: target.seeds.sessionHandle }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'NOT_FOUND' },
  },
  {
    name: "signOutOtherSessions (the caller's own other sessions only)",
    operation: 'mutation { signOutOtherSessions }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.signOutOtherSessions).toBe(0),
      other: (res) => expect(res.data?.signOutOtherSessions).toBe(0),
    },
  },
  // Assessments and experts (#5): definitions and experts for members; records only ever the caller's own.
  {
    name: 'assessments',
    operation: '{ assessments { condition questions { id } } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: 'assessment',
    operation: '{ assessment(condition: ANXIETY) { title questions { id } } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: "assessmentTaken (the caller's own tests only)",
    operation: ASSESSMENT_TAKEN,
    variables: () => ({ condition: 'DEPRESSION' }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.assessmentTaken).toBe(true),
      other: (res) => expect(res.data?.assessmentTaken).toBe(true),
    },
  },
  {
    name: 'testHistory',
    operation: TEST_HISTORY,
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.testHistory.map((r: { id: string }) => r.id)).toEqual([target.seeds.assessmentId]),
      other: (res, { actor }) =>
        expect(res.data?.testHistory.map((r: { id: string }) => r.id)).toEqual([actor!.seeds.assessmentId]),
    },
  },
  {
    name: 'healthScores',
    operation: HEALTH_SCORES,
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.healthScores.map((p: { assessmentId: string }) => p.assessmentId)).toEqual([
          target.seeds.assessmentId,
        ]),
      other: (res, { actor }) =>
        expect(res.data?.healthScores.map((p: { assessmentId: string }) => p.assessmentId)).toEqual([
          actor!.seeds.assessmentId,
        ]),
    },
  },
  {
    name: 'submitAssessment (always a record of the caller)',
    operation: SUBMIT_ASSESSMENT,
    variables: () => ({ condition: 'ANXIETY', answers: answersFor('ANXIETY', 2) }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: 'experts',
    operation: '{ experts(field: DEMENTIA) { id name } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'ok' },
  },
  {
    name: 'expert',
    operation: `{ expert(id: "${EXPERT.id}") { id name } }`,
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.expert).toEqual({ id: EXPERT.id, name: EXPERT.name }),
      other: (res) => expect(res.data?.expert).toEqual({ id: EXPERT.id, name: EXPERT.name }),
    },
  },
  // Chat (#6): each member reads and writes only their own chat.
  {
    name: 'chatMessages',
    operation: '{ chatMessages { id type } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.chatMessages).toEqual([
          { id: target.seeds.chatMessageId, type: 'USER' },
          { id: target.seeds.chatReplyId, type: 'AI' },
        ]),
      other: (res, { actor }) =>
        expect(res.data?.chatMessages).toEqual([
          { id: actor!.seeds.chatMessageId, type: 'USER' },
          { id: actor!.seeds.chatReplyId, type: 'AI' },
        ]),
    },
  },
  {
    name: "sendChatMessage (always into the caller's own chat)",
    operation: 'mutation Send($prompt: String!) { sendChatMessage(prompt: $prompt) { id type } }',
    variables: () => ({ prompt: 'Hello from the matrix' }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res) => expect(res.data?.sendChatMessage).toMatchObject({ type: 'AI' }),
      other: (res) => expect(res.data?.sendChatMessage).toMatchObject({ type: 'AI' }),
    },
  },
  // Contact (#7): open to visitors; nothing of anybody's comes back.
  {
    name: 'sendContactMessage',
    operation: 'mutation Send($input: ContactInput!) { sendContactMessage(input: $input) }',
    variables: () => ({
      input: { name: 'Matrix Tester', email: 'matrix.tester@example.com', message: 'Hello from the matrix.' },
    }),
    expect: { visitor: 'ok', owner: 'ok', other: 'ok' },
  },
  // Bookings (#7): A's booking is aimed at by reference; B gets FORBIDDEN (the contract's code for
  // another member's record), never A's booking.
  {
    name: 'myBookings',
    operation: '{ myBookings { id reference status } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.myBookings).toEqual([
          { id: target.seeds.bookingId, reference: target.seeds.bookingReference, status: 'PENDING' },
        ]),
      other: (res, { actor }) =>
        expect(res.data?.myBookings).toEqual([
          { id: actor!.seeds.bookingId, reference: actor!.seeds.bookingReference, status: 'PENDING' },
        ]),
    },
  },
  {
    name: 'startBooking (always for the caller)',
    operation:
      'mutation Start($expertId: ID!, $start: DateTime) { startBooking(expertId: $expertId, start: $start) { reference email booking { status } } }',
    variables: ({ actor, target }) => spareSlots.get((actor ?? target).id) ?? { expertId: EXPERT.id },
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.startBooking).toMatchObject({ email: target.email, booking: { status: 'PENDING' } }),
      other: (res, { actor }) =>
        expect(res.data?.startBooking).toMatchObject({ email: actor!.email, booking: { status: 'PENDING' } }),
    },
  },
  {
    name: "confirmBooking (A's reference)",
    operation: 'mutation Confirm($reference: String!) { confirmBooking(reference: $reference) { id status } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.confirmBooking).toEqual({ id: target.seeds.bookingId, status: 'PAID' }),
      other: 'FORBIDDEN',
    },
  },
  {
    name: "cancelBooking (A's reference)",
    operation: 'mutation Cancel($reference: String!) { cancelBooking(reference: $reference) { id status } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.cancelBooking).toEqual({ id: target.seeds.bookingId, status: 'CANCELLED' }),
      other: 'FORBIDDEN',
    },
  },
  {
    name: "completeTestCheckout (A's reference)",
    operation: 'mutation Pay($reference: String!) { completeTestCheckout(reference: $reference) }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'ok', other: 'FORBIDDEN' },
  },
  {
    // #39: "Try again" / "Finish paying". A's checkout was paid in the test checkout: it is recorded
    // (PAID) and answered CONFLICT instead of a second checkout; B gets nothing of it.
    name: "retryBooking (A's reference)",
    operation: 'mutation Retry($reference: String!) { retryBooking(reference: $reference) { reference } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      // bookingAlreadyPaid (its words are checked in booking-ghosts.test.ts).
      owner: 'CONFLICT',
      other: 'FORBIDDEN',
    },
  },
  // Experts and operators (#22): the console is ADMIN only; nothing in it names a member's records
  // except the bookings list, which the operator is meant to see.
  {
    name: 'adminExperts',
    operation: '{ adminExperts { id active } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'adminBookings',
    operation: '{ adminBookings { id reference status } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: (res, { target }) =>
        expect(res.data?.adminBookings.map((b: { id: string }) => b.id)).toContain(target.seeds.bookingId),
    },
  },
  {
    name: 'contactMessages',
    operation: '{ contactMessages { id delivery } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  // The help-line directory (#32): ADMIN only, like the rest of the console.
  {
    name: 'adminCrisisDirectory',
    operation: '{ adminCrisisDirectory { id country contact stale } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'saveCrisisDirectoryEntry',
    operation:
      'mutation Save($input: CrisisDirectoryEntryInput!) { saveCrisisDirectoryEntry(input: $input) { id country } }',
    variables: () => ({
      input: {
        country: 'FR',
        name: 'Matrix line',
        contact: '3114',
        emergency: false,
        source: 'https://example.org/matrix',
        verifiedOn: '2026-01-01',
      },
    }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'removeCrisisDirectoryEntry (an unknown id)',
    operation: 'mutation Remove($id: ID!) { removeCrisisDirectoryEntry(id: $id) }',
    variables: () => ({ id: 'no-such-entry' }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: 'NOT_FOUND',
    },
  },
  {
    name: 'auditLog',
    operation: 'query Audit($id: ID!) { auditLog(targetId: $id) { action } }',
    variables: ({ target }) => ({ id: target.seeds.bookingId }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'refundBooking',
    operation: 'mutation Refund($reference: String!) { refundBooking(reference: $reference) { status } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    // A's seeded booking is paid in the simulated checkout but not confirmed (PENDING): an operator
    // is told it cannot be refunded and nothing changes (the paid case is in refunds.test.ts).
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: 'CONFLICT',
    },
  },
  {
    name: 'inviteExpert',
    operation: 'mutation Invite($id: ID!, $email: String!) { inviteExpert(expertId: $id, email: $email) }',
    variables: () => ({ id: MATRIX_EXPERT.id, email: 'matrix-invited@example.com' }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'acceptExpertInvitation',
    operation: 'mutation Accept($token: String!) { acceptExpertInvitation(token: $token) { id role } }',
    // Nobody holds a real invitation here (expert-accounts.test.ts follows one from the mail): a
    // made-up token is invalid for every signed-in role, and changes nobody's role.
    variables: () => ({ token: 'A'.repeat(43) }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'BAD_USER_INPUT',
      other: 'BAD_USER_INPUT',
      expert: 'BAD_USER_INPUT',
      admin: 'BAD_USER_INPUT',
    },
  },
  {
    name: 'updateMyExpertProfile',
    operation:
      'mutation Own($input: ExpertSelfInput!) { updateMyExpertProfile(input: $input) { id contact location expertise } }',
    // The matrix's expert account speaks for EXPERTS.ANXIETY[5]: its own values, so nothing changes.
    variables: () => ({
      input: {
        contact: EXPERTS.ANXIETY[5].contact,
        location: EXPERTS.ANXIETY[5].location,
        expertise: EXPERTS.ANXIETY[5].expertise,
      },
    }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: (res) => expect(res.data?.updateMyExpertProfile.id).toBe(EXPERTS.ANXIETY[5].id),
      admin: 'FORBIDDEN',
    },
  },
  {
    name: 'createExpert',
    operation: 'mutation Create($input: ExpertInput!) { createExpert(input: $input) { id } }',
    variables: () => ({ input: MATRIX_EXPERT_INPUT }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'updateExpert',
    operation: 'mutation Update($id: ID!, $input: ExpertInput!) { updateExpert(id: $id, input: $input) { id } }',
    // The expert's own values: the row changes nothing another row relies on.
    variables: () => ({ id: MATRIX_EXPERT.id, input: { ...MATRIX_EXPERT_INPUT, name: MATRIX_EXPERT.name } }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  // Stopping an abusive account (#33): operators only. The admin row enables A (already enabled),
  // so A stays signed in for the snapshot check; disabling is account-disable.test.ts.
  {
    name: 'adminMember',
    operation: 'query M($email: String!) { adminMember(email: $email) { id disabled } }',
    variables: ({ target }) => ({ email: target.email }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: (res, { target }) => expect(res.data!.adminMember).toEqual({ id: target.id, disabled: false }),
    },
  },
  {
    name: 'setAccountDisabled',
    operation:
      'mutation D($id: ID!) { setAccountDisabled(userId: $id, disabled: false, reason: null) { id disabled } }',
    variables: ({ target }) => ({ id: target.id }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'setExpertActive',
    operation: 'mutation Set($id: ID!) { setExpertActive(id: $id, active: true) { id active } }',
    variables: () => ({ id: MATRIX_EXPERT.id }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  // Appointments (#23): slots are public; availability and the expert's operations are the signed-in
  // expert's own (a member is FORBIDDEN, and an expert never touches another expert's bookings).
  // The session fee before checkout (#39, item 2): public, as the expert's page is.
  {
    name: 'sessionFee (public)',
    operation: 'query F($id: ID) { sessionFee(expertId: $id) { amount currency minutes } }',
    variables: () => ({ id: EXPERT.id }),
    expect: { visitor: 'ok', owner: 'ok', other: 'ok' },
  },
  {
    name: 'expertSlots (public)',
    operation:
      'query S($id: ID!, $from: DateTime!, $to: DateTime!) { expertSlots(expertId: $id, from: $from, to: $to) { start end } }',
    variables: () => ({
      id: EXPERT.id,
      from: new Date().toISOString(),
      to: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
    }),
    expect: { visitor: 'ok', owner: 'ok', other: 'ok' },
  },
  {
    name: "myAvailability (the signed-in expert's own)",
    operation: '{ myAvailability { timeZone slotMinutes weekly { weekday startTime endTime } } }',
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: (res) => expect(res.data?.myAvailability.timeZone).toBe('Africa/Lagos'),
      admin: 'FORBIDDEN',
    },
  },
  {
    name: "setAvailability (the signed-in expert's own)",
    operation: 'mutation S($input: AvailabilityInput!) { setAvailability(input: $input) { timeZone slotMinutes } }',
    variables: () => ({
      input: {
        timeZone: 'Africa/Lagos',
        slotMinutes: 50,
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
        timeOff: [],
      },
    }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: "expertAppointments (the signed-in expert's own bookings only)",
    operation:
      'query A($from: DateTime!, $to: DateTime!) { expertAppointments(from: $from, to: $to) { id reference member { email } } }',
    variables: () => ({
      from: new Date().toISOString(),
      to: new Date(Date.now() + 62 * 24 * 3600_000).toISOString(),
    }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  // Expert payouts (#37): an expert's own payout account and earnings; the operators' reconciliation
  // and overview. None of them names a member's records.
  {
    name: "myPayoutAccount (the signed-in expert's own)",
    operation: '{ myPayoutAccount { accountNumberMasked } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: 'payoutBanks (EXPERT)',
    operation: '{ payoutBanks { code } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: 'payoutAccountName (EXPERT)',
    operation: 'query N($input: PayoutAccountInput!) { payoutAccountName(input: $input) }',
    variables: () => ({ input: { bankCode: '058', accountNumber: '0123456789' } }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: "setPayoutAccount (the signed-in expert's own)",
    operation: 'mutation S($input: PayoutAccountInput!) { setPayoutAccount(input: $input) { accountNumberMasked } }',
    variables: () => ({ input: { bankCode: '058', accountNumber: '0123456789' } }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: "myEarnings (the signed-in expert's own)",
    operation: '{ myEarnings { paid months { month } } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: "myEarningsCsv (the signed-in expert's own)",
    operation: '{ myEarningsCsv }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'ok', admin: 'FORBIDDEN' },
  },
  {
    name: 'reconciliation (ADMIN)',
    operation: 'query R($day: String!) { reconciliation(day: $day) { mismatches } }',
    variables: () => ({ day: '2026-01-01' }),
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'recentReconciliations (ADMIN)',
    operation: '{ recentReconciliations { day } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: 'adminOverview (ADMIN)',
    operation: '{ adminOverview { days bookings } }',
    expect: { visitor: 'UNAUTHENTICATED', owner: 'FORBIDDEN', other: 'FORBIDDEN', expert: 'FORBIDDEN', admin: 'ok' },
  },
  {
    name: "rescheduleBooking (the member's own paid booking)",
    operation:
      'mutation R($reference: String!, $start: DateTime!) { rescheduleBooking(reference: $reference, start: $start) { id } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference, start: new Date().toISOString() }),
    // A's booking is paid at the checkout but not yet confirmed: only a confirmed one moves.
    expect: { visitor: 'UNAUTHENTICATED', owner: 'BAD_USER_INPUT', other: 'FORBIDDEN' },
  },
  {
    name: 'declineBooking (EXPERT, their own appointments only)',
    operation:
      'mutation D($reference: String!) { declineBooking(reference: $reference, reason: "Matrix") { id status } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: 'FORBIDDEN',
    },
  },
  {
    name: 'completeAppointment (EXPERT, their own appointments only)',
    operation:
      'mutation C($reference: String!) { completeAppointment(reference: $reference, outcome: COMPLETED) { id status } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: 'FORBIDDEN',
    },
  },
  {
    name: 'setMeetingLink (EXPERT, their own appointments only)',
    operation:
      'mutation L($reference: String!) { setMeetingLink(reference: $reference, url: "https://meet.example.com/x") { id meetingUrl } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: 'FORBIDDEN',
    },
  },

  // Care between sessions (#34): notes and shared results belong to the booking's expert (A's
  // booking is not yet confirmed, so no expert has it as an appointment); sharing is A's choice.
  ...[
    'saveSessionNote(reference: $reference, text: "Matrix") { id text }',
    'sessionNotes(reference: $reference) { id text }',
    'memberMeasures(reference: $reference) { id score }',
    'memberTestScores(reference: $reference) { score }',
  ].map((selection): MatrixRow => ({
    name: `${selection.slice(0, selection.indexOf('('))} (EXPERT, the booking's own expert only)`,
    operation: `${selection.startsWith('save') ? 'mutation' : 'query'} Q($reference: String!) { ${selection} }`,
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'NOT_FOUND',
      admin: 'FORBIDDEN',
    },
  })),
  {
    name: "shareResultsWithExpert (the booking's member only)",
    operation:
      'mutation S($reference: String!) { shareResultsWithExpert(reference: $reference, share: true) { id resultsShared } }',
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: (res, { target }) =>
        expect(res.data?.shareResultsWithExpert).toEqual({ id: target.seeds.bookingId, resultsShared: true }),
      other: 'FORBIDDEN',
    },
  },
  // The session room (#35): only the booking's member and its expert, and only once it is paid
  // (the seeded booking is not confirmed yet, so its owner is refused too; the paid case and the
  // window are in session-room.test.ts).
  ...(
    [
      ['joinRoom', 'mutation J($reference: String!) { joinRoom(reference: $reference) { reference } }'],
      [
        'sendRoomSignal',
        'mutation S($reference: String!) { sendRoomSignal(reference: $reference, signal: "{\\"type\\":\\"hello\\"}") }',
      ],
      [
        'appointmentMessages',
        'query M($reference: String!) { appointmentMessages(reference: $reference) { id text } }',
      ],
      [
        'sendAppointmentMessage',
        'mutation A($reference: String!) { sendAppointmentMessage(reference: $reference, text: "Matrix") { id } }',
      ],
    ] as const
  ).map(([name, operation]): MatrixRow => ({
    name: `${name} (the booking's member and expert, once paid)`,
    operation,
    variables: ({ target }) => ({ reference: target.seeds.bookingReference }),
    expect: {
      visitor: 'UNAUTHENTICATED',
      owner: 'FORBIDDEN',
      other: 'FORBIDDEN',
      expert: 'FORBIDDEN',
      admin: 'FORBIDDEN',
    },
  })),
];

// --- The runner ------------------------------------------------------------------------------

let t: TestApp;
// Each expert and operator run of a mutation row gets an account of its own (a row may sign its
// actor out, change or delete it); the operators' addresses are all listed in ADMIN_EMAILS. A query
// changes nobody: the query rows share one B, one expert and one operator (see `actorFor`).
const ADMIN_ADDRESSES = Array.from({ length: 200 }, (_, i) => `matrix-operator-${i}@example.com`);
let operators = 0;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_EMAILS: ADMIN_ADDRESSES.join(',') });
});

async function roleMember(role: 'expert' | 'admin'): Promise<Member> {
  const client =
    role === 'expert'
      ? await signUpExpert(t, EXPERTS.ANXIETY[5].id)
      : await signUpAdmin(t, ADMIN_ADDRESSES[operators++]);
  const { id, email, password } = client.member!;
  // Seeded like B: the rows' checks for B hold for them (their own records, never A's).
  const member: Member = { id, email, password, client, seeds: {} };
  for (const seed of seeders) Object.assign(member.seeds, await seed(member, t));
  return member;
}
afterAll(async () => {
  await t?.close();
});

async function newMember(): Promise<Member> {
  const client = t.client();
  // Each member has a password of their own, so that nobody's works for anybody else.
  const { id, email, input } = await client.signUp({ password: `password-${randomUUID()}` });
  const member: Member = { id, email, password: input.password as string, client, seeds: {} };
  for (const seed of seeders) Object.assign(member.seeds, await seed(member, t));
  return member;
}

/** A query row's actors are shared by every query row; a mutation row's are its own. */
const sharedActors = new Map<'other' | 'expert' | 'admin', Promise<Member>>();
function actorFor(role: 'other' | 'expert' | 'admin', readOnly: boolean): Promise<Member> {
  const make = () => (role === 'other' ? newMember() : roleMember(role));
  if (!readOnly) return make();
  let actor = sharedActors.get(role);
  if (!actor) sharedActors.set(role, (actor = make()));
  return actor;
}

function isQuery(operation: string): boolean {
  const def = parse(operation).definitions[0];
  return def.kind === 'OperationDefinition' && def.operation === 'query';
}

async function snapshot(member: Member): Promise<string> {
  const answers = [];
  for (const query of snapshotQueries) answers.push(await member.client.ok(query));
  return JSON.stringify(answers);
}

function fieldOf(operation: string): string {
  const doc = parse(operation);
  const def = doc.definitions[0];
  if (def.kind !== 'OperationDefinition') throw new Error('a row needs an operation');
  const first = def.selectionSet.selections[0];
  if (first.kind !== 'Field') throw new Error('a row starts with a field');
  return first.name.value;
}

function check(expectation: Expectation, res: AnyResponse, ctx: RowContext, field: string) {
  if (typeof expectation === 'function') {
    expect(res.errors).toBeUndefined();
    expectation(res, ctx);
  } else if (expectation === 'ok') {
    expect(res.errors).toBeUndefined();
  } else if (expectation === 'null') {
    expect(res.errors).toBeUndefined();
    expect(res.data?.[field]).toBeNull();
  } else {
    expect(res.errors?.[0]?.extensions?.code).toBe(expectation);
  }
}

/** Nothing that identifies A, or A's records, may appear in what a visitor or B receives. */
function expectNothingOf(target: Member, res: AnyResponse) {
  const text = JSON.stringify({ data: res.data, errors: res.errors });
  for (const secret of [target.id, target.email, ...Object.values(target.seeds)]) {
    expect(text).not.toContain(secret);
  }
}

describe.each(rows)('$name', (row) => {
  const field = fieldOf(row.operation);
  // One A serves the row's visitor, B and expert runs and then its owner run: each of the first
  // three checks that A's data is exactly as it was, so the owner still meets an untouched A (and a
  // run that did touch A fails there first). The operator, who may act on A by design, gets an A of
  // its own (on a query row, which changes nothing, the row's A). Half the sign-ups of this file
  // (each an argon2id hash and the seeders' bookings); the query rows share their B, expert and
  // operator too (a query changes nobody, and each run still checks A's data and identifiers).
  const readOnly = isQuery(row.operation);
  let shared: Promise<Member> | undefined;

  it.each<Role>(['visitor', 'other', 'expert', 'owner', 'admin'])('as %s', async (role) => {
    const a = role === 'admin' && !readOnly ? await newMember() : await (shared ??= newMember());
    const b = role === 'owner' || role === 'visitor' ? null : await actorFor(role, readOnly);
    const actor = role === 'owner' ? a : b;
    const client = actor ? actor.client : t.client();
    // The rows' variables and checks treat an expert or an operator aimed at A's data as B.
    const ctx: RowContext = { role: role === 'expert' || role === 'admin' ? 'other' : role, target: a, actor };
    const before = role === 'owner' ? '' : await snapshot(a);

    const res = await client.gql(row.operation, row.variables?.(ctx));
    const expectation =
      role === 'expert' || role === 'admin' ? (row.expect[role] ?? row.expect.other) : row.expect[role];
    check(expectation, res, ctx, field);

    if (role !== 'owner') {
      // The operator's console rows show members' bookings by design; everything else must not.
      if (!(role === 'admin' && row.expect.admin)) expectNothingOf(a, res);
      // A is still signed in, and A's data is exactly as it was.
      expect(await snapshot(a)).toBe(before);
    }
  });
});

it('says what an expert and an operator get from every role-restricted operation', async () => {
  const { __schema } = await t
    .client()
    .ok<{ __schema: Record<string, { fields: { name: string; description: string | null }[] } | null> }>(
      '{ __schema { queryType { fields { name description } } mutationType { fields { name description } } } }',
    );
  const restricted = [__schema.queryType, __schema.mutationType]
    .flatMap((type) => type?.fields ?? [])
    .filter((f) => /\b(ADMIN|EXPERT)\b/.test(f.description ?? ''))
    .map((f) => f.name);
  expect(restricted.length).toBeGreaterThan(0);
  const lacking = restricted.filter((name) =>
    rows.some((row) => fieldOf(row.operation) === name && (!row.expect.expert || !row.expect.admin)),
  );
  const unlisted = restricted.filter((name) => !rows.some((row) => fieldOf(row.operation) === name));
  expect({ 'role-restricted operations without expert and admin expectations': [...lacking, ...unlisted] }).toEqual({
    'role-restricted operations without expert and admin expectations': [],
  });
});

it('has a row for every query and mutation of the schema', async () => {
  const { __schema } = await t
    .client()
    .ok<{ __schema: Record<string, { fields: { name: string }[] } | null> }>(
      '{ __schema { queryType { fields { name } } mutationType { fields { name } } } }',
    );
  const operations = [__schema.queryType, __schema.mutationType].flatMap(
    (type) => type?.fields.map((f) => f.name) ?? [],
  );
  const covered = new Set(rows.map((row) => fieldOf(row.operation)));
  const missing = operations.filter((name) => !covered.has(name));
  // Subscriptions run over WebSocket; their authorization is tested with the real graphql-ws client.
  expect({ 'operations without a row in authorization-matrix.test.ts': missing }).toEqual({
    'operations without a row in authorization-matrix.test.ts': [],
  });
});
