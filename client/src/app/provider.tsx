import type { ReactNode } from 'react';
import { CurrentUserProvider, type CurrentUser } from '../lib/current-user';
import { useToaster } from '../lib/toaster-slot';
import { AccountLocale } from './account-locale';

/**
 * What every page relies on: the current user, the interface's language and toasts. Apollo Client is not here: the
 * signed-in pages that query get it from app/layouts/apollo-area.tsx, so public pages never load it.
 */
export function AppProvider({
  firstAnswer,
  children,
}: {
  /** The first `me` request, sent by main.tsx at module start. */
  firstAnswer: Promise<CurrentUser | null>;
  children: ReactNode;
}) {
  // Mounted once the first page that can toast has loaded (components/toasts.tsx), not before.
  const Toaster = useToaster();
  return (
    <>
      <CurrentUserProvider firstAnswer={firstAnswer}>
        <AccountLocale>{children}</AccountLocale>
      </CurrentUserProvider>
      {Toaster && <Toaster />}
    </>
  );
}
