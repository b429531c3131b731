import { Link, useNavigate } from 'react-router';
import { AcceptExpertInvitationDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import toast from '../../components/toasts';
import { FormCard } from '../../components/form-card';
import { useTokenAction, useTokenFromAddress } from './use-token-from-address';
import { forgetInvitation, keepInvitation, keptInvitation } from './kept-invitation';
import { rememberReturnPath } from '../../lib/return-path';
import { useEffect } from 'react';
import { CardAction } from '../../components/card-action';
import { CardLink } from '../../components/card-link';
import { account } from 'app-en:account';
import { useT } from '../../lib/i18n/locale';

/**
 * /expert-invitation?token=…: a member accepts an operator's invitation to run an expert's account.
 * The member presses the button (a mail scanner opening the link accepts nothing); the server
 * checks that their confirmed address is the invited one.
 */
export default function ExpertInvitationPage() {
  const t = useT({ account });
  useDocumentTitle(t('account.invitation.title'));
  const { user, refetch } = useCurrentUser();
  const navigate = useNavigate();
  // Kept through sign-up and the address's confirmation (issue #39, item 7).
  const fromAddress = useTokenFromAddress();
  useEffect(() => {
    if (fromAddress) keepInvitation(fromAddress);
  }, [fromAddress]);
  const [state, accept] = useTokenAction(async (token) => {
    await graphqlRequest(AcceptExpertInvitationDocument, { token });
    forgetInvitation();
    await refetch().catch(() => null);
    toast.success(t('account.invitation.accepted'));
    await navigate('/expert', { replace: true });
  }, keptInvitation);
  // After signing in or up, back here.
  const comeBack = () => rememberReturnPath('/expert-invitation');

  if (state.step === 'failed') {
    return (
      <FormCard title={t('account.invitation.heading')}>
        <p role="alert" className="mt-4 text-slate-800">
          {state.message}
        </p>
        <CardLink to={user ? '/dashboard' : '/sign-in'}>
          {user ? t('account.toDashboard') : t('account.signIn')}
        </CardLink>
      </FormCard>
    );
  }

  if (!user) {
    return (
      <FormCard title={t('account.invitation.heading')}>
        <p className="mt-4 text-slate-700">{t('account.invitation.signInFirst')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/sign-in"
            onClick={comeBack}
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            {t('account.signIn')}
          </Link>
          <Link
            to="/sign-up"
            onClick={comeBack}
            className="inline-block rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('account.invitation.create')}
          </Link>
        </div>
      </FormCard>
    );
  }

  if (!user.emailVerified) {
    return (
      <FormCard title={t('account.invitation.heading')}>
        <p className="mt-4 text-slate-800">{t('account.invitation.confirmFirst')}</p>
        <p className="mt-2 text-sm text-slate-600">{t('account.invitation.kept', { email: user.email })}</p>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('account.invitation.heading')} intro={t('account.invitation.intro', { email: user.email })}>
      <CardAction
        busy={state.step === 'busy'}
        label={t('account.invitation.accept')}
        busyLabel={t('account.invitation.accepting')}
        onClick={() => void accept()}
      />
    </FormCard>
  );
}
