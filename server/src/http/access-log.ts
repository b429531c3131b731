// One log line per request through pino-http: its id (also sent as X-Request-Id), method, path
// (never the query string), status and time. Nothing else of the request: no headers (cookies), no
// bodies (health data), no error object (a 5xx is logged with its stack by the error handler).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.js';

const UNLOGGED = new Set(['/healthz', '/readyz']);

export function accessLog(logger: Logger): RequestHandler {
  return pinoHttp({
    // The line's fields are fixed and hold nothing to redact, so the redaction walk is skipped for it
    // (the app's other log lines keep it).
    logger: logger.child({}, { redact: [] }),
    genReqId: (_req, res) => {
      const id = randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => UNLOGGED.has(req.url ?? '') },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({
        id: req.id,
        method: req.method,
        path: (req.originalUrl ?? req.url ?? '').split('?')[0],
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) =>
      !res.writableFinished ? 'warn' : err || res.statusCode >= 500 ? 'error' : 'info',
    customSuccessMessage: (_req, res) => (res.writableFinished ? 'request completed' : 'request aborted'),
    customErrorMessage: (_req, res) => (res.writableFinished ? 'request completed' : 'request aborted'),
    customErrorObject: (_req, res, _error, value: { responseTime: number }) => ({
      res,
      responseTime: value.responseTime,
    }),
  });
}
