// Google sign-in's development stand-in: outside production, when GOOGLE_CLIENT_ID is not set, the
// popup opens this clearly labelled page instead of Google's consent screen (as the simulated
// checkout stands in for Paystack), so the whole popup flow can be tried on `npm start`:
//   GET  /auth/google           the form: an email and a name, Continue or Cancel
//   POST /auth/google/callback  signs in a Google-style member (role user, no password) under a
//                               new session id, then serves the same outcome page as the real flow.
// A one-time token kept in the visitor's session ties the POST to the form this server gave out
// (no login CSRF). The stand-in's email counts as unverified: it never links to an existing
// account, so typing someone's address here cannot sign in as them.
import { randomBytes } from 'node:crypto';
import { keepPopupLanguage, keepPopupLanguageAgain, popupLanguage, takePopupLanguage } from './google-language.js';
import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '../../logger.js';
import type { Sessions } from '../../http/session.js';
import { isAppError } from '../../errors.js';
import { messages } from '../../messages.js';
import { SIMULATED_NAME_MAX_LENGTH, type AuthService } from './auth.service.js';
import { escapeHtml, sameText, type GoogleSignInOutcome } from './popup-helpers.js';

const STASH_KEY = 'googleSimulated';

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f8fafc; color: #0f172a; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem; }
  h1 { font-size: 1.35rem; margin: 0 0 .75rem; }
  p { color: #334155; line-height: 1.5; }
  .badge { display: inline-block; font-size: .8rem; font-weight: 600; color: #7c2d12; background: #ffedd5; border-radius: 999px; padding: .2rem .6rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input[type=email], input[type=text] { box-sizing: border-box; width: 100%; margin-top: .35rem; padding: .6rem .75rem; font-size: 1rem; border: 1px solid #94a3b8; border-radius: .5rem; }
  .error { color: #b91c1c; font-weight: 600; margin: .4rem 0 0; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; padding: .6rem 1.25rem; border-radius: 999px; border: 1px solid #1e3a8a; cursor: pointer; }
  button[value=continue] { background: #1d4ed8; color: #fff; }
  button[value=cancel] { background: #fff; color: #1e3a8a; }
  :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
`;

/** The stand-in's form. No script at all; every value is escaped. */
export function renderSimulatedGooglePage(options: { token: string; email?: string; name?: string; error?: string }) {
  const { token, email = '', name = '', error } = options;
  const errorLine = error ? `<p id="email-error" class="error" role="alert">${escapeHtml(error)}</p>` : '';
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>Test Google sign-in · MindCheck</title><style>${STYLE}</style></head><body><main>` +
    `<span class="badge">Development</span>` +
    `<h1>Test Google sign-in — no real Google account</h1>` +
    `<p>Google sign-in is not set up on this server, so this page stands in for Google's. Continue to sign in ` +
    `as a test Google account with the email below; Cancel does what closing Google's window does.</p>` +
    `<form method="post" action="/auth/google/callback" novalidate>` +
    `<input type="hidden" name="state" value="${escapeHtml(token)}">` +
    `<label for="email">Email</label>` +
    `<input id="email" name="email" type="email" autocomplete="email" value="${escapeHtml(email)}"` +
    `${error ? ' aria-invalid="true" aria-describedby="email-error" autofocus' : ''}>` +
    errorLine +
    `<label for="name">Name (optional)</label>` +
    `<input id="name" name="name" type="text" autocomplete="name" maxlength="${SIMULATED_NAME_MAX_LENGTH}" value="${escapeHtml(name)}">` +
    `<div class="actions"><button type="submit" name="action" value="continue">Continue</button>` +
    `<button type="submit" name="action" value="cancel">Cancel</button></div>` +
    `</form></main></body></html>`
  );
}

export interface SimulatedGoogleDeps {
  logger: Logger;
  auth: AuthService;
  sessions: Pick<Sessions, 'stash' | 'takeStashed' | 'control'>;
  /** Sets the headers the popup's pages need (keeps window.opener). */
  keepOpener: express.RequestHandler;
  sendOutcome: (res: Response, outcome: GoogleSignInOutcome) => void;
}

export function addSimulatedGoogleRoutes(router: Router, deps: SimulatedGoogleDeps): void {
  const { logger, auth, sessions, keepOpener, sendOutcome } = deps;
  const failed: GoogleSignInOutcome = { source: 'mindcheck-google-sign-in', ok: false, message: messages.googleFailed };

  const showForm = async (req: Request, res: Response, values: { email?: string; name?: string; error?: string }) => {
    const token = randomBytes(24).toString('base64url');
    await sessions.stash(req, STASH_KEY, token);
    res.setHeader('Cache-Control', 'no-store');
    res
      .status(values.error ? 400 : 200)
      .type('html')
      .send(renderSimulatedGooglePage({ token, ...values }));
  };

  router.get('/auth/google', keepOpener, keepPopupLanguage(sessions), (req, res, next) => {
    showForm(req, res, {}).catch(next);
  });

  // Only the form's POST completes the stand-in; a GET here is a stale or hand-made link.
  router.get('/auth/google/callback', keepOpener, (_req, res) => sendOutcome(res, failed));

  router.post(
    '/auth/google/callback',
    keepOpener,
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    takePopupLanguage(sessions),
    (req, res, next) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const field = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
      const run = async () => {
        const token = await sessions.takeStashed(req, STASH_KEY);
        if (typeof token !== 'string' || !sameText(token, field('state'))) {
          logger.warn('simulated google sign-in refused: no matching form token');
          return sendOutcome(res, failed);
        }
        if (field('action') === 'cancel') {
          return sendOutcome(res, {
            source: 'mindcheck-google-sign-in',
            ok: false,
            cancelled: true,
            message: messages.googlePopupClosed,
          });
        }
        try {
          const user = await auth.signInWithSimulatedGoogle({
            email: field('email'),
            name: field('name'),
            locale: popupLanguage(req),
          });
          await sessions.control(req).establish(user._id.toString());
        } catch (error) {
          if (!isAppError(error)) throw error;
          // A mistyped email: the form again, with the spec's words on the field.
          if (error.details.field === 'email') {
            const name = field('name').slice(0, SIMULATED_NAME_MAX_LENGTH);
            await keepPopupLanguageAgain(sessions, req);
            return showForm(req, res, { email: field('email').slice(0, 254), name, error: error.message });
          }
          return sendOutcome(res, { source: 'mindcheck-google-sign-in', ok: false, message: error.message });
        }
        sendOutcome(res, { source: 'mindcheck-google-sign-in', ok: true });
      };
      run().catch(next);
    },
  );
}
