import { lazy, Suspense } from 'react';
import { LoadStatus } from '../../components/load-status';
import { Link } from 'react-router';
import { MyBookingsDocument } from '../../gql/pages/graphql';
import { queryEarly, usePageQuery } from '../../lib/page-query';
import { useDocumentTitle } from '../../lib/use-document-title';
import { browserTimeZone, timeZoneLabel } from '../../lib/appointment-time';
import { holdEnded, isUpcoming } from './booking-parts';
import { useHoldsRunningOut } from './use-holds-running-out';
import { RichText } from '../../lib/i18n/rich-text';
import { booking } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

// The bookings are asked as this page's code loads, when the app opens at its address
// (lib/page-query.ts). The page paints without Apollo Client; the cards (whose actions use it)
// bring it along (booking-list-area.tsx).
if (window.location.pathname === '/bookings') queryEarly(MyBookingsDocument);
const BookingList = lazy(() => import('./booking-list-area'));

/** /bookings: the member's appointments, upcoming (soonest first) and past (newest first). */
export default function MyBookingsPage() {
  const t = useT({ booking });
  const { locale } = useLocale();
  useDocumentTitle(t('booking.title'));
  const { data, loading, error, refetch } = usePageQuery(MyBookingsDocument);
  // A checkout whose hold ends while the page is open leaves it then (#39, item 1), as the server's list does.
  const now = useHoldsRunningOut(data?.myBookings);
  const bookings = data?.myBookings.filter((b) => !holdEnded(b, now));
  const zone = browserTimeZone();
  const upcoming = (bookings ?? [])
    .filter((b) => isUpcoming(b, now))
    .sort((a, b) => new Date(a.start!).getTime() - new Date(b.start!).getTime());
  const past = (bookings ?? []).filter((b) => !isUpcoming(b, now));

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('booking.title')}</h1>
      <p className="mt-2 text-slate-600">{t('booking.intro')}</p>

      {!bookings ? (
        <LoadStatus
          loading={loading}
          error={error}
          loadingText={t('booking.loading')}
          what={t('booking.what')}
          className="mt-8"
        />
      ) : bookings.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
          <p className="text-slate-700">{t('booking.none')}</p>
          <Link to="/experts" className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-2">
            {t('booking.findExpert')}
          </Link>
        </div>
      ) : (
        <Suspense fallback={<LoadStatus loading loadingText={t('booking.loading')} error={undefined} what="" />}>
          <p className="mt-4 text-sm text-slate-600">
            <RichText
              text={t('booking.zone')}
              parts={{ zone: () => <span className="font-semibold">{timeZoneLabel(zone, new Date(), locale)}</span> }}
            />
          </p>
          <section className="mt-6" aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="text-xl font-semibold text-slate-900">
              {t('booking.upcoming')}
            </h2>
            {upcoming.length === 0 ? (
              <p className="mt-3 text-slate-700">
                {t('booking.noUpcoming')}{' '}
                <Link to="/experts" className="font-semibold text-brand-800 underline underline-offset-2">
                  {t('booking.findExpert')}
                </Link>
              </p>
            ) : (
              <BookingList label={t('booking.upcomingList')} bookings={upcoming} zone={zone} onChanged={refetch} />
            )}
          </section>
          {past.length > 0 && (
            <section className="mt-10" aria-labelledby="past-heading">
              <h2 id="past-heading" className="text-xl font-semibold text-slate-900">
                {t('booking.past')}
              </h2>
              <BookingList label={t('booking.pastList')} bookings={past} zone={zone} onChanged={refetch} />
            </section>
          )}
        </Suspense>
      )}
    </div>
  );
}
