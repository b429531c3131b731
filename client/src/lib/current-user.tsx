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

// The last member the server confirmed on this device (#36): their account's own fields as `me`
// answers them (names, email, role, country, language; no health data), so that the app opened
// again with no connection is still theirs (the safety plan's copy, the check-ins waiting in the
// outbox). Replaced by every answer of the server, forgotten when it answers "visitor" and at
// sign-out (use-forget-member.ts names the same key).
const KEPT_MEMBER_KEY = 'mindcheck.member';

function keptMember(): CurrentUser | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_MEMBER_KEY) ?? 'null') as CurrentUser | null;
    return kept && typeof kept.id === 'string' ? kept : null;
  } catch {
    return null;
  }
}

function keepMember(me: CurrentUser | null): void {
  try {
    if (me) localStorage.setItem(KEPT_MEMBER_KEY, JSON.stringify(me));
    else localStorage.removeItem(KEPT_MEMBER_KEY);
  } catch {
    // Storage blocked: nothing is kept, the app asks the server each time.
  }
}

/** The request got no answer at all: the device is offline (fetch's TypeError). */
const noConnection = (error: unknown) => navigator.onLine === false || error instanceof TypeError;

/** Whether the user below came from this device's copy, not from the server (offline). */
let fromDevice = false;

/**
 * Asks the server who is signed in (`me`), with the small fetch client: no Apollo on public pages.
 * With no connection, the member last confirmed on this device (see above), until the server can
 * answer again.
 */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    const { me } = await graphqlRequest(CurrentUserDocument);
    fromDevice = false;
    keepMember(me);
    return me;
  } catch (error) {
    const kept = noConnection(error) ? keptMember() : null;
    if (!kept) throw error;
    fromDevice = true;
    return kept;
  }
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

  // Opened offline as the member kept on this device: the server confirms (or ends) it once the
  // connection returns (a session that ended meanwhile makes this a visitor again).
  useEffect(() => {
    if (!user || !fromDevice) return;
    const confirm = () => void refetch().catch(() => undefined);
    window.addEventListener('online', confirm);
    return () => window.removeEventListener('online', confirm);
  }, [user, refetch]);
  const value = useMemo(() => (user === undefined ? null : { user, refetch }), [user, refetch]);

  if (!value) return <LoadingBar />;
  return <CurrentUserContext value={value}>{children}</CurrentUserContext>;
}

export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext);
  if (!state) throw new Error('useCurrentUser must be used inside <CurrentUserProvider>');
  return state;
}
