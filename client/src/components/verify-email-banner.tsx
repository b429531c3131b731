import { useState } from 'react';
import toast from './toasts';
import { RequestEmailVerificationDocument } from '../gql/strings/graphql';
import { graphqlRequest, GraphQLRequestError } from '../lib/graphql-request';
import { useCurrentUser } from '../lib/current-user';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/**
 * Until the member's email is verified: a banner saying so, with Resend (a new link; the older one
 * stops working). Nothing for a verified member or a visitor.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const t = useT({ ui });
  if (!user || user.emailVerified) return null;

  const resend = async () => {
    setState('busy');
    try {
      await graphqlRequest(RequestEmailVerificationDocument);
      setState('sent');
    } catch (error) {
      setState('idle');
      toast.error(
        error instanceof GraphQLRequestError && error.errors[0] ? error.errors[0].message : t('ui.verify.failed'),
      );
    }
  };

  return (
    <section
      aria-labelledby="verify-email-heading"
      className="mt-6 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:flex sm:items-center sm:justify-between sm:gap-4 sm:p-5"
    >
      <div>
        <h2 id="verify-email-heading" className="font-semibold text-amber-950">
          {t('ui.verify.heading')}
        </h2>
        <p className="mt-1 text-sm text-amber-950">
          {state === 'sent' ? (
            <span role="status">{t('ui.verify.sentAgain', { email: user.email })}</span>
          ) : (
            t('ui.verify.sent', { email: user.email })
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={() => void resend()}
        disabled={state === 'busy'}
        className="mt-3 shrink-0 rounded-full border border-amber-700 bg-white px-4 py-2 text-sm font-semibold text-amber-950 hover:bg-amber-100 disabled:opacity-70 sm:mt-0"
      >
        {state === 'busy' ? t('ui.verify.sending') : state === 'sent' ? t('ui.verify.again') : t('ui.verify.resend')}
      </button>
    </section>
  );
}
