import { VerifyEmailDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormCard } from '../../components/form-card';
import { accountMessages } from './account-messages';
import { useTokenAction } from './use-token-from-address';
import { keptInvitation } from './kept-invitation';
import { CardAction } from '../../components/card-action';
import { CardLink } from '../../components/card-link';

/**
 * /verify-email?token=…: confirms an address (after sign-up, or a change of email). The member
 * presses the button: a mail scanner that merely opens the link confirms nothing.
 */
export default function VerifyEmailPage() {
  useDocumentTitle('Confirm Email');
  const { user, refetch } = useCurrentUser();
  const [state, confirm] = useTokenAction(async (token) => {
    await graphqlRequest(VerifyEmailDocument, { token });
    await refetch().catch(() => null);
  });

  const next = user ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/sign-in', label: 'Sign in' };

  if (state.step === 'done') {
    return (
      <FormCard title="Email confirmed">
        <p role="status" className="mt-4 text-slate-700">
          {accountMessages.emailConfirmed}
        </p>
        {keptInvitation() ? (
          <CardLink to="/expert-invitation">Continue to your expert invitation</CardLink>
        ) : (
          <CardLink to={next.to}>{next.label}</CardLink>
        )}
      </FormCard>
    );
  }

  if (state.step === 'failed') {
    return (
      <FormCard title="Confirm your email address">
        <p role="alert" className="mt-4 text-slate-800">
          {state.message}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          {user
            ? 'You can ask for a new link from your dashboard.'
            : 'Sign in, and you can ask for a new link from your dashboard.'}
        </p>
        <CardLink to={next.to}>{next.label}</CardLink>
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Confirm your email address"
      intro="One click, and this address is confirmed for your MindCheck account."
    >
      <CardAction
        busy={state.step === 'busy'}
        label="Confirm my email address"
        busyLabel="Confirming..."
        onClick={() => void confirm()}
      />
    </FormCard>
  );
}
