// CORS for the configured origins only (SECURITY.md 12). A request from an allowed origin gets that
// origin back with credentials allowed; any other origin gets no CORS header at all, so a browser
// keeps the response from the foreign page. Preflights are answered here, before sessions or GraphQL.
import type { RequestHandler } from 'express';

const ALLOWED_METHODS = 'GET, POST, OPTIONS';
// What Apollo Client and the playground send: JSON bodies, and the header Apollo's CSRF prevention accepts.
const ALLOWED_HEADERS = 'content-type, apollo-require-preflight, x-apollo-operation-name, idempotency-key';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

export function corsAllowlist(origins: readonly string[]): RequestHandler {
  const allowed = new Set(origins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin) res.vary('Origin');
    const isAllowed = origin !== undefined && allowed.has(origin);
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
    }
    const isPreflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return next();
    if (isAllowed) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    }
    res.status(204).end();
  };
}
