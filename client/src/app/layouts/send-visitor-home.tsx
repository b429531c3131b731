import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberReturnPath } from '../../lib/return-path';

/**
 * A signed-out visit to a signed-in page goes to / (spec section 3); the page it named is kept for
 * after sign-in (issue #39, item 12).
 */
export function SendVisitorHome() {
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturnPath(pathname + search), [pathname, search]);
  return <Navigate to="/" replace />;
}
