import type { ReactNode } from 'react';
import { LoadingBar } from '../components/loading-bar';
import { useCurrentUser } from '../lib/current-user';
import { LocaleProvider } from '../lib/i18n/locale';
import { saveAccountLocale } from '../lib/i18n/save-locale';

/** The interface's language, from the signed-in member's account (User.locale) or this device (lib/i18n). */
export function AccountLocale({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  return (
    <LocaleProvider
      accountLocale={user?.locale}
      accountId={user?.id ?? null}
      onChosen={user ? saveAccountLocale : undefined}
      fallback={<LoadingBar />}
    >
      {children}
    </LocaleProvider>
  );
}
