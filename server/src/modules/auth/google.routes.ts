// Google sign-in, popup flow (passport + passport-google-oauth20):
//   GET /auth/google           (opened in a popup) → the provider's consent screen
//   GET /auth/google/callback  signs the member in (a new session id), then serves a tiny page
//                              whose script posts the outcome to window.opener at our own origin
//                              and closes the popup.
//   GET /auth/google/popup.js  that script: a file of its own, because the CSP forbids inline scripts.
// The provider's URLs come from config, so tests run this real strategy against a local OAuth2 mock.
// Without GOOGLE_CLIENT_ID: outside production a labelled stand-in (google-simulated.routes.ts)
// answers the two flow routes; in production they answer 404 and `authProviders.google` is false.
import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response, type NextFunction } from 'express';
import passport from 'passport';
import { Strategy as GoogleStrategy, type Profile, type StrategyOptions } from 'passport-google-oauth20';
import { DEFAULT_LOCALE, NAME_MAX_LENGTH, toOneLine, type Locale } from '@mindcheck/common';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Sessions } from '../../http/session.js';
import type { Limiter } from '../../rate-limit/index.js';
import { isAppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { AuthService, GoogleProfile } from './auth.service.js';
import type { UserDocument } from './user.model.js';
import { addSimulatedGoogleRoutes } from './google-simulated.routes.js';
import { escapeHtml, sameText, type GoogleSignInOutcome } from './popup-helpers.js';
import { keepPopupLanguage, popupLanguage, takePopupLanguage } from './google-language.js';
import { localizeMessage } from '../../graphql/localized-errors.js';
import { serverI18n } from '../../i18n/index.js';

export type { GoogleSignInOutcome };

export const GOOGLE_POPUP_SCRIPT_PATH = '/auth/google/popup.js';

// Runs in the popup. Posts only to our own origin (never '*'), then closes; opened without an
// opener (popup blocked, or the link opened in a tab) it carries on to the app instead.
const POPUP_SCRIPT = `(function () {
  var outcome;
  try { outcome = JSON.parse(document.body.getAttribute('data-outcome') || '{}'); } catch (e) { outcome = { source: 'mindcheck-google-sign-in', ok: false }; }
  if (window.opener && !window.opener.closed) {
    window.opener.postMessage(outcome, window.location.origin);
    window.close();
  } else {
    window.location.replace(outcome.ok ? '/dashboard' : '/sign-in');
  }
})();
`;

/** The popup page's words: in the popup's language, or all in English while any of them awaits review there. */
const PAGE_KEYS = ['title', 'signedIn', 'failed'].map((key) => `documents:googlePopup.${key}`);

function pageLanguage(locale: Locale): Locale {
  const i18n = serverI18n();
  return PAGE_KEYS.some((key) => i18n.awaitingReview(locale, key)) ? DEFAULT_LOCALE : locale;
}

/**
 * The callback page, in the popup's language (#36): no inline script (the CSP forbids it); the
 * outcome rides in an escaped attribute.
 */
export function renderOutcomePage(outcome: GoogleSignInOutcome, locale: Locale = DEFAULT_LOCALE): string {
  const lang = pageLanguage(locale);
  const t = serverI18n().t(lang);
  const text = t(outcome.ok ? 'documents:googlePopup.signedIn' : 'documents:googlePopup.failed');
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t('documents:googlePopup.title'))}</title>` +
    `<script src="${GOOGLE_POPUP_SCRIPT_PATH}" defer></script></head>` +
    `<body data-outcome="${escapeHtml(JSON.stringify(outcome))}"><p>${escapeHtml(text)}</p></body></html>`
  );
}

function sendOutcome(res: Response, outcome: GoogleSignInOutcome): void {
  if (res.statusCode < 400) res.status(200);
  // Why it failed, in the popup's language (the opener shows it inside its own sentence, #36); a
  // message that awaits review there is English, and says so (`lang`), so that the opener says its
  // sentence around it in English too.
  const locale = popupLanguage(res.req);
  const message = outcome.message && localizeMessage(outcome.message, locale);
  const english = locale !== DEFAULT_LOCALE && message === outcome.message;
  res
    .type('html')
    .send(
      renderOutcomePage(
        message ? { ...outcome, message, ...(english ? { lang: DEFAULT_LOCALE } : {}) } : outcome,
        locale,
      ),
    );
}

function oneLineOrUndefined(value: string | undefined): string | undefined {
  return value ? toOneLine(value).trim().slice(0, NAME_MAX_LENGTH) || undefined : undefined;
}

export function toGoogleProfile(profile: Profile): GoogleProfile {
  const json = (profile._json ?? {}) as { email_verified?: boolean | string };
  const email = profile.emails?.[0];
  const verified = email?.verified ?? json.email_verified;
  return {
    googleId: profile.id,
    email: email?.value,
    emailVerified: verified === true || verified === 'true',
    // Names reach mails and calendar entries on one line (#33): Google's are not checked by our rules.
    displayName: oneLineOrUndefined(profile.displayName),
    firstName: oneLineOrUndefined(profile.name?.givenName),
    lastName: oneLineOrUndefined(profile.name?.familyName),
    photoURL: profile.photos?.[0]?.value || undefined,
  };
}

interface StashedState {
  handle: string;
  verifier: string;
  state?: unknown;
}

/**
 * The state and PKCE verifier, kept in the visitor's session from /auth/google to its callback
 * (passport-oauth2's state-store interface, in the PKCE form it recognises by arity: store takes
 * five arguments). Written and taken through `Sessions`, which saves only when asked.
 */
export function googleStateStore(sessions: Pick<Sessions, 'stash' | 'takeStashed'>) {
  const KEY = 'google';
  return {
    store(
      req: Request,
      verifier: string,
      state: unknown,
      _meta: unknown,
      callback: (err: Error | null, handle?: string) => void,
    ): void {
      const handle = randomBytes(24).toString('base64url');
      const stashed: StashedState = { handle, verifier, ...(state ? { state } : {}) };
      sessions.stash(req, KEY, stashed).then(
        () => callback(null, handle),
        (error: Error) => callback(error),
      );
    },
    verify(
      req: Request,
      provided: unknown,
      callback: (err: Error | null, ok: string | false, info?: unknown) => void,
    ): void {
      sessions.takeStashed(req, KEY).then(
        (value) => {
          const stashed = value as StashedState | undefined;
          if (!stashed?.handle || !stashed.verifier)
            return callback(null, false, { message: 'Unable to verify authorization request state.' });
          if (typeof provided !== 'string' || !sameText(stashed.handle, provided)) {
            return callback(null, false, { message: 'Invalid authorization request state.' });
          }
          callback(null, stashed.verifier, stashed.state);
        },
        (error: Error) => callback(error, false),
      );
    },
  };
}

export interface GoogleRouteDeps {
  config: Config;
  logger: Logger;
  auth: AuthService;
  sessions: Sessions;
  /** Counts GET /auth/google per IP (each one sets a flow cookie and, for Google, starts a flow). */
  startLimiter?: Limiter;
}

/** Sign-in popups one IP may open per minute. */
export const GOOGLE_STARTS_PER_MINUTE = 30;

export function googleRoutes({ config, logger, auth, sessions, startLimiter }: GoogleRouteDeps): Router {
  const router = Router();

  if (startLimiter) {
    router.get('/auth/google', (req, res, next) => {
      startLimiter.consume(req.ip ?? 'unknown').then(
        () => next(),
        (error: unknown) => {
          if (!isAppError(error)) return next(error);
          res.setHeader('Retry-After', String(error.details.retryAfterSeconds ?? 60));
          res.status(429);
          sendOutcome(res, { source: 'mindcheck-google-sign-in', ok: false, message: error.message });
        },
      );
    });
  }

  router.get(GOOGLE_POPUP_SCRIPT_PATH, (_req, res) => {
    res.type('application/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(POPUP_SCRIPT);
  });

  // The popup's pages must keep their opener across the trip to Google and back.
  const keepOpener = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    next();
  };

  const { clientId, clientSecret } = config.google;
  if (!clientId || !clientSecret) {
    if (config.google.simulated) {
      addSimulatedGoogleRoutes(router, { logger, auth, sessions, keepOpener, sendOutcome });
      return router;
    }
    router.get(['/auth/google', '/auth/google/callback'], (req, res) => {
      res.status(404).json({ error: localizeMessage(messages.googleNotConfigured, popupLanguage(req)) });
    });
    return router;
  }

  // An authenticator of our own (not passport's global one): several app instances can run in one process.
  const authenticator = new passport.Passport();
  authenticator.use(
    new GoogleStrategy(
      {
        clientID: clientId,
        clientSecret,
        callbackURL: new URL('/auth/google/callback', config.publicUrl).href,
        authorizationURL: config.google.authUrl,
        tokenURL: config.google.tokenUrl,
        userProfileURL: config.google.userInfoUrl,
        scope: ['openid', 'email', 'profile'],
        // The state and PKCE verifier live in the visitor's session: a callback that did not start
        // here (login CSRF) or a stolen code cannot complete.
        state: true,
        pkce: true,
        store: googleStateStore(sessions) as unknown as StrategyOptions['store'],
        // The request, for the browser's language of an account this sign-in creates (#36).
        passReqToCallback: true,
      },
      (
        req: Request,
        _accessToken: string,
        _refreshToken: string,
        profile: Profile,
        done: (err: unknown, user?: UserDocument) => void,
      ) => {
        auth.signInWithGoogle({ ...toGoogleProfile(profile), locale: popupLanguage(req) }).then(
          (user) => done(null, user),
          (error: unknown) => done(error),
        );
      },
    ),
  );

  router.get(
    '/auth/google',
    keepOpener,
    keepPopupLanguage(sessions),
    authenticator.authenticate('google', { session: false, prompt: 'select_account' }),
  );

  router.get('/auth/google/callback', keepOpener, takePopupLanguage(sessions), (req, res, next) => {
    authenticator.authenticate(
      'google',
      { session: false },
      (err: unknown, user: UserDocument | false, info?: { message?: string }) => {
        if (err) {
          if (isAppError(err))
            return sendOutcome(res, { source: 'mindcheck-google-sign-in', ok: false, message: err.message });
          logger.warn(
            { err: err instanceof Error ? { name: err.name, message: err.message } : String(err) },
            'google sign-in failed',
          );
          return sendOutcome(res, { source: 'mindcheck-google-sign-in', ok: false, message: messages.googleFailed });
        }
        if (!user) {
          // The provider said access_denied (the member cancelled), or the state did not verify.
          const cancelled = req.query.error === 'access_denied';
          if (!cancelled) logger.warn({ reason: info?.message }, 'google sign-in refused');
          return sendOutcome(
            res,
            cancelled
              ? { source: 'mindcheck-google-sign-in', ok: false, cancelled: true, message: messages.googlePopupClosed }
              : { source: 'mindcheck-google-sign-in', ok: false, message: messages.googleFailed },
          );
        }
        sessions
          .control(req)
          .establish(user._id.toString())
          .then(() => sendOutcome(res, { source: 'mindcheck-google-sign-in', ok: true }), next);
      },
    )(req, res, next);
  });

  return router;
}
