import { useCallback } from 'react';
import toast from '../../components/toasts';
import { SignOutDocument } from '../../gql/strings/graphql';
import { graphqlRequest } from '../../lib/graphql-request';
import { useForgetMember } from '../../lib/use-forget-member';
import { forgetReturnPathOnSignOut } from '../../lib/return-path';
import { auth } from 'app-en:auth';
import { useT } from '../../lib/i18n/locale';

/** Signs out: ends the server session, forgets everything cached about the member, returns to /. */
export function useSignOut() {
  const forgetMember = useForgetMember();
  const t = useT({ auth });
  const failed = t('auth.errors.signOutFailed');
  return useCallback(async () => {
    try {
      await graphqlRequest(SignOutDocument);
    } catch {
      toast.error(failed);
      return;
    }
    forgetReturnPathOnSignOut();
    await forgetMember();
  }, [forgetMember, failed]);
}
