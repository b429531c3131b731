// #37 service metrics, in Prometheus format with prom-client: one registry per process (every
// module counts into it, whichever app instance of the process it serves), the default process
// metrics beside ours. Labels are small fixed sets (operation names, outcomes, kinds, statuses):
// never a member, an email, a reference or any text a member wrote.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'mindcheck_' });

/** GraphQL operations: `operation` is the operation's name (or 'anonymous'), `outcome` ok | error. */
export const requestsTotal = new Counter({
  name: 'mindcheck_graphql_requests_total',
  help: 'GraphQL operations handled, by operation name and outcome (ok or an error code).',
  labelNames: ['operation', 'outcome'] as const,
  registers: [registry],
});

export const requestDuration = new Histogram({
  name: 'mindcheck_graphql_request_duration_seconds',
  help: 'How long GraphQL operations took, by operation name.',
  labelNames: ['operation'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

export const aiCalls = new Counter({
  name: 'mindcheck_ai_calls_total',
  help: 'Calls to the AI provider, by call (evaluate, chat, crisis_check) and outcome (ok or a failure reason).',
  labelNames: ['call', 'outcome'] as const,
  registers: [registry],
});

export const aiFallbacks = new Counter({
  name: 'mindcheck_ai_fallbacks_total',
  help: 'Replies that fell back to a fixed text because the AI service failed, by feature (chat, evaluation).',
  labelNames: ['feature'] as const,
  registers: [registry],
});

export const crisisReplies = new Counter({
  name: 'mindcheck_crisis_replies_total',
  help: 'Chat replies that answered a crisis, by kind (the crisis kind, or question when the reply asked).',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const refundsRequested = new Counter({
  name: 'mindcheck_refunds_requested_total',
  help: 'Refunds of paid bookings requested, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry],
});

export const jobsRun = new Counter({
  name: 'mindcheck_jobs_run_total',
  help: 'Background job runs, by job name.',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const jobsFailed = new Counter({
  name: 'mindcheck_jobs_failed_total',
  help: 'Background job runs that failed, by job name.',
  labelNames: ['job'] as const,
  registers: [registry],
});

export const mailSent = new Counter({
  name: 'mindcheck_mail_sent_total',
  help: 'Mails delivered: via smtp (handed to the mail server) or outbox (SMTP_URL unset: kept, not sent).',
  labelNames: ['via'] as const,
  registers: [registry],
});

export const mailFailed = new Counter({
  name: 'mindcheck_mail_failed_total',
  help: 'Mail delivery attempts refused or failed (retried ones included).',
  registers: [registry],
});

/** SMS (#36): texts handed to the provider, and those it refused or reported undelivered. */
export const smsSent = new Counter({
  name: 'mindcheck_sms_sent_total',
  help: 'SMS messages sent.',
  registers: [registry],
});

export const smsFailed = new Counter({
  name: 'mindcheck_sms_failed_total',
  help: 'SMS messages that failed.',
  registers: [registry],
});

/** Read from the database at each scrape (see metrics.routes.ts). */
export const bookingsByStatus = new Gauge({
  name: 'mindcheck_bookings',
  help: 'Bookings, by status.',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const refundsByStatus = new Gauge({
  name: 'mindcheck_refunds',
  help: 'Refunds of bookings, by status.',
  labelNames: ['status'] as const,
  registers: [registry],
});

/** Counts a call of a function that may fail, by its outcome. */
export function outcomeOf(error: unknown): string {
  const reason = (error as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' && /^[a-z_]{1,20}$/.test(reason) ? reason : 'error';
}
