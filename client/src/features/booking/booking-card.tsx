import { Link } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { MeetingLink } from '../../components/meeting-link';
import { formatMoney } from '../../components/money';
import { formatAppointment } from '../../lib/appointment-time';
import { type Booking, STATUS, REFUND, canRetry, isUpcoming } from './booking-parts';
import { PaymentRetry } from './payment-retry';
import { formatTime } from '../../lib/appointment-time';
import { WhenItem } from './when-item';
import { RichText } from '../../lib/i18n/rich-text';
import { AppointmentActions } from './appointment-actions';
import { CheckPaymentButton } from './check-payment-button';
import { ShareResultsSwitch } from '../../components/share-results-switch';
import { CancellationNote } from './cancellation-note';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

export function BookingCard({ booking, zone, onChanged }: { booking: Booking; zone: string; onChanged: () => void }) {
  const status = STATUS[booking.status];
  const t = useT({ booking: words });
  const { locale } = useLocale();
  const amount = formatMoney(booking.amount, booking.currency, locale);
  const now = Date.now();
  const upcoming = isUpcoming(booking, now);
  const held = booking.status === 'PENDING' && upcoming && booking.start;
  const retry = canRetry(booking, now) ? booking : null;
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 className="text-lg font-semibold text-slate-900">
          <Link to={`/experts/detail/${booking.expert.id}`} className="underline-offset-2 hover:underline">
            {booking.expert.name}
          </Link>
        </h3>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${status.className}`}>
          {t(status.label)}
        </span>
      </div>
      {booking.start && (
        <p className="mt-3 flex items-start gap-2 text-base font-medium text-slate-900">
          <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <time dateTime={booking.start}>{formatAppointment(booking.start, booking.end, zone, locale)}</time>
        </p>
      )}
      {upcoming && booking.status === 'PAID' && (
        <p className="mt-2">
          <Link to={`/appointments/${booking.reference}/room`} className="font-semibold text-brand-800 underline">
            {t('booking.enterRoom')}
          </Link>
        </p>
      )}
      {booking.meetingUrl && upcoming && booking.status === 'PAID' && (
        <p className="mt-2">
          <MeetingLink url={booking.meetingUrl} newTab={t('booking.newTab')} className="gap-2 font-semibold">
            {t('booking.joinMeeting')}
          </MeetingLink>
        </p>
      )}
      {held && booking.holdExpiresAt && (
        <p className="mt-2 text-sm text-slate-800">
          <RichText
            text={t('booking.holding')}
            parts={{
              time: () => (
                <time dateTime={booking.holdExpiresAt!}>{formatTime(booking.holdExpiresAt!, zone, locale)}</time>
              ),
            }}
          />
        </p>
      )}
      {booking.status === 'FAILED' && (
        <p className="mt-2 text-sm text-slate-800">{retry ? t('booking.failedRetry') : t('booking.failed')}</p>
      )}
      <CancellationNote note={booking.cancellationNote} />
      {booking.refund && (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
          <span className="font-semibold">{t('booking.refundLabel')} </span>
          {t(REFUND[booking.refund.status], { amount: formatMoney(booking.refund.amount, booking.currency, locale) })}
        </p>
      )}
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="font-semibold text-slate-600">{t('booking.amount')}</dt>
          <dd className="text-base text-slate-900">{amount}</dd>
        </div>
        <WhenItem term={t('booking.bookedAt')} at={booking.createdAt} />
        {booking.paidAt && <WhenItem term={t('booking.paidAt')} at={booking.paidAt} />}
        <div className="sm:col-span-3">
          <dt className="font-semibold text-slate-600">{t('booking.reference')}</dt>
          <dd className="font-mono text-xs break-all text-slate-700">{booking.reference}</dd>
        </div>
      </dl>
      <ShareResultsSwitch booking={booking} />
      {(held || retry || booking.status === 'PENDING') && (
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {held && (
            <PaymentRetry
              booking={{ ...booking, start: held }}
              label={t('booking.finishPaying')}
              onChanged={onChanged}
            />
          )}
          {retry && <PaymentRetry booking={retry} label={t('booking.tryAgain')} onChanged={onChanged} />}
          {booking.status === 'PENDING' && <CheckPaymentButton reference={booking.reference} onChecked={onChanged} />}
        </div>
      )}
      {booking.status === 'PAID' && upcoming && booking.start && (
        <AppointmentActions booking={booking} start={booking.start} zone={zone} onChanged={onChanged} />
      )}
    </li>
  );
}
