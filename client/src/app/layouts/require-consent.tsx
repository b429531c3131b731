import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { consentPath } from '../../lib/consent-path';

/**
 * Tests and chat: a member who has not given consent yet is taken to the consent screen first, and
 * brought back here afterwards. The server is asked once more before that (consent given in
 * another tab counts).
 */
export function RequireConsent() {
  const { user, refetch } = useCurrentUser();
  const location = useLocation();
  const [checked, setChecked] = useState(false);
  const needsCheck = !!user && !user.consentedAt && !checked;

  useEffect(() => {
    if (!needsCheck) return;
    let current = true;
    refetch()
      .catch(() => undefined)
      .finally(() => current && setChecked(true));
    return () => {
      current = false;
    };
  }, [needsCheck, refetch]);

  if (user && !user.consentedAt) {
    if (!checked) return null;
    return <Navigate to={consentPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
