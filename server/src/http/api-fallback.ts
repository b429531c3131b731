// The end of the API: unknown API paths answer 404 as JSON (they never fall through to the
// client); a known path asked with a method it does not take answers 405 with the methods it does
// (spec section 8). And the error handler: a GraphQL client gets a GraphQL error, never internals.
import http from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from '../logger.js';
import { messages } from '../messages.js';
import { trimTrailing } from '../text.js';
import { ErrorCode } from '../errors.js';
import type { Config } from '../config.js';
import { DEV_MAIL_PATH } from '../mail/dev-mail.routes.js';
import { GOOGLE_POPUP_SCRIPT_PATH } from '../modules/auth/google.routes.js';
import { PAYSTACK_WEBHOOK_PATH } from '../modules/booking/booking.routes.js';
import { DEV_SMS_PATH } from '../sms/dev-sms.routes.js';
import { TERMII_WEBHOOK_PATH } from '../sms/termii.webhook.js';
import { methodNotAllowed } from './api-paths.js';
import { localizeMessage } from '../graphql/localized-errors.js';
import { visitorLocale } from '../modules/locale/locale.request.js';

export /** The API paths that answer some methods: any other method on them is 405 with these. */
function apiMethods(config: Config, devMail: boolean, devSms = false): Map<string, string> {
  return new Map<string, string>([
    ['/healthz', 'GET, HEAD'],
    ['/readyz', 'GET, HEAD'],
    ['/account/export', 'GET, HEAD'],
    ['/auth/google', 'GET, HEAD'],
    ['/auth/google/callback', config.google.simulated ? 'GET, HEAD, POST' : 'GET, HEAD'],
    [GOOGLE_POPUP_SCRIPT_PATH, 'GET, HEAD'],
    [PAYSTACK_WEBHOOK_PATH, 'POST'],
    [TERMII_WEBHOOK_PATH, 'POST'],
    ...(devMail ? [[DEV_MAIL_PATH, 'GET, HEAD'] as [string, string]] : []),
    ...(devSms ? [[DEV_SMS_PATH, 'GET, HEAD'] as [string, string]] : []),
  ]);
}

/** 404 for an unknown API path, 405 for a known one (`allowed`: path -> methods) asked wrongly. */
export function apiFallback(allowed: ReadonlyMap<string, string>): RequestHandler {
  return (req, res) => {
    // Trailing slashes dropped by a loop: /(.)\/+$/ was quadratic on runs of slashes (SECURITY.md 26).
    const pathname = trimTrailing(req.originalUrl.split('?')[0], '/', 1);
    const allow = allowed.get(pathname);
    if (allow) return methodNotAllowed(res, allow);
    res.status(404).json({ error: 'Not Found' });
  };
}

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'Not Found' });
};

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    // The browser went away before a file was sent (a page left mid-download): nothing failed here,
    // and an error line would only wake an operator.
    if (typeof err === 'object' && err && (err as { code?: unknown }).code === 'ECONNABORTED') {
      logger.debug({ path: req.path }, 'request aborted by the client');
      if (!res.writableEnded) res.end();
      return;
    }
    if (res.headersSent) return next(err);
    const status = typeof err === 'object' && err && 'status' in err ? Number((err as { status: number }).status) : 500;
    if (status >= 500) logger.error({ err }, 'request failed');
    // A GraphQL client gets a GraphQL error, never internals: the session store unreachable (500),
    // a body over the limit (413) or not JSON (400), with the HTTP status kept.
    if (req.path === '/graphql') {
      // In the page's language (#36; the client sends it as Accept-Language): these never reach the
      // GraphQL server, whose plugin says the others again.
      const say = (message: string) => localizeMessage(message, visitorLocale(req));
      const error =
        status >= 500 || !(status >= 400)
          ? { message: say(messages.internalError), extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } }
          : {
              message:
                status === 413
                  ? say(messages.requestTooLarge)
                  : status === 400
                    ? say(messages.requestNotJson)
                    : (http.STATUS_CODES[status] ?? 'Bad Request'),
              extensions: { code: ErrorCode.BAD_USER_INPUT },
            };
      res.status(status >= 400 && status < 500 ? status : 500).json({ errors: [error] });
      return;
    }
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .json({ error: status >= 500 ? 'Internal Server Error' : (http.STATUS_CODES[status] ?? 'Bad Request') });
  };
}
