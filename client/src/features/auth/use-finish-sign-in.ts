import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { takeReturnPath } from '../../lib/return-path';

/**
 * After the server signed the member in: learn who they are (`me`), then land where a signed-out
 * visit was going (a mail's deep link), else on the dashboard.
 */
export function useFinishSignIn() {
  const { refetch } = useCurrentUser();
  const navigate = useNavigate();
  return useCallback(async () => {
    await refetch();
    await navigate(takeReturnPath(), { replace: true });
  }, [refetch, navigate]);
}
