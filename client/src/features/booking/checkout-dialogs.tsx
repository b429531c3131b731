import { browserTimeZone, formatAppointment } from '../../lib/appointment-time';
import { formatMoney } from '../../components/money';
import { SlotPickerDialog } from './slot-picker-dialog';
import { TestCheckoutDialog } from './test-checkout-dialog';
import type { useBookingCheckout } from './use-booking-checkout';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

/**
 * The dialogs of a checkout (Book Now, or paying again): the slot picker while the member chooses a
 * time, then the labelled test checkout when no payment provider is set (development).
 */
export function CheckoutDialogs({
  flow,
  expertId,
  expertName,
  notice,
}: {
  flow: ReturnType<typeof useBookingCheckout>;
  expertId: string;
  expertName?: string;
  /** Why the picker opened by itself (the time asked for has gone). */
  notice?: string;
}) {
  const t = useT({ booking: words });
  const { locale } = useLocale();
  const { phase, checkout, slot } = flow;
  return (
    <>
      {phase === 'picking' && (
        <SlotPickerDialog
          expertId={expertId}
          expertName={expertName}
          confirmLabel={t('booking.continueToPayment')}
          busyLabel={t('booking.openingCheckout')}
          notice={notice}
          onChoose={flow.start}
          onClose={flow.finish}
        />
      )}
      {phase !== 'idle' && phase !== 'picking' && checkout?.simulated && (
        <TestCheckoutDialog
          amount={formatMoney(checkout.amount, checkout.currency, locale)}
          email={checkout.email}
          expertName={expertName}
          when={slot ? formatAppointment(slot.start, slot.end, browserTimeZone(), locale) : undefined}
          busy={flow.testPaying}
          onPay={() => void flow.payInTestCheckout(checkout.reference)}
          onCancel={() => flow.cancel(checkout.reference)}
        />
      )}
    </>
  );
}
