import { CHANGE_CUTOFF_HOURS } from '../../lib/appointment-time';
import { booking } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

/** The member's appointment texts in the language shown (our own words; the payment ones are in payment-messages.ts). */
export function useBookingMessages() {
  const t = useT({ booking });
  return {
    refundInFull: (amount: string) => t('booking.change.refundInFull', { amount }),
    noRefund: t('booking.change.noRefund', { hours: CHANGE_CUTOFF_HOURS }),
    cancelledWithRefund: (amount: string) => t('booking.change.cancelledWithRefund', { amount }),
    cancelled: t('booking.change.cancelled'),
    rescheduled: (when: string) => t('booking.change.rescheduled', { when }),
    tooLateToChange: t('booking.change.tooLate', { hours: CHANGE_CUTOFF_HOURS }),
    changeFailed: t('booking.change.failed'),
  };
}
