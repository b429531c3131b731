import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser } from './current-user';
import { clearMemberCaches } from './member-caches';

/**
 * After the server ended the member's session (sign-out, erased account): back to /, `me` asked
 * again (a visitor now, everywhere), and every cache of member data emptied (Apollo's, if loaded).
 */
export function useForgetMember() {
  const navigate = useNavigate();
  const { refetch } = useCurrentUser();
  return useCallback(async () => {
    await navigate('/', { replace: true });
    await refetch().catch(() => undefined);
    await clearMemberCaches();
    // The safety plan's device copy (lib/safety-plan-cache.ts; not imported here, so that this
    // shared module does not pull the page shell's code into its chunk): a shared phone forgets it.
    // And the writes made offline that never went (lib/offline-outbox.ts, the same reason), and the
    // member kept for opening the app offline (lib/current-user.tsx).
    try {
      localStorage.removeItem('mindcheck.safety-plan');
      localStorage.removeItem('mindcheck.outbox');
      localStorage.removeItem('mindcheck.member');
    } catch {
      // Storage blocked: nothing was kept.
    }
  }, [navigate, refetch]);
}
