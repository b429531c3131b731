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
import { messages } from '@mindcheck/common';
import { useEffect } from 'react';
import { CardAction } from '../../components/card-action';
import { CardLink } from '../../components/card-link';

export const invitationMessages = {
  accepted: 'Welcome! Your expert dashboard is ready.',
  signInFirst:
    'Sign in (or create an account) with the email address this invitation was sent to, confirm that address, then open the link in the email again.',
} as const;

/**
 * /expert-invitation?token=…: a member accepts an operator's invitation to run an expert's account.
 * The member presses the button (a mail scanner opening the link accepts nothing); the server
 * checks that their confirmed address is the invited one.
 */
export default function ExpertInvitationPage() {
  useDocumentTitle('Expert invitation');
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
    toast.success(invitationMessages.accepted);
    await navigate('/expert', { replace: true });
  }, keptInvitation);
  // After signing in or up, back here.
  const comeBack = () => rememberReturnPath('/expert-invitation');

  if (state.step === 'failed') {
    return (
      <FormCard title="Your expert invitation">
        <p role="alert" className="mt-4 text-slate-800">
          {state.message}
        </p>
        <CardLink to={user ? '/dashboard' : '/sign-in'}>{user ? 'Go to your dashboard' : 'Sign in'}</CardLink>
      </FormCard>
    );
  }

  if (!user) {
    return (
      <FormCard title="Your expert invitation">
        <p className="mt-4 text-slate-700">{invitationMessages.signInFirst}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/sign-in"
            onClick={comeBack}
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
          >
            Sign in
          </Link>
          <Link
            to="/sign-up"
            onClick={comeBack}
            className="inline-block rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Create an account
          </Link>
        </div>
      </FormCard>
    );
  }

  if (!user.emailVerified) {
    return (
      <FormCard title="Your expert invitation">
        <p className="mt-4 text-slate-800">{messages.expertInvitationConfirmEmail}</p>
        <p className="mt-2 text-sm text-slate-600">
          This invitation is kept on this device until then. The confirmation email went to {user.email}.
        </p>
      </FormCard>
    );
  }

  return (
    <FormCard
      title="Your expert invitation"
      intro={`Accept to run an expert's listing on MindCheck with this account (${user.email}).`}
    >
      <CardAction
        busy={state.step === 'busy'}
        label="Accept the invitation"
        busyLabel="Accepting..."
        onClick={() => void accept()}
      />
    </FormCard>
  );
}
