import { useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import { CancelMyBookingDocument } from '../../gql/graphql';
import { formatMoney } from '../../components/money';
import { dialogButton, ModalDialog } from '../../components/modal-dialog';
import { CHANGE_CUTOFF_HOURS, formatAppointment, isBeforeCutoff } from '../../lib/appointment-time';
import { serverMessageOr, CHANGE_REFUSAL_CODES } from '../../lib/graphql-errors';
import { useBookingMessages } from './booking-messages';
import { type Booking } from './booking-parts';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

export function CancelDialog({
  booking,
  start,
  zone,
  onDone,
}: {
  booking: Booking;
  start: string;
  zone: string;
  onDone: (changed: boolean) => void;
}) {
  const [cancel, { loading }] = useMutation(CancelMyBookingDocument);
  const keepRef = useRef<HTMLButtonElement>(null);
  const refunded = isBeforeCutoff(start, CHANGE_CUTOFF_HOURS);
  const bookingMessages = useBookingMessages();
  const t = useT({ booking: words });
  const { locale } = useLocale();
  const amount = formatMoney(booking.amount, booking.currency, locale);

  const confirm = async () => {
    try {
      const { data } = await cancel({ variables: { reference: booking.reference } });
      const refund = data?.cancelBooking.refund;
      // The server's answer decides what we say: it applies the cut-off at the moment it cancels.
      toast.success(
        refund
          ? bookingMessages.cancelledWithRefund(formatMoney(refund.amount, booking.currency, locale))
          : bookingMessages.cancelled,
      );
      onDone(true);
    } catch (error) {
      toast.error(serverMessageOr(error, CHANGE_REFUSAL_CODES, bookingMessages.changeFailed));
      onDone(true);
    }
  };

  return (
    <ModalDialog
      title={t('booking.cancel.title')}
      description={
        <p>
          {t('booking.cancel.with', {
            name: booking.expert.name,
            when: formatAppointment(start, booking.end, zone, locale),
          })}
        </p>
      }
      onClose={() => onDone(false)}
      busy={loading}
      initialFocus={keepRef}
    >
      <p
        className={`mt-4 rounded-lg p-3 text-sm font-medium ring-1 ${
          refunded ? 'bg-green-50 text-green-900 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200'
        }`}
      >
        {refunded ? bookingMessages.refundInFull(amount) : bookingMessages.noRefund}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          ref={keepRef}
          type="button"
          onClick={() => onDone(false)}
          disabled={loading}
          className={dialogButton.secondary}
        >
          {t('booking.cancel.keep')}
        </button>
        <button type="button" onClick={() => void confirm()} disabled={loading} className={dialogButton.danger}>
          {loading
            ? t('booking.cancel.cancelling')
            : refunded
              ? t('booking.cancel.withRefund')
              : t('booking.cancel.withoutRefund')}
        </button>
      </div>
    </ModalDialog>
  );
}
