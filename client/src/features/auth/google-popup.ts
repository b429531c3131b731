// Google sign-in in a popup (spec section 7): the server runs the OAuth flow in the popup and its
// last page posts { source, ok, message, cancelled } to this window, from our own origin, then closes.
import { isLocale } from '@mindcheck/common';

export const GOOGLE_MESSAGE_SOURCE = 'mindcheck-google-sign-in';

export type GooglePopupResult =
  | { ok: true }
  | { ok: false; reason: 'closed' }
  | { ok: false; reason: 'blocked' }
  /**
   * `message`: the server's words, when the popup sent any (the button words it otherwise); `lang`:
   * 'en' when they are English in a popup of another language (they await review there, #36).
   */
  | { ok: false; reason: 'error'; message?: string; lang?: string };

interface PopupMessage {
  source?: unknown;
  ok?: unknown;
  message?: unknown;
  cancelled?: unknown;
  lang?: unknown;
}

const WIDTH = 500;
const HEIGHT = 640;

/** How often to look whether the member closed the popup, and how long to wait for a last message after. */
export const POLL_MS = 400;
export const CLOSE_GRACE_MS = 600;

/** Opens the popup and settles once it reports, is closed, or could not open. */
export function openGooglePopup(win: Window = window): Promise<GooglePopupResult> {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - HEIGHT) / 2));
  // No 'noopener': the popup's page needs window.opener to report back.
  // The page's language, for the popup's words and a new account's language (#36).
  const lang = win.document?.documentElement.lang;
  const popup = win.open(
    isLocale(lang) ? `/auth/google?lang=${lang}` : '/auth/google',
    'mindcheck-google-sign-in',
    `popup=yes,width=${WIDTH},height=${HEIGHT},left=${left},top=${top}`,
  );
  if (!popup) return Promise.resolve({ ok: false, reason: 'blocked' });
  popup.focus?.();

  return new Promise((resolve) => {
    let settled = false;
    let graceTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: GooglePopupResult) => {
      if (settled) return;
      settled = true;
      win.removeEventListener('message', onMessage);
      clearInterval(pollTimer);
      if (graceTimer) clearTimeout(graceTimer);
      resolve(result);
    };
    const onMessage = (event: MessageEvent<PopupMessage>) => {
      // Only our own popup, from our own origin, speaking our format.
      if (event.origin !== win.location.origin || event.source !== popup) return;
      const data = event.data;
      if (!data || typeof data !== 'object' || data.source !== GOOGLE_MESSAGE_SOURCE) return;
      if (data.ok === true) finish({ ok: true });
      // The member turned Google down on its consent screen: the same as closing the popup.
      else if (data.cancelled === true) finish({ ok: false, reason: 'closed' });
      else
        finish({
          ok: false,
          reason: 'error',
          message: typeof data.message === 'string' ? data.message : undefined,
          ...(data.lang === 'en' ? { lang: 'en' } : {}),
        });
    };
    win.addEventListener('message', onMessage);
    const pollTimer = setInterval(() => {
      if (!popup.closed || graceTimer) return;
      // The popup closes itself right after posting: give that message a moment to arrive.
      graceTimer = setTimeout(() => finish({ ok: false, reason: 'closed' }), CLOSE_GRACE_MS);
    }, POLL_MS);
  });
}
