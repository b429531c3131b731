// One-line fields and bare addresses (#33, findings 8 and 9; docs/security.md 33). Every one-line
// field refuses control characters (C0 with CR, LF and TAB, DEL, C1, the line and paragraph
// separators, the bidi overrides and isolates) through the API, with BAD_USER_INPUT; an address
// with display-name or comment syntax, or what would end a mailto: address, is refused at sign-up,
// on a change of email, on the contact form and as an expert's contact; and the mailer hands
// nodemailer address objects, so a display name could never redirect a mail.
import { EXPERTS } from '../src/content/index.js';
import { ManualClock } from '../src/clock.js';
import { SmtpMailer } from '../src/mail/smtp-mailer.js';
import { toGoogleProfile } from '../src/modules/auth/google.routes.js';
import { messages } from '../src/messages.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { COMPLETE_TEST_CHECKOUT, CONFIRM_BOOKING, bookingMember, startBooking } from './support/bookings.js';
import { SIGN_UP, newMemberInput, type GraphQLClient } from './support/graphql-client.js';
import { ADMIN_ENV, NEW_EXPERT, signUpAdmin, signUpExpert } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { emptyPlan } from './support/safety-plan.js';

const clock = new ManualClock(new Date('2027-03-01T06:00:00Z'));
let t: TestApp;
let smtp: FakeSmtp;
let admin: GraphQLClient;
let expert: GraphQLClient;
let member: Awaited<ReturnType<typeof bookingMember>>;
let reference: string;
const expertEntry = EXPERTS.SCHIZOPHRENIA[3];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await startTestApp({ ...ADMIN_ENV, CONTACT_LIMIT_PER_IP: '1000' }, { now: () => clock.now() });
  admin = await signUpAdmin(t);
  expert = await signUpExpert(t, expertEntry.id);
  member = await bookingMember(t);
  ({ reference } = await startBooking(member.client, expertEntry.id, '2027-03-02T08:00:00.000Z'));
  await member.client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await member.client.ok(CONFIRM_BOOKING, { reference });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** One of each kind of character a one-line field refuses. */
const CONTROLS: [string, string][] = [
  ['bare CR', '\r'],
  ['LF', '\n'],
  ['TAB', '\t'],
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['LRE', '\u202a'],
  ['RLO', '\u202e'],
  ['LRI', '\u2066'],
  ['PDI', '\u2069'],
];

const UPDATE_PROFILE = 'mutation P($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
const CONTACT = 'mutation C($input: ContactInput!) { sendContactMessage(input: $input) }';
const CREATE_EXPERT = 'mutation E($input: ExpertInput!) { createExpert(input: $input) { id } }';
const UPDATE_OWN = 'mutation O($input: ExpertSelfInput!) { updateMyExpertProfile(input: $input) { id } }';
const DECLINE =
  'mutation D($reference: String!, $reason: String!) { declineBooking(reference: $reference, reason: $reason) { id } }';
const SET_LINK =
  'mutation L($reference: String!, $url: String!) { setMeetingLink(reference: $reference, url: $url) { id } }';
const SAFETY_PLAN = 'mutation S($input: SafetyPlanInput!) { saveSafetyPlan(input: $input) { warningSigns } }';
const EMAIL_CHANGE =
  'mutation M($newEmail: String!, $password: String) { requestEmailChange(newEmail: $newEmail, password: $password) }';

const newExpert = (overrides: Record<string, unknown>) => ({ ...NEW_EXPERT, ...overrides });

/** Each one-line field, as a request that carries `value` in it. */
const FIELDS: [string, (value: string) => Promise<{ errors?: { extensions?: Record<string, unknown> }[] }>][] = [
  ['sign-up first name', (v) => t.client().gql(SIGN_UP, { input: newMemberInput({ firstName: `Ada${v}Bcc` }) })],
  ['sign-up last name', (v) => t.client().gql(SIGN_UP, { input: newMemberInput({ lastName: `Love${v}lace` }) })],
  ['profile first name', (v) => member.client.gql(UPDATE_PROFILE, { input: { firstName: `Ada${v}x` } })],
  ['profile last name', (v) => member.client.gql(UPDATE_PROFILE, { input: { lastName: `Love${v}lace` } })],
  [
    'contact name',
    (v) => t.client().gql(CONTACT, { input: { name: `Eve${v}x`, email: 'eve@example.com', message: 'Hello' } }),
  ],
  ['expert name', (v) => admin.gql(CREATE_EXPERT, { input: newExpert({ name: `Dr. K${v}x` }) })],
  ['expert location', (v) => admin.gql(CREATE_EXPERT, { input: newExpert({ location: `Lagos${v}x` }) })],
  [
    "expert's own location",
    (v) => expert.gql(UPDATE_OWN, { input: { contact: 'kemi@example.com', location: `Kano${v}x` } }),
  ],
  ['meeting link', (v) => expert.gql(SET_LINK, { reference, url: `https://meet.example.com/a${v}b` })],
  ['decline reason', (v) => expert.gql(DECLINE, { reference, reason: `Unwell${v}sorry` })],
  [
    'safety plan entry',
    (v) => member.client.gql(SAFETY_PLAN, { input: { ...emptyPlan, warningSigns: [`Not sleeping${v}x`] } }),
  ],
  [
    'safety plan contact name',
    (v) => member.client.gql(SAFETY_PLAN, { input: { ...emptyPlan, peopleToAsk: [{ name: `Sis${v}x` }] } }),
  ],
];

