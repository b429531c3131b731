import { VerifyEmailDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormCard } from '../../components/form-card';
import { account } from 'app-en:account';
import { useT } from '../../lib/i18n/locale';
import { useTokenAction } from './use-token-from-address';
import { keptInvitation } from './kept-invitation';
import { CardAction } from '../../components/card-action';
import { CardLink } from '../../components/card-link';

/**
 * /verify-email?token=…: confirms an address (after sign-up, or a change of email). The member
 * presses the button: a mail scanner that merely opens the link confirms nothing.
 */
export default function VerifyEmailPage() {
  const t = useT({ account });
  useDocumentTitle(t('account.verify.title'));
  const { user, refetch } = useCurrentUser();
  const [state, confirm] = useTokenAction(async (token) => {
    await graphqlRequest(VerifyEmailDocument, { token });
    await refetch().catch(() => null);
  });

  const next = user
    ? { to: '/dashboard', label: t('account.toDashboard') }
    : { to: '/sign-in', label: t('account.signIn') };

  if (state.step === 'done') {
    return (
      <FormCard title={t('account.verify.confirmed')}>
        <p role="status" className="mt-4 text-slate-700">
          {t('account.verify.done')}
        </p>
        {keptInvitation() ? (
          <CardLink to="/expert-invitation">{t('account.verify.toInvitation')}</CardLink>
        ) : (
          <CardLink to={next.to}>{next.label}</CardLink>
        )}
      </FormCard>
    );
  }

  if (state.step === 'failed') {
    return (
      <FormCard title={t('account.verify.heading')}>
        <p role="alert" className="mt-4 text-slate-800">
          {state.message}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          {user ? t('account.verify.newLink') : t('account.verify.signInForLink')}
        </p>
        <CardLink to={next.to}>{next.label}</CardLink>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('account.verify.heading')} intro={t('account.verify.intro')}>
      <CardAction
        busy={state.step === 'busy'}
        label={t('account.verify.confirm')}
        busyLabel={t('account.verify.confirming')}
        onClick={() => void confirm()}
      />
    </FormCard>
  );
}
