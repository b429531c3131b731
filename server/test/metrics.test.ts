// GET /metrics (#37): refused without the bearer token, and after a short journey (a member signs
// up, books and pays with the simulated checkout, chats, says something that needs a crisis reply;
// an operator refunds the booking) it has every series the operators' dashboards read, and nothing
// of the member's.
import { startTestApp, type TestApp } from './support/test-app.js';
import { bookingMember, COMPLETE_TEST_CHECKOUT, CONFIRM_BOOKING, startBooking } from './support/bookings.js';
import { ADMIN_ENV, signUpAdmin } from './support/roles.js';
import { SEND_CHAT } from './support/chat.js';
import { eventually } from './support/eventually.js';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const REFUND = 'mutation R($reference: String!) { refundBooking(reference: $reference) { reference } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV, METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t?.close();
});

const scrape = (authorization?: string) =>
  fetch(`${t.url}/metrics`, { headers: authorization ? { authorization } : {} });

it('refuses a scrape without the right bearer token, reading nothing', async () => {
  for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', TOKEN, `Basic ${TOKEN}`]) {
    const res = await scrape(authorization);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect(await res.text()).not.toContain('mindcheck_');
  }
});

it('has every series after a journey, and no member data', async () => {
  const admin = await signUpAdmin(t);
  const { client: member, email } = await bookingMember(t);
  const { reference } = await startBooking(member);
  await member.ok(COMPLETE_TEST_CHECKOUT, { reference });
  await member.ok(CONFIRM_BOOKING, { reference });
  await member.ok(SEND_CHAT, { prompt: 'Some days are hard to get through.' });
  await member.ok(SEND_CHAT, { prompt: 'I want to kill myself' });
  await admin.ok(REFUND, { reference });

  const text = await eventually(async () => {
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = await res.text();
    // The refund job and the confirmation mails run in the background.
    return /^mindcheck_refunds\{status="PROCESSED"\} 1$/m.test(body) &&
      /mindcheck_jobs_run_total\{job="booking\.refund"\} [1-9]/.test(body) &&
      /^mindcheck_mail_sent_total\{via="outbox"\} [1-9]/m.test(body)
      ? body
      : null;
  });
  for (const series of [
    // prom-client's default process metrics
    /^mindcheck_process_cpu_user_seconds_total \d/m,
    /^mindcheck_nodejs_eventloop_lag_seconds \d/m,
    // requests by operation and outcome, and their duration
    /^mindcheck_graphql_requests_total\{operation="startBooking",outcome="ok"\} 1$/m,
    /^mindcheck_graphql_requests_total\{operation="refundBooking",outcome="ok"\} 1$/m,
    /^mindcheck_graphql_request_duration_seconds_bucket\{le="\+Inf",operation="confirmBooking"\} 1$/m,
    // AI calls and fallbacks, crisis replies by kind
    /^mindcheck_ai_calls_total\{call="chat",outcome="ok"\} [1-9]/m,
    /^# TYPE mindcheck_ai_fallbacks_total counter$/m,
    /^mindcheck_crisis_replies_total\{kind="SELF_HARM"\} 1$/m,
    // bookings by status, refunds
    /^mindcheck_bookings\{status="PAID"\} [0-9]/m,
    /^mindcheck_bookings\{status="CANCELLED"\} 1$/m,
    /^mindcheck_refunds\{status="PROCESSED"\} 1$/m,
    /^mindcheck_refunds_requested_total\{reason="operator"\} 1$/m,
    // jobs run and failed, mail and SMS sent and failed (no SMS yet: zero)
    /^mindcheck_jobs_run_total\{job="booking\.refund"\} 1$/m,
    /^# TYPE mindcheck_jobs_failed_total counter$/m,
    /^mindcheck_mail_sent_total\{via="outbox"\} [1-9]/m,
    /^mindcheck_mail_failed_total 0$/m,
    /^mindcheck_sms_sent_total 0$/m,
    /^mindcheck_sms_failed_total 0$/m,
  ]) {
    expect(text).toMatch(series);
  }
  expect(text).not.toContain(email);
  expect(text).not.toContain(reference);
  expect(text).not.toContain('kill myself');
});
