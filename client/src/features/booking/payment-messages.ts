import { booking } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

/**
 * The payment texts the member sees, in the language shown. In English the first two are the
 * spec's (section 8, common's messages), to the letter; "pending" is our own words (the provider
 * has not finished); "hold ended" is #39 item 1's ("Check payment" on a checkout whose hold ended
 * before anyone paid).
 */
export function usePaymentMessages() {
  const t = useT({ booking });
  return {
    succeeded: t('booking.payment.succeeded'),
    failed: t('booking.payment.failed'),
    pending: t('booking.payment.pending'),
    holdEnded: t('booking.payment.holdEnded'),
  };
}
