import type { ReactNode } from 'react';
import { useCurrentUser } from '../lib/current-user';
import { NotFoundPage } from './not-found-page';

/** A page for one role only: anyone else gets the 404 page, which says nothing of what is here. */
export function RoleOnly({ role, children }: { role: 'ADMIN' | 'EXPERT'; children: ReactNode }) {
  const { user } = useCurrentUser();
  return user?.role === role ? children : <NotFoundPage />;
}
