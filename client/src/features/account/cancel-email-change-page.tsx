import { CancelEmailChangeDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormCard } from '../../components/form-card';
import { account } from 'app-en:account';
import { useT } from '../../lib/i18n/locale';
import { useTokenAction } from './use-token-from-address';
import { CardAction } from '../../components/card-action';
import { CardLink } from '../../components/card-link';

/**
 * /cancel-email-change?token=…: the "This wasn't me — cancel" link of the notice sent to the old
 * address. The member presses the button: a mail scanner that merely opens the link changes nothing.
 */
export default function CancelEmailChangePage() {
  const t = useT({ account });
  useDocumentTitle(t('account.cancelChange.title'));
  const { refetch } = useCurrentUser();
  const [state, cancel] = useTokenAction(async (token) => {
    await graphqlRequest(CancelEmailChangeDocument, { token });
    // Every session ended, this browser's too.
    await refetch().catch(() => null);
  });

  if (state.step === 'done') {
    return (
      <FormCard title={t('account.cancelChange.cancelled')}>
        <p role="status" className="mt-4 text-slate-700">
          {t('account.cancelChange.done')}
        </p>
        <CardLink to="/sign-in">{t('account.signIn')}</CardLink>
      </FormCard>
    );
  }

  if (state.step === 'failed') {
    return (
      <FormCard title={t('account.cancelChange.heading')}>
        <p role="alert" className="mt-4 text-slate-800">
          {state.message}
        </p>
        <p className="mt-4 text-sm text-slate-600">{t('account.cancelChange.someoneElse')}</p>
        <CardLink to="/forgot-password">{t('account.cancelChange.reset')}</CardLink>
      </FormCard>
    );
  }

  return (
    <FormCard title={t('account.cancelChange.heading')} intro={t('account.cancelChange.intro')}>
      <CardAction
        busy={state.step === 'busy'}
        label={t('account.cancelChange.confirm')}
        busyLabel={t('account.cancelChange.cancelling')}
        onClick={() => void cancel()}
      />
    </FormCard>
  );
}
