// One log line per request: its id (also sent as X-Request-Id), method, path (never the query
// string), status and time. Nothing else of the request: no headers (cookies), no bodies (health
// data). A small middleware of our own instead of pino-http (README, Architecture).
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** This request's id, as in its log line and X-Request-Id. */
    id?: string;
  }
}

const UNLOGGED = new Set(['/healthz', '/readyz']);

export function accessLog(logger: Logger): RequestHandler {
  // The line's fields are fixed and hold nothing to redact, so the redaction walk is skipped for it
  // (the app's other log lines keep it).
  const access = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader('x-request-id', id);
    if (UNLOGGED.has(req.url)) return next();
    const started = performance.now();
    const line = (msg: string) => ({
      req: { id, method: req.method, path: req.originalUrl.split('?')[0] },
      res: { statusCode: res.statusCode },
      responseTime: Math.round(performance.now() - started),
      msg,
    });
    res.once('close', () => {
      if (!res.writableFinished) access.warn(line('request aborted'));
      else if (res.statusCode >= 500) access.error(line('request completed'));
      else access.info(line('request completed'));
    });
    next();
  };
}
