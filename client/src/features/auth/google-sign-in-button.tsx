import { startTransition, useEffect, useState } from 'react';
import toast from '../../components/toasts';
import { AuthProvidersDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { usePainted } from '../../lib/use-painted';
import { authMessages } from './auth-messages';
import { openGooglePopup, type GooglePopupResult } from './google-popup';

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
  if (!google) return null;

  const start = async () => {
    setBusy(true);
    try {
      const result = await openPopup();
      if (result.ok) {
        await onSignedIn();
        return;
      }
      if (result.reason === 'closed') toast.error(authMessages.googlePopupClosed);
      else if (result.reason === 'blocked') toast.error(authMessages.authError(authMessages.popupBlocked));
      else toast.error(authMessages.authError(result.message));
    } catch (error) {
      toast.error(authMessages.authError(error instanceof Error ? error.message : 'Something went wrong.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
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
        Continue with Google
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

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" className="h-5 w-5" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
      />
      <path
        fill="#FBBC05"
        d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.4 2.2-6.2 0-11.5-4.2-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
