import { useCallback } from 'react';
import toast from '../../components/toasts';
import { SignOutDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useForgetMember } from '../../lib/use-forget-member';
import { authMessages } from './auth-messages';
import { forgetReturnPathOnSignOut } from '../../lib/return-path';

/** Signs out: ends the server session, forgets everything cached about the member, returns to /. */
export function useSignOut() {
  const forgetMember = useForgetMember();
  return useCallback(async () => {
    try {
      await graphqlRequest(SignOutDocument);
    } catch {
      toast.error(authMessages.signOutFailed);
      return;
    }
    forgetReturnPathOnSignOut();
    await forgetMember();
  }, [forgetMember]);
}
