import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { CurrentUserDocument, type CurrentUserQuery } from '../gql/graphql';
import { LoadingBar } from '../components/loading-bar';

export type CurrentUser = NonNullable<CurrentUserQuery['me']>;

export interface CurrentUserState {
  /** The signed-in member, or null for a visitor. */
  user: CurrentUser | null;
  /** Asks the server again (after sign-in, sign-up or sign-out) and resolves with the new user. */
  refetch: () => Promise<CurrentUser | null>;
}

/** Exported for tests (see src/testing/render.tsx); the app uses CurrentUserProvider. */
export const CurrentUserContext = createContext<CurrentUserState | null>(null);

/**
 * Knows who is signed in, for the whole app. Nothing below it renders until the server has
 * answered the first `me` query: until then the full-page loading bar shows. If that first
 * request fails (server unreachable), the app still renders, as for a visitor.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { data, error, refetch: refetchQuery } = useQuery(CurrentUserDocument);
  // Latched: later refetches (or a store reset at sign-out) never bring the loading screen back.
  const [known, setKnown] = useState(false);
  if (!known && (data !== undefined || error !== undefined)) setKnown(true);

  const user = data?.me ?? null;
  const refetch = useCallback(async () => {
    const result = await refetchQuery();
    return result.data?.me ?? null;
  }, [refetchQuery]);
  const value = useMemo(() => ({ user, refetch }), [user, refetch]);

  if (!known) return <LoadingBar />;
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return state;
}
