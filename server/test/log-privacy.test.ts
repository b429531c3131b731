// Nothing sensitive in logs (SECURITY.md 25): one member's whole journey through every feature,
// with the AI service, mail and payments on their real client code against local fakes, and every
// log line the app wrote (at debug level) searched for what the member told us or was told.
// Each secret is a distinctive marker, so that any leak, whatever the field, is found.
import { ANSWER_OPTIONS, QUESTIONS } from '../src/content/index.js';
import { PHQ9 } from '@mindcheck/common';
import { SESSION_COOKIE } from '../src/http/session.js';
import { messages } from '../src/messages.js';
import { startFakeGemini, type FakeGemini } from './fakes/gemini.js';
import { startFakeSmtp, type FakeSmtp } from './fakes/smtp.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { SUBMIT_ASSESSMENT, TEST_HISTORY, HEALTH_SCORES, answersFor } from './support/assessments.js';
import { CHAT_MESSAGES, SEND_CHAT, listenForReplies } from './support/chat.js';
import { COMPLETE_TEST_CHECKOUT, CONFIRM_BOOKING, MY_BOOKINGS, startBooking } from './support/bookings.js';
import { markVerified } from './support/roles.js';

const secret = {
  password: 'Pw-marker-7f3a correct horse',
  firstName: 'Firstmarker',
  lastName: 'Lastmarker',
  disabilities: 'Disabilities-marker-51c2',
  pastHealthIssues: 'PastHealth-marker-c0d9',
  phoneNumber: '08077661234',
  newPastHealthIssues: 'UpdatedHealth-marker-2b8e',
  evaluation: 'Evaluation-marker-91ae: your answers suggest mild symptoms.',
  chatPrompt: 'ChatPrompt-marker-4d17 I have been feeling low lately',
  chatReply: 'ChatReply-marker-e6b0 here are some steps you could take.',
  failedChatPrompt: 'ChatPrompt-marker-8c55 second question',
  contactName: 'ContactName-marker',
  contactMessage: 'ContactMessage-marker-a3f2 please call me back about my treatment.',
  moodNote: 'MoodNote-marker-6e21 rough night',
  unsubscribeToken: 'UnsubscribeTokenMarker7c40aaaaaaaaaaaaaaaaa',
};

let gemini: FakeGemini;
let smtp: FakeSmtp;
let t: TestApp;

beforeAll(async () => {
  gemini = await startFakeGemini();
  smtp = await startFakeSmtp();
  t = await startTestApp({
    LOG_LEVEL: 'debug',
    GEMINI_API_KEY: 'test-key-marker-0e4b',
    GEMINI_BASE_URL: gemini.baseUrl,
    AI_TIMEOUT_MS: '1000',
    ...smtp.env,
  });
});
afterAll(async () => {
  await t?.close();
  await gemini?.close();
  await smtp?.close();
});

