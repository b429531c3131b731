import { useQuery, useMutation } from '@apollo/client/react';
import { formatDistanceToNow } from 'date-fns';
import { formatTimestamp } from '../../lib/format-timestamp';
import { UAParser } from 'ua-parser-js';
import toast from '../../components/toasts';
import { MySessionsDocument, RevokeSessionDocument, SignOutOtherSessionsDocument } from '../../gql/graphql';
import { useForgetMember } from '../../lib/use-forget-member';
import { describeProfileError, profileMessages } from './profile-messages';

/** "Chrome on Windows", from the browser's own User-Agent. */
export function describeBrowser(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown browser';
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = browser.name ?? 'Unknown browser';
  return os.name ? `${name} on ${os.name}` : name;
}

/** The member's signed-in browsers and devices, each with Sign out, and "Sign out of all other devices". */
export function ActiveSessions() {
  const { data, loading } = useQuery(MySessionsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke, revoking] = useMutation(RevokeSessionDocument, { refetchQueries: [MySessionsDocument] });
  const [signOutOthers, signingOut] = useMutation(SignOutOtherSessionsDocument, {
    refetchQueries: [MySessionsDocument],
  });
  const forgetMember = useForgetMember();
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const onRevoke = async (id: string, current: boolean) => {
    try {
      await revoke({ variables: { id } });
    } catch (failure) {
      toast.error(describeProfileError(failure).message);
      return;
    }
    if (current) {
      await forgetMember();
      return;
    }
    toast.success(profileMessages.sessionEnded);
  };

  const onSignOutOthers = async () => {
    try {
      const result = await signOutOthers();
      toast.success(profileMessages.otherSessionsEnded(result.data?.signOutOtherSessions ?? 0));
    } catch (failure) {
      toast.error(describeProfileError(failure).message);
    }
  };

  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        Where you're signed in
      </h2>
      {loading && !data ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          Loading your sessions…
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.map((session) => {
            const browser = describeBrowser(session.userAgent);
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {browser}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                        This device
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    Signed in {formatTimestamp(session.createdAt)} · last seen{' '}
                    {session.current ? 'now' : formatDistanceToNow(new Date(session.lastSeenAt), { addSuffix: true })}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void onRevoke(session.id, session.current)}
                  disabled={revoking.loading}
                  aria-label={session.current ? `Sign out of this device (${browser})` : `Sign out of ${browser}`}
                  className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
                >
                  Sign out
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          onClick={() => void onSignOutOthers()}
          disabled={signingOut.loading}
          className="mt-4 rounded-full border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-70"
        >
          {signingOut.loading ? 'Signing out...' : 'Sign out of all other devices'}
        </button>
      )}
    </section>
  );
}