describe('one-line fields refuse control characters (finding 8)', () => {
  it.each(FIELDS)('%s', async (_field, send) => {
    const accepted: string[] = [];
    for (const [name, char] of CONTROLS) {
      const res = await send(char);
      if (res.errors?.[0]?.extensions?.code !== 'BAD_USER_INPUT') accepted.push(name);
    }
    expect(accepted).toEqual([]);
    // The same field without one is accepted (the refusals were about the character).
    expect((await send(' ')).errors).toBeUndefined();
  });

  it('stored only what was accepted: the link and the reason without a control character', async () => {
    const stored = await t.app.database.connection.db!.collection('bookings').findOne({ reference });
    expect(stored).toMatchObject({
      status: 'DECLINED',
      meetingUrl: 'https://meet.example.com/a%20b',
      declineReason: 'Unwell sorry',
    });
  });
});

describe('addresses are bare (finding 9)', () => {
  const BAD = [
    'x<someone@example.com>',
    'someone@example.com (x)',
    '"x"@example.com',
    'x;y@example.com',
    'x,y@example.com',
    'x:y@example.com',
    '[x]@example.com',
    'x\\y@example.com',
    'someone@example.com?subject=Hi',
    'someone@example.com&cc=x@example.com',
    'some one@example.com',
    'some\tone@example.com',
  ];

  it.each(BAD)('refuses %j at sign-up, on a change of email and on the contact form', async (address) => {
    const signUp = await t.client().gql(SIGN_UP, { input: newMemberInput({ email: address }) });
    expect(signUp.errors?.[0]).toMatchObject({
      message: messages.invalidEmail,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const change = await member.client.gql(EMAIL_CHANGE, { newEmail: address, password: 'correct horse battery' });
    expect(change.errors?.[0]).toMatchObject({
      message: messages.invalidEmail,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const contact = await t.client().gql(CONTACT, { input: { name: 'Eve', email: address, message: 'Hello' } });
    expect(contact.errors?.[0]).toMatchObject({
      message: messages.invalidEmail,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it("refuses an expert's contact that would carry ?subject= into a mailto: link", async () => {
    const contact = 'kemi@example.com?subject=Urgent';
    const created = await admin.gql(CREATE_EXPERT, { input: newExpert({ contact }) });
    expect(created.errors?.[0]).toMatchObject({
      message: messages.invalidEmail,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const own = await expert.gql(UPDATE_OWN, { input: { contact, location: 'Kano' } });
    expect(own.errors?.[0]).toMatchObject({ message: messages.invalidEmail, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('hands nodemailer an address, so a display name in a stored address cannot redirect the mail', async () => {
    const mailer = new SmtpMailer({ url: smtp.url, from: 'no-reply@mindcheck.example.com', timeoutMs: 5000 });
    try {
      await mailer.send({ to: 'x<someone@example.com>', subject: 'Hi', text: 'Hi' }).catch(() => undefined);
      await mailer.send({ to: 'ok@example.com', subject: 'Hi', text: 'Hi' });
      await smtp.waitForMail('ok@example.com');
      expect(smtp.received.flatMap((m) => m.to)).not.toContain('someone@example.com');
    } finally {
      await mailer.close();
    }
  });
});

describe("Google's names (finding 8)", () => {
  it('are made one line before they are stored (our rules never see them)', () => {
    const profile = toGoogleProfile({
      id: 'g-1',
      displayName: 'Ada\r\u202eBcc',
      name: { givenName: 'Ada\rBcc', familyName: 'Love\u2028lace' },
      emails: [{ value: 'ada@example.com', verified: true }],
      provider: 'google',
      profileUrl: '',
      _raw: '',
      _json: {},
    } as unknown as Parameters<typeof toGoogleProfile>[0]);
    expect(profile).toMatchObject({ firstName: 'Ada Bcc', lastName: 'Love lace', displayName: 'Ada Bcc' });
  });
});