it("logs requests, and none of a member's secrets, answers, evaluations, chat or messages", async () => {
  const member = t.client();
  const { email } = await member.signUp({
    password: secret.password,
    firstName: secret.firstName,
    lastName: secret.lastName,
    disabilities: secret.disabilities,
    pastHealthIssues: secret.pastHealthIssues,
    phoneNumber: secret.phoneNumber,
  });
  // Booking needs a verified email.
  await markVerified(t, member.member!.id);
  const cookies = [member.cookies.get(SESSION_COOKIE)!];

  // Sign out, a wrong password, then the right one (a new session id, so a second cookie).
  await member.ok('mutation { signOut }');
  const wrong = await member.signIn(email, `${secret.password}-wrong`);
  expect(wrong.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  expect((await member.signIn(email, secret.password)).errors).toBeUndefined();
  cookies.push(member.cookies.get(SESSION_COOKIE)!);

  await member.ok(`mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`, {
    input: { pastHealthIssues: secret.newPastHealthIssues },
  });

  // An assessment evaluated by the AI service, and one where the AI service fails (the fallback).
  gemini.queue.push({ kind: 'reply', text: secret.evaluation });
  const record = (await member.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 2) }))
    .submitAssessment;
  expect(record.evaluation).toContain('Evaluation-marker-91ae');
  gemini.queue.push({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
  await member.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 3) });
  await member.ok(TEST_HISTORY);
  await member.ok(HEALTH_SCORES);
  // A PHQ-9 (#34), item 9 answered: its questions and answers stay out of the logs too.
  await member.ok(
    'mutation M($answers: [AnswerInput!]!) { submitMeasure(instrument: PHQ9, answers: $answers) { id needsCrisisSupport } }',
    { answers: PHQ9.questions.map((q) => ({ questionId: q.id, selectedAnswer: 'More than half the days' })) },
  );
  await member.ok('{ measureHistory { id score change } }');

  // Chat, streamed over WebSocket; then a chat whose AI call fails.
  const listener = await listenForReplies(member, t.app.services.pubSub);
  gemini.queue.push({ kind: 'reply', text: secret.chatReply });
  const reply = (await member.ok(SEND_CHAT, { prompt: secret.chatPrompt })).sendChatMessage;
  expect(reply.text).toContain('ChatReply-marker-e6b0');
  await listener.untilDone(reply.id);
  gemini.queue.push({ kind: 'status', status: 503 }, { kind: 'status', status: 503 });
  const failed = await member.gql<{ sendChatMessage: { text: string } }>(SEND_CHAT, {
    prompt: secret.failedChatPrompt,
  });
  expect(failed.data?.sendChatMessage.text).toBe(messages.chatReplyUnavailable);
  await member.ok(CHAT_MESSAGES);
  await listener.close();

  // A booking paid through the simulated checkout.
  const checkout = await startBooking(member);
  await member.ok(COMPLETE_TEST_CHECKOUT, { reference: checkout.reference });
  await member.ok(CONFIRM_BOOKING, { reference: checkout.reference });
  await member.ok(MY_BOOKINGS);

  // The contact form, mailed through SMTP.
  await member.ok('mutation C($input: ContactInput!) { sendContactMessage(input: $input) }', {
    input: { name: secret.contactName, email, message: secret.contactMessage },
  });
  await smtp.waitFor(1);

  // Progress (#25): a mood check-in, the PDF and CSV downloads, reminders on, an unsubscribe link.
  await member.ok('mutation L($input: MoodInput!) { logMood(input: $input) { id } }', {
    input: { mood: 2, note: secret.moodNote, tags: ['sleep'] },
  });
  await member.ok('{ moodEntries { id note } assessmentStatus(condition: DEPRESSION) { canTake } }');
  expect((await member.request('/account/report.pdf')).status).toBe(200);
  expect((await member.request('/account/export.csv')).status).toBe(200);
  expect((await member.request('/account/measures.fhir.json')).status).toBe(200);
  await member.ok(
    'mutation N($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { retakeReminders } }',
    { input: { retakeReminders: true } },
  );
  expect((await t.client().request(`/account/unsubscribe?token=${secret.unsubscribeToken}`)).status).toBe(200);
  expect(
    (await t.client().request(`/account/unsubscribe?token=${secret.unsubscribeToken}`, { method: 'POST' })).status,
  ).toBe(400);

  // The data export, then erasure (a wrong password first).
  expect((await member.request('/account/export')).status).toBe(200);
  const refused = await member.gql('mutation D($p: String) { deleteAccount(password: $p) }', { p: 'not-the-password' });
  expect(refused.errors).toBeDefined();
  await member.ok('mutation D($p: String) { deleteAccount(password: $p) }', { p: secret.password });

  // The logs are there and useful: one line per request with its id, method, path and status.
  const logs = t.logs.join('');
  const requestLines = t.logs.filter((line) => line.includes('"msg":"request completed"'));
  expect(requestLines.length).toBeGreaterThanOrEqual(15);
  expect(requestLines[0]).toMatch(/"req":\{"id":"[0-9a-f-]{36}","method":"POST","path":"\/graphql"\}/);
  expect(logs).toMatch(/assessment evaluation fell back/);
  expect(logs).toMatch(/chat reply failed; fallback reply stored/);

  const questionTexts = QUESTIONS.DEPRESSION.map((q) => q.text);
  const forbidden: [string, string][] = [
    ...Object.entries(secret),
    ['session cookie', cookies[0]],
    ['second session cookie', cookies[1]],
    ['session id', decodeURIComponent(cookies[1]).slice(2).split('.')[0]],
    ['member email', email],
    ['AI API key', 'test-key-marker-0e4b'],
    ['AI reply', 'ChatReply-marker'],
    ['evaluation', 'Evaluation-marker'],
    ['the first question', questionTexts[0]],
    ['the last question', questionTexts[questionTexts.length - 1]],
    ['PHQ-9 item 9', PHQ9.questions[8].text],
    ...ANSWER_OPTIONS.filter((o) => o.score > 0).map((o) => [`answer "${o.label}"`, o.label] as [string, string]),
  ];
  const leaks = forbidden.filter(([, value]) => logs.includes(value)).map(([name]) => name);
  expect(leaks).toEqual([]);
}, 60_000);
