import { useQuery, useMutation } from '@apollo/client/react';
import { formatDistanceToNow } from 'date-fns';
import { formatMoment, intlSpeaks } from '../../lib/format-day';
import type { Locale } from '@mindcheck/common';
import type { Translate } from '../../lib/i18n/catalogue';
import { englishT } from '../../lib/i18n/english';
import { UAParser } from 'ua-parser-js';
import toast from '../../components/toasts';
import { MySessionsDocument, RevokeSessionDocument, SignOutOtherSessionsDocument } from '../../gql/graphql';
import { useForgetMember } from '../../lib/use-forget-member';
import { describeProfileError } from './profile-messages';
import { profile } from 'app-en:profile';
import { useLocale, useT } from '../../lib/i18n/locale';

/** "Chrome on Windows", from the browser's own User-Agent (`t`: words in the member's language). */
export function describeBrowser(userAgent: string | null | undefined, t: Translate = englishT({ profile })): string {
  if (!userAgent) return t('profile.sessions.unknownBrowser');
  const { browser, os } = new UAParser(userAgent).getResult();
  const name = browser.name ?? t('profile.sessions.unknownBrowser');
  return os.name ? t('profile.sessions.browserOn', { browser: name, os: os.name }) : name;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * 'about 2 hours ago' (date-fns, English as before); Intl's relative time in another language, or
 * the moment in digits where the browser has no words for that language (lib/format-day).
 */
function ago(date: Date, locale: Locale): string {
  if (locale === 'en') return formatDistanceToNow(date, { addSuffix: true });
  if (!intlSpeaks(locale)) return formatMoment(date, locale);
  const elapsed = Date.now() - date.getTime();
  const [unit, size] = UNITS.find(([, ms]) => elapsed >= ms) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-Math.floor(elapsed / size), unit);
}

/** The member's signed-in browsers and devices, each with Sign out, and "Sign out of all other devices". */
export function ActiveSessions() {
  const t = useT({ profile });
  const { locale } = useLocale();
  const failed = t('profile.somethingWentWrong');
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
      toast.error(describeProfileError(failure, failed).message);
      return;
    }
    if (current) {
      await forgetMember();
      return;
    }
    toast.success(t('profile.sessions.ended'));
  };

  const onSignOutOthers = async () => {
    try {
      const result = await signOutOthers();
      toast.success(t('profile.sessions.othersEnded', { count: result.data?.signOutOtherSessions ?? 0 }));
    } catch (failure) {
      toast.error(describeProfileError(failure, failed).message);
    }
  };

  return (
    <section
      aria-labelledby="sessions-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
        {t('profile.sessions.heading')}
      </h2>
      {loading && !data ? (
        <p role="status" className="mt-3 text-sm text-slate-600">
          {t('profile.sessions.loading')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {sessions.map((session) => {
            const browser = describeBrowser(session.userAgent, t);
            return (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">
                    {browser}
                    {session.current && (
                      <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
                        {t('profile.sessions.thisDevice')}
                      </span>
                    )}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t('profile.sessions.when', {
                      signedIn: formatMoment(new Date(session.createdAt), locale),
                      lastSeen: session.current ? t('profile.sessions.now') : ago(new Date(session.lastSeenAt), locale),
                    })}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => void onRevoke(session.id, session.current)}
                  disabled={revoking.loading}
                  aria-label={
                    session.current
                      ? t('profile.sessions.signOutThis', { browser })
                      : t('profile.sessions.signOutOf', { browser })
                  }
                  className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
                >
                  {t('profile.sessions.signOut')}
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
          {signingOut.loading ? t('profile.sessions.signingOut') : t('profile.sessions.signOutOthers')}
        </button>
      )}
    </section>
  );
}
