import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { CurrentUserDocument, type CurrentUserQuery } from '../gql/strings/graphql';
import { LoadingBar } from '../components/loading-bar';
import { graphqlRequest } from './graphql-request';

export type CurrentUser = NonNullable<CurrentUserQuery['me']>;

export interface CurrentUserState {
  /** The signed-in member, or null for a visitor. */
  user: CurrentUser | null;
  /** Asks the server again (after sign-in, sign-up, sign-out or a profile edit) and resolves with the new user. */
  refetch: () => Promise<CurrentUser | null>;
}

/** Exported for tests (see src/testing/render.tsx); the app uses CurrentUserProvider. */
export const CurrentUserContext = createContext<CurrentUserState | null>(null);

/** Asks the server who is signed in (`me`), with the small fetch client: no Apollo on public pages. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  return (await graphqlRequest(CurrentUserDocument)).me;
}

/**
 * Knows who is signed in, for the whole app. Nothing below it renders until the server has
 * answered the first `me` query (`firstAnswer`, sent by main.tsx at module start so that it does
 * not wait for React's first render): until then the full-page loading bar shows. If that first
 * request fails (server unreachable), the app still renders, as for a visitor.
 */
export function CurrentUserProvider({
  firstAnswer,
  children,
}: {
  firstAnswer: Promise<CurrentUser | null>;
  children: ReactNode;
}) {
  // undefined: not known yet (the loading bar). Later refetches never bring the loading bar back.
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);

  useEffect(() => {
    let current = true;
    // A transition: the first page then renders in slices that yield to the browser (main.tsx).
    const settle = (me: CurrentUser | null) =>
      current && startTransition(() => setUser((known) => (known === undefined ? me : known)));
    firstAnswer.then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [firstAnswer]);

  const refetch = useCallback(async () => {
    const me = await fetchCurrentUser();
    setUser(me);
    return me;
  }, []);
  const value = useMemo(() => (user === undefined ? null : { user, refetch }), [user, refetch]);

  if (!value) return <LoadingBar />;
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return state;
}
