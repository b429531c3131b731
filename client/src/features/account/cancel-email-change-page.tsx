import { CancelEmailChangeDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { FormCard } from '../../components/form-card';
import { accountMessages } from './account-messages';
import { useTokenAction } from './use-token-from-address';
import { CardAction } from '../../components/card-action';
import { CardLink } from '../../components/card-link';

/**
 * /cancel-email-change?token=…: the "This wasn't me — cancel" link of the notice sent to the old
 * address. The member presses the button: a mail scanner that merely opens the link changes nothing.
 */
export default function CancelEmailChangePage() {
  useDocumentTitle('Cancel Email Change');
  const { refetch } = useCurrentUser();
  const [state, cancel] = useTokenAction(async (token) => {
    await graphqlRequest(CancelEmailChangeDocument, { token });
    // Every session ended, this browser's too.
    await refetch().catch(() => null);
  });

  if (state.step === 'done') {
    return (
      <FormCard title="Change cancelled">
        <p role="status" className="mt-4 text-slate-700">
          {accountMessages.emailChangeCancelled}
        </p>
        <CardLink to="/sign-in">Sign in</CardLink>
      </FormCard>
    );
  }

  if (state.step === 'failed') {
    return (
      <FormCard title="Cancel the change of email">
        <p role="alert" className="mt-4 text-slate-800">
          {state.message}
        </p>
        <p className="mt-4 text-sm text-slate-600">
          If someone else may be using your account, reset your password from the sign-in page.
        </p>
        <CardLink to="/forgot-password">Reset my password</CardLink>
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Cancel the change of email"
      intro="If you did not ask to change your email address, cancel it here. Every device signed in to your account will be signed out."
    >
      <CardAction
        busy={state.step === 'busy'}
        label="Cancel the change and sign everyone out"
        busyLabel="Cancelling..."
        onClick={() => void cancel()}
      />
    </FormCard>
  );
}
