import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { SignOutDocument } from '../../gql/graphql';
import { authMessages } from './auth-messages';

/** Signs out: ends the server session, forgets everything cached about the member, returns to /. */
export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOut] = useMutation(SignOutDocument);
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast.error(authMessages.signOutFailed);
      return;
    }
    await navigate('/', { replace: true });
    // Clears the cache and asks the server again: `me` is now null everywhere.
    await client.resetStore().catch(() => undefined);
  }, [client, navigate, signOut]);
}
