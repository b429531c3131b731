// Cookie sessions in MongoDB (express-session + connect-mongo). The same store authenticates
// WebSocket upgrades (see readSessionUserId), so HTTP and subscriptions share one mechanism.
import type { IncomingMessage } from 'node:http';
import type { NextFunction, RequestHandler, Request, Response } from 'express';
import session from 'express-session';
import { MongoStore } from 'connect-mongo';
// Named import: the package marks itself __esModule without a default export.
import { parse as parseCookie } from 'cookie';
import signature from 'cookie-signature';
import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import type { SessionControl } from '../graphql/context.js';

export const SESSION_COOKIE = 'mc.sid';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When this signed-in session began, for the absolute lifetime. */
    signedInAt?: number;
  }
}

export interface Sessions {
  middleware: RequestHandler;
  store: MongoStore;
  /** The signed-in member behind a raw request's cookie (WebSocket upgrades), or null. */
  readSessionUserId(req: IncomingMessage): Promise<string | null>;
  /** Removes every session of one member (account erasure, disabling). */
  destroyAllFor(userId: string): Promise<void>;
  control(req: Request): SessionControl;
}

export interface SessionOptions {
  /**
   * Whether a member may still use their session (the account exists and is not disabled).
   * Checked on every request and WebSocket upgrade; a session that fails it is ended there.
   */
  isActiveUser?: (userId: string, req: IncomingMessage) => Promise<boolean>;
}

export function createSessions(config: Config, connection: Connection, options: SessionOptions = {}): Sessions {
  const idleMs = config.session.idleMinutes * 60_000;
  const absoluteMs = config.session.absoluteHours * 3_600_000;
  const store = MongoStore.create({
    client: connection.getClient(),
    dbName: connection.db?.databaseName ?? 'mindcheck',
    collectionName: 'sessions',
    ttl: Math.ceil(idleMs / 1000),
    // Renewing the stored expiry is a write; once a minute at most (a twentieth of the idle timeout
    // when that is shorter) instead of on every request. The cookie still rolls on every response.
    touchAfter: Math.min(60, Math.floor(idleMs / 1000 / 20)),
    autoRemove: 'native',
    stringify: false,
  });

  const base = session({
    name: SESSION_COOKIE,
    secret: config.session.secret,
    store,
    resave: false,
    saveUninitialized: false,
    // Rolling: every response renews the idle timeout; the absolute lifetime is checked below.
    rolling: true,
    proxy: config.trustProxy,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: idleMs, path: '/' },
  });

  // Ends a signed-in session that may no longer be used: the stored session is removed, the
  // request goes on as a visitor's (with a fresh, unsaved session, so that signing in again in
  // this very request still works) and the browser is told to drop the cookie.
  const endStaleSession = (req: Request, res: Response, next: NextFunction) => {
    req.session.regenerate((err) => {
      if (err) return next(err);
      res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
      next();
    });
  };

  const checkSignedIn: RequestHandler = (req, res, next) => {
    const s = req.session;
    if (!s?.userId) return next();
    if (!s.signedInAt || Date.now() - s.signedInAt > absoluteMs) return endStaleSession(req, res, next);
    if (!options.isActiveUser) return next();
    options.isActiveUser(s.userId, req).then(
      (active) => (active ? next() : endStaleSession(req, res, next)),
      (err: unknown) => next(err),
    );
  };

  const middleware: RequestHandler = (req, res, next) => {
    base(req, res, (err?: unknown) => (err ? next(err) : checkSignedIn(req, res, next)));
  };

  function readSessionUserId(req: IncomingMessage): Promise<string | null> {
    const raw = parseCookie(req.headers.cookie ?? '')[SESSION_COOKIE];
    if (!raw || !raw.startsWith('s:')) return Promise.resolve(null);
    const sid = signature.unsign(raw.slice(2), config.session.secret);
    if (!sid) return Promise.resolve(null);
    return new Promise<string | null>((resolve) => {
      store.get(sid, (err, data) => {
        if (err || !data?.userId || !data.signedInAt || Date.now() - data.signedInAt > absoluteMs) resolve(null);
        else resolve(data.userId);
      });
    }).then(async (userId) => {
      if (!userId || !options.isActiveUser) return userId;
      return (await options.isActiveUser(userId, req).catch(() => false)) ? userId : null;
    });
  }

  async function destroyAllFor(userId: string): Promise<void> {
    await connection.collection('sessions').deleteMany({ 'session.userId': userId });
  }

  function control(req: Request): SessionControl {
    return {
      establish: (userId) =>
        new Promise((resolve, reject) => {
          // A new session id at sign-in: whatever id the visitor had before is discarded.
          req.session.regenerate((err) => {
            if (err) return reject(err);
            req.session.userId = userId;
            req.session.signedInAt = Date.now();
            req.session.save((saveErr) => (saveErr ? reject(saveErr) : resolve()));
          });
        }),
      destroy: () =>
        new Promise((resolve, reject) => {
          req.session.destroy((err) => (err ? reject(err) : resolve()));
          req.res?.clearCookie(SESSION_COOKIE, { path: '/' });
        }),
    };
  }

  return { middleware, store, readSessionUserId, destroyAllFor, control };
}
