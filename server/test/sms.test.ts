// SMS (#36) against a local Termii: phone verification (six-digit code, 10 minutes, 5 tries that
// hold under hundreds of concurrent attempts, limits per number, codes stored as an HMAC and never
// logged), the SMS switch (verified numbers only), the notices beside the mails (appointment
// reminders 24 h and 1 h before, measure requests, new messages) each sent once and with no
// health detail, in the member's language, delivery reports, STOP, the metrics and erasure.
// One app for the file; its clock stands in 2027 and is moved, never waited for.
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { registry } from '../src/metrics/metrics.js';
import { APPOINTMENT_REMINDER_JOB } from '../src/modules/appointment/appointment.notices.js';
import { SMS_KINDS } from '../src/sms/sms.model.js';
import { startFakeTermii, type FakeTermii } from './fakes/termii.js';
import { COMPLETE_TEST_CHECKOUT, CONFIRM_BOOKING, startBooking } from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { markVerified, signUpExpert } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const START = new Date('2027-03-01T06:00:00Z');
const clock = new ManualClock(START);
const entry = EXPERTS.SUBSTANCE_ABUSE[1];
let termii: FakeTermii;
let t: TestApp;
let expert: GraphQLClient;

const REQUEST = 'mutation { requestPhoneVerification }';
const VERIFY = 'mutation V($code: String!) { verifyPhone(code: $code) { id phoneNumber phoneVerified } }';
const PREFS =
  'mutation P($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { sms } }';
const PROFILE = 'mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { phoneVerified } }';
const SEND =
  'mutation A($reference: String!, $text: String!) { sendAppointmentMessage(reference: $reference, text: $text) { id } }';

let phones = 0;
/** A distinct Nigerian mobile number per member (limits are per number). */
const newPhone = () => `0803${String(1_000_000 + ++phones * 7919).slice(-7)}`;
const e164 = (national: string) => `+234${national.slice(1)}`;

beforeAll(async () => {
  termii = await startFakeTermii();
  t = await startTestApp(
    {
      SMS_PROVIDER: 'termii',
      TERMII_API_KEY: termii.apiKey,
      TERMII_SENDER_ID: 'MindCheck',
      TERMII_BASE_URL: termii.baseUrl,
      TERMII_SECRET_KEY: termii.secretKey,
    },
    { now: () => clock.now() },
  );
  expert = await signUpExpert(t, entry.id);
});
afterAll(async () => {
  await t?.close();
  await termii?.close();
});
beforeEach(() => clock.set(START));

const db = () => t.app.database.connection.db!;
const sentTo = (national: string) => termii.sent.filter((s) => s.to === e164(national).slice(1));
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1];

async function member(phone = newPhone()) {
  const client = t.client();
  const { id } = await client.signUp({ phoneNumber: phone });
  return { client, id, phone };
}

async function verified(phone = newPhone()) {
  const m = await member(phone);
  await m.client.ok(REQUEST);
  await m.client.ok(VERIFY, { code: codeIn(sentTo(phone).at(-1)!.sms) });
  return m;
}

