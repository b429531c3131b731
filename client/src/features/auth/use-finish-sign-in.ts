import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

/** After the server signed the member in: learn who they are (`me`), then land on the dashboard. */
export function useFinishSignIn() {
  const { refetch } = useCurrentUser();
  const navigate = useNavigate();
  return useCallback(async () => {
    await refetch();
    await navigate('/dashboard', { replace: true });
  }, [refetch, navigate]);
}
