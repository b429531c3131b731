import { startTransition, useEffect, useState } from 'react';
import toast from '../../components/toasts';
import { AuthProvidersDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { usePainted } from '../../lib/use-painted';
import { authMessages } from './auth-messages';
import { openGooglePopup, type GooglePopupResult } from './google-popup';
import { GoogleMark } from './google-mark';
import { auth } from 'app-en:auth';
import { useT } from '../../lib/i18n/locale';
import { englishT } from '../../lib/i18n/english';

export interface GoogleSignInButtonProps {
  /** Runs after the server has signed the member in (the popup reported success). */
  onSignedIn: () => Promise<void> | void;
  /** Injected by tests; the app opens the real popup. */
  openPopup?: () => Promise<GooglePopupResult>;
}

/** 'Continue with Google': hidden when the server offers no Google sign-in (production without a Google client). */
export function GoogleSignInButton({ onSignedIn, openPopup = openGooglePopup }: GoogleSignInButtonProps) {
  const google = useGoogleSignInOffered();
  const [busy, setBusy] = useState(false);
  const t = useT({ auth });
  if (!google) return null;
  const words = authMessages(t);

  const start = async () => {
    setBusy(true);
    try {
      const result = await openPopup();
      if (result.ok) {
        await onSignedIn();
        return;
      }
      if (result.reason === 'closed') toast.error(words.googlePopupClosed);
      else if (result.reason === 'blocked') toast.error(words.authError(words.popupBlocked));
      else {
        // The popup's words in English (they await review in this language, #36): the sentence
        // around them is English too, never half one language and half the other.
        const say = result.message && result.lang === 'en' ? authMessages(englishT({ auth })) : words;
        toast.error(say.authError(result.message ?? t('auth.google.failed')));
      }
    } catch (error) {
      toast.error(words.authError(error instanceof Error ? error.message : words.unknown));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.google.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy}
        aria-busy={busy || undefined}
        className="flex w-full items-center justify-center gap-3 rounded-full border border-slate-300 bg-white px-4 py-3 font-semibold text-slate-800 shadow-sm transition-colors hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <GoogleMark />
        {t('auth.google.continue')}
      </button>
    </>
  );
}

/**
 * Whether the server offers Google sign-in: no button until it answers yes. Asked once the form
 * has painted, so that the question does not hold up the form.
 */
function useGoogleSignInOffered(): boolean {
  const painted = usePainted();
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    if (!painted) return;
    let current = true;
    graphqlRequest(AuthProvidersDocument).then(
      (data) => current && startTransition(() => setOffered(data.authProviders.google)),
      () => undefined, // no answer: no Google button, as when it is off
    );
    return () => {
      current = false;
    };
  }, [painted]);
  return offered;
}
