// pino, with the fields that could carry health data or credentials redacted wherever they appear.
import { pino, type Logger } from 'pino';

export const redactedPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-paystack-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.answers',
  '*.evaluation',
  '*.prompt',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    { level, redact: { paths: redactedPaths, censor: '[redacted]' }, base: { service: 'mindcheck' } },
    // stdout written asynchronously (pino flushes what is left when the process exits): a log line
    // per request must not cost the event loop a blocking write to a pipe.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

export type { Logger };
