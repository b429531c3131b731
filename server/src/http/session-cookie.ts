// The cookies of the session layer (session.ts): the signed, HttpOnly session cookie `mc.sid`
// (`s:<id>.<signature>`, percent-encoded as express-session wrote it), and a flow's short-lived
// values (Google's state and PKCE verifier) in signed cookies of their own, never in a stored session.
import type { Request, Response } from 'express';
// Named imports: the package marks itself __esModule without a default export.
import { parseCookie, stringifySetCookie } from 'cookie';
import signature from 'cookie-signature';
import type { Config } from '../config.js';

export const SESSION_COOKIE = 'mc.sid';

/** The cookies of a flow's short-lived values (see stash). */
const STASH_COOKIE_PREFIX = 'mc.flow.';
/** How long a flow's values (Google's state and verifier) are kept: the time to choose an account. */
export const STASH_MAX_AGE_SECONDS = 10 * 60;

/** How many verified cookie values are remembered (a few hundred bytes each). */
const VERIFIED_COOKIES_KEPT = 10_000;

export interface SessionCookies {
  /** The session id a cookie header carries, if its signature holds. */
  sessionIdOf(cookieHeader: string | undefined): { id: string; cookieValue: string } | null;
  /** The cookie value of a session id. */
  sign(id: string): string;
  /** Sends the session cookie with a new idle expiry, or clears it (null). */
  put(req: Request, res: Response, value: string | null): void;
  /** Keeps a value for a flow's next request: a signed cookie for minutes, no stored session. */
  stash(req: Request, key: string, value: unknown): Promise<void>;
  /** Takes a stashed value back, once (undefined when there is none, or it expired or was forged). */
  takeStashed(req: Request, key: string): Promise<unknown>;
}

/** Replaces the response's Set-Cookie of `name` (if any) by `serialized`, keeping the others. */
function setCookieHeader(res: Response, serialized: string, name: string): void {
  const previous = res.getHeader('Set-Cookie');
  const others = (Array.isArray(previous) ? previous : previous === undefined ? [] : [String(previous)]).filter(
    (c) => !c.startsWith(`${name}=`),
  );
  res.setHeader('Set-Cookie', [...others, serialized]);
}

export function sessionCookies(config: Config): SessionCookies {
  const secret = config.session.secret;
  const idleMs = config.session.idleMinutes * 60_000;

  // Cookie values whose signature held, with their session ids: checking a signature is an HMAC,
  // measured in `npm run bench` at a few percent of a signed-in request. Only good signatures are
  // kept (a forged value is checked every time it comes), the oldest leave first, and the answer
  // for a value cannot change while the secret does not. Whether the session still exists is
  // asked of the database on every request all the same.
  const verified = new Map<string, string>();
  function unsign(value: string): string | null {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const id = signature.unsign(value, secret);
    if (id === false) return null;
    if (verified.size >= VERIFIED_COOKIES_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(value, id);
    return id;
  }

  function sessionIdOf(cookieHeader: string | undefined): { id: string; cookieValue: string } | null {
    // Most visitors send no cookie of ours: no parsing at all then.
    if (!cookieHeader || !cookieHeader.includes(SESSION_COOKIE)) return null;
    const raw = parseCookie(cookieHeader)[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return null;
    const id = unsign(raw.slice(2));
    return id ? { id, cookieValue: raw } : null;
  }

  function put(req: Request, res: Response, value: string | null): void {
    const serialized = stringifySetCookie(
      {
        name: SESSION_COOKIE,
        value: value ?? '',
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        expires: value === null ? new Date(0) : new Date(Date.now() + idleMs),
      },
      // The value as express-session wrote it: percent-encoded (s%3A...).
      { encode: encodeURIComponent },
    );
    // A Secure cookie over a plain-HTTP hop would be dropped by the browser anyway (as express-session did).
    if (value !== null && config.isProduction && !req.secure) return;
    setCookieHeader(res, serialized, SESSION_COOKIE);
  }

  // A flow's short-lived values (Google's state and PKCE verifier) live in a signed cookie of
  // their own for minutes, never in a stored session: a cookie-less GET /auth/google used to store
  // a session document that lived for a day, and a loop of them grew the database without bound.
  function flowCookie(req: Request, key: string, value: string, expires: Date, secure: boolean): void {
    const name = `${STASH_COOKIE_PREFIX}${key}`;
    if (!req.res) return;
    setCookieHeader(
      req.res,
      stringifySetCookie({
        name,
        value,
        path: '/auth/google',
        httpOnly: true,
        // Lax: sent on the top-level GET back from Google and on the stand-in's same-site POST.
        sameSite: 'lax',
        ...(secure ? { secure } : {}),
        expires,
      }),
      name,
    );
  }

  async function stash(req: Request, key: string, value: unknown): Promise<void> {
    const expires = Date.now() + STASH_MAX_AGE_SECONDS * 1000;
    const payload = Buffer.from(JSON.stringify({ k: key, e: expires, v: value })).toString('base64url');
    flowCookie(req, key, signature.sign(payload, secret), new Date(expires), config.isProduction);
  }

  async function takeStashed(req: Request, key: string): Promise<unknown> {
    const name = `${STASH_COOKIE_PREFIX}${key}`;
    const header = req.headers.cookie;
    if (!header || !header.includes(name)) return undefined;
    const raw = parseCookie(header)[name];
    // Single use: cleared whatever it holds.
    flowCookie(req, key, '', new Date(0), false);
    if (!raw || raw.length > 4096) return undefined;
    const payload = signature.unsign(raw, secret);
    if (payload === false) return undefined;
    try {
      const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
        k?: string;
        e?: number;
        v?: unknown;
      };
      if (parsed.k !== key || typeof parsed.e !== 'number' || parsed.e <= Date.now()) return undefined;
      return parsed.v;
    } catch {
      return undefined;
    }
  }

  return { sessionIdOf, sign: (id) => `s:${signature.sign(id, secret)}`, put, stash, takeStashed };
}