describe('phone verification', () => {
  it('texts a six-digit code through Termii and verifies the number with it', async () => {
    const m = await member('+234 803 555 0101');
    expect((await m.client.ok(REQUEST)).requestPhoneVerification).toBe(true);
    const [sms] = termii.sent.filter((s) => s.to === '2348035550101');
    expect(sms).toMatchObject({ from: 'MindCheck', type: 'plain', channel: 'dnd' });
    expect(sms.sms).toMatch(/^Your MindCheck code is \d{6}\. It expires in 10 minutes\./);
    const code = codeIn(sms.sms);

    const wrong = await m.client.gql(VERIFY, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'That code is not right. 4 tries left.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const ok = await m.client.ok(VERIFY, { code });
    expect(ok.verifyPhone).toMatchObject({ phoneNumber: '8035550101', phoneVerified: true });
    expect((await m.client.ok('{ me { phoneVerified } }')).me.phoneVerified).toBe(true);

    // Stored as an HMAC, never as the code; never in a log line.
    const stored = await db().collection('phone_verifications').findOne({ userId: m.id });
    expect(stored).toMatchObject({ verifiedPhone: '+2348035550101' });
    expect(stored!.codeHash).toBeUndefined();
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(t.logs.join('\n')).not.toContain(code);
    // The record keeps kind, number and status, not the text (the code).
    const records = await db().collection('sms_messages').find({ userId: m.id }).toArray();
    expect(records).toEqual([expect.objectContaining({ kind: 'verification', status: 'sent' })]);
    expect(records[0].text).toBeUndefined();
  });

  it("refuses in the member's language: a Pidgin member reads the wrong code and the tries left in Pidgin (#36)", async () => {
    const client = t.client();
    const phone = newPhone();
    await client.signUp({ phoneNumber: phone, locale: 'pcm' });
    await client.ok(REQUEST);
    const code = codeIn(sentTo(phone).at(-1)!.sms);
    const wrong = await client.gql(VERIFY, { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.errors?.[0]).toMatchObject({
      message: 'Dat code no correct. 4 tries remain.',
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    await client.ok(VERIFY, { code });
    expect((await client.gql(REQUEST)).errors?.[0]).toMatchObject({
      message: 'Your phone number don already verify.',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('answers bad inputs with clear errors and codes', async () => {
    const m = await member();
    const codeOf = (r: { errors?: { message: string; extensions?: { code?: unknown } }[] }) => [
      r.errors?.[0]?.extensions?.code,
      r.errors?.[0]?.message,
    ];
    expect(codeOf(await t.client().gql(REQUEST))).toEqual(['UNAUTHENTICATED', expect.any(String)]);
    expect(codeOf(await m.client.gql(VERIFY, { code: '12ab56' }))).toEqual([
      'BAD_USER_INPUT',
      'Please enter the 6-digit code from the text message.',
    ]);
    expect(codeOf(await m.client.gql(VERIFY, { code: '123456' }))).toEqual([
      'BAD_USER_INPUT',
      'This code is no longer valid. Please ask for a new one.',
    ]);
    const landline = await member('12345');
    expect(codeOf(await landline.client.gql(REQUEST))).toEqual([
      'BAD_USER_INPUT',
      'This phone number cannot get texts. Please check it in your profile.',
    ]);
    await m.client.ok(REQUEST);
    // One code a minute per number, whoever asks.
    expect(codeOf(await m.client.gql(REQUEST))[0]).toBe('RATE_LIMITED');
    const other = await member(m.phone);
    expect(codeOf(await other.client.gql(REQUEST))[0]).toBe('RATE_LIMITED');
    await m.client.ok(VERIFY, { code: codeIn(sentTo(m.phone).at(-1)!.sms) });
    expect(codeOf(await m.client.gql(REQUEST))).toEqual(['CONFLICT', 'Your phone number is already verified.']);
  });

  it('lets a code expire after 10 minutes', async () => {
    const m = await member();
    await m.client.ok(REQUEST);
    const code = codeIn(sentTo(m.phone)[0].sms);
    clock.set(new Date(START.getTime() + 10 * 60_000 + 1));
    const late = await m.client.gql(VERIFY, { code });
    expect(late.errors?.[0]?.message).toBe('This code is no longer valid. Please ask for a new one.');
  });

  it('allows 5 tries at a code, however many arrive at once, then voids it', async () => {
    const m = await member();
    await m.client.ok(REQUEST);
    const code = codeIn(sentTo(m.phone)[0].sms);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const results = await Promise.all(Array.from({ length: 200 }, () => m.client.gql(VERIFY, { code: wrongCode })));
    const messages = results.map((r) => r.errors?.[0]?.message);
    expect(messages.filter((s) => s?.startsWith('That code is not right.')).sort()).toEqual([
      'That code is not right. 1 try left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 4 tries left.',
    ]);
    expect(messages.filter((s) => s === 'This code is no longer valid. Please ask for a new one.')).toHaveLength(196);
    expect((await db().collection('phone_verifications').findOne({ userId: m.id }))!.attempts).toBe(5);
    // The right code comes too late: the fifth wrong try voided it.
    expect((await m.client.gql(VERIFY, { code })).errors?.[0]?.message).toBe(
      'This code is no longer valid. Please ask for a new one.',
    );
  }, 60_000);

  it('clears the verification when the profile gets another number, and SMS with it', async () => {
    const m = await verified();
    expect((await m.client.ok(PREFS, { input: { sms: true } })).updateNotificationPreferences.sms).toBe(true);
    expect((await m.client.ok(PROFILE, { input: { phoneNumber: m.phone } })).updateProfile.phoneVerified).toBe(true);
    expect((await m.client.ok(PROFILE, { input: { phoneNumber: newPhone() } })).updateProfile.phoneVerified).toBe(
      false,
    );
    expect((await m.client.ok('{ notificationPreferences { sms } }')).notificationPreferences.sms).toBe(false);
  });

  it('does not let a code sent to the old number verify a new one', async () => {
    const m = await member();
    await m.client.ok(REQUEST);
    const code = codeIn(sentTo(m.phone)[0].sms);
    await m.client.ok(PROFILE, { input: { phoneNumber: newPhone() } });
    expect((await m.client.gql(VERIFY, { code })).errors?.[0]?.message).toBe(
      'This code is no longer valid. Please ask for a new one.',
    );
    expect((await m.client.ok('{ me { phoneVerified } }')).me.phoneVerified).toBe(false);
  });
});

describe('the SMS switch', () => {
  it('turns on only with a verified number, saying why otherwise', async () => {
    const m = await member();
    const refused = await m.client.gql(PREFS, { input: { sms: true, retakeReminders: true } });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Verify your phone number before turning on SMS reminders.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    // Nothing half-written: the other field of the refused request kept its value.
    expect((await m.client.ok('{ notificationPreferences { sms retakeReminders } }')).notificationPreferences).toEqual({
      sms: false,
      retakeReminders: false,
    });
  });
});

/** Runs the booking's reminder job now, as the job library would at its time, and waits for it. */
async function runReminder(bookingId: string, hours: number): Promise<void> {
  const key = `${bookingId}:${hours}`;
  const [job] = await t.app.services.jobs.list(APPOINTMENT_REMINDER_JOB, key);
  await t.app.services.jobs.now(APPOINTMENT_REMINDER_JOB, job.data, { uniqueKey: key });
  const deadline = Date.now() + 10_000;
  while ((await t.app.services.jobs.list(APPOINTMENT_REMINDER_JOB, key)).length && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Words that would tell anyone reading the phone about the member's health or care. */
function healthDetailIn(text: string, extra: string[]): string[] {
  const words = [entry.name, 'substance', 'addiction', 'depression', 'anxiety', 'dementia', 'schizophrenia'];
  const tests = ['PHQ', 'GAD', 'assessment', 'test', 'mood', 'crisis', 'therap', 'psychiat', 'counsel'];
  return [...words, ...tests, ...extra].filter((w) => text.toLowerCase().includes(w.toLowerCase()));
}

describe('SMS notices', () => {
  it('texts each kind once, with no health detail, only when the member opted in', async () => {
    const m = await verified();
    const { reference, bookingId } = await paidAppointmentOf(m.client, '2027-03-03T08:00:00.000Z');
    await runReminder(bookingId, 24).catch(() => undefined); // not opted in yet
    expect(sentTo(m.phone)).toHaveLength(1); // the code only
    await m.client.ok(PREFS, { input: { sms: true } });

    // The job library keeps each reminder: schedule the 24 h one again, as a reschedule would.
    await t.app.services.jobs.schedule(
      APPOINTMENT_REMINDER_JOB,
      clock.now(),
      { bookingId, hours: 24, start: '2027-03-03T08:00:00.000Z' },
      { uniqueKey: `${bookingId}:24` },
    );
    await db()
      .collection('bookings')
      .updateOne({ reference }, { $set: { remindersSent: [] } });
    clock.set(new Date('2027-03-02T08:00:00Z'));
    await runReminder(bookingId, 24);
    clock.set(new Date('2027-03-03T07:00:00Z'));
    await runReminder(bookingId, 1);
    await t.app.services.care.requests.sweep();
    await expert.ok(SEND, { reference, text: 'About your low mood and the PHQ-9 result' });
    // Run again: nothing more (dedupe keys).
    await t.app.services.care.requests.sweep();

    const texts = sentTo(m.phone)
      .slice(1)
      .map((s) => s.sms);
    expect(texts).toEqual([
      'You have a MindCheck appointment tomorrow at 09:00. Reply STOP to stop these texts.',
      'You have a MindCheck appointment today at 09:00. Reply STOP to stop these texts.',
      'MindCheck: a few questions are waiting for you before your next appointment. Open MindCheck to answer them. Reply STOP to stop these texts.',
      'You have a new message on MindCheck. Open MindCheck to read it. Reply STOP to stop these texts.',
    ]);
    // Every kind of SMS, the code and the STOP acknowledgement too: nothing about health.
    expect(await termii.reply(t.url, e164(m.phone).slice(1), 'STOP')).toBe(200);
    const kinds = await db().collection('sms_messages').distinct('kind', { userId: m.id });
    expect(kinds.sort()).toEqual([...SMS_KINDS].sort());
    for (const { sms } of sentTo(m.phone)) expect(healthDetailIn(sms, ['low mood', 'PHQ-9', reference])).toEqual([]);
  });

  it("speaks the member's language (User.locale), and names the zone for a number outside Nigeria", async () => {
    const m = await member('+44 7911 123456');
    await m.client.ok(REQUEST);
    const [code] = termii.sent.filter((s) => s.to === '447911123456').map((s) => codeIn(s.sms));
    await m.client.ok(VERIFY, { code });
    await m.client.ok(PREFS, { input: { sms: true } });
    await db()
      .collection('users')
      .updateOne({ email: m.client.member!.email }, { $set: { locale: 'pcm' } });
    const { reference, bookingId } = await paidAppointmentOf(m.client, '2027-03-04T08:00:00.000Z');
    await expert.ok(SEND, { reference, text: 'Hello' });
    clock.set(new Date('2027-03-03T08:00:00Z'));
    await runReminder(bookingId, 24);
    expect(
      termii.sent
        .filter((s) => s.to === '447911123456')
        .map((s) => s.sms)
        .slice(1),
    ).toEqual([
      'You get new message for MindCheck. Open MindCheck to read am. Reply STOP make these texts stop.',
      // The server cannot tell a UK member's zone: the expert's, named.
      'You get MindCheck appointment tomorrow by 09:00 (Africa/Lagos). Reply STOP make these texts stop.',
    ]);
  });
});

/** A paid appointment of the member with the test's expert (booking needs a verified email). */
async function paidAppointmentOf(client: GraphQLClient, start: string) {
  await markVerified(t, client.member!.id);
  const { reference, booking } = await startBooking(client, entry.id, start);
  await client.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await client.ok(CONFIRM_BOOKING, { reference });
  return { reference, bookingId: booking.id };
}

describe('delivery reports, STOP and erasure', () => {
  it("updates a message's status from Termii's signed report, and refuses an unsigned one", async () => {
    const m = await member();
    await m.client.ok(REQUEST);
    const { messageId } = sentTo(m.phone)[0];
    const status = async () =>
      (await db().collection('sms_messages').findOne({ providerMessageId: messageId }))!.status;
    expect(await status()).toBe('sent');
    expect(
      await termii.event(t.url, { type: 'outbound', message_id: messageId, status: 'DELIVERED' }, 'not-the-secret'),
    ).toBe(401);
    expect(await status()).toBe('sent');
    expect(await termii.deliveryReport(t.url, messageId, 'DELIVERED | Message delivered to handset')).toBe(200);
    expect(await status()).toBe('delivered');
    const failed = await member();
    await failed.client.ok(REQUEST);
    await termii.deliveryReport(t.url, sentTo(failed.phone)[0].messageId, 'DND Active on Phone Number');
    expect((await db().collection('sms_messages').findOne({ userId: failed.id }))!.status).toBe('failed');
  });

  it('opts the member out on STOP and acknowledges it once', async () => {
    const m = await verified();
    await m.client.ok(PREFS, { input: { sms: true } });
    expect(await termii.reply(t.url, e164(m.phone).slice(1), ' stop ')).toBe(200);
    expect((await m.client.ok('{ notificationPreferences { sms } }')).notificationPreferences.sms).toBe(false);
    expect(await termii.reply(t.url, e164(m.phone).slice(1), 'STOP')).toBe(200);
    const acks = sentTo(m.phone).filter((s) => s.sms.startsWith('You will get no more texts from MindCheck.'));
    expect(acks).toHaveLength(1);
  });

  it('counts texts sent and failed in the metrics', async () => {
    const count = async (name: string) => (await registry.getSingleMetric(name)!.get()).values[0]?.value ?? 0;
    const [sentBefore, failedBefore] = [
      await count('mindcheck_sms_sent_total'),
      await count('mindcheck_sms_failed_total'),
    ];
    const m = await member();
    await m.client.ok(REQUEST);
    termii.refuseWith = 402;
    try {
      const other = await member();
      const refused = await other.client.gql(REQUEST);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'We could not send the text message. Please try again in a few minutes.',
        extensions: { code: 'UPSTREAM_FAILED' },
      });
    } finally {
      termii.refuseWith = null;
    }
    expect(await count('mindcheck_sms_sent_total')).toBe(sentBefore + 1);
    expect(await count('mindcheck_sms_failed_total')).toBe(failedBefore + 1);
  });

  it("erases the member's texts and verification with the account", async () => {
    const m = await verified();
    await m.client.ok('mutation D($password: String!) { deleteAccount(password: $password) }', {
      password: m.client.member!.password,
    });
    expect(await db().collection('sms_messages').countDocuments({ userId: m.id })).toBe(0);
    expect(await db().collection('phone_verifications').countDocuments({ userId: m.id })).toBe(0);
  });
});
