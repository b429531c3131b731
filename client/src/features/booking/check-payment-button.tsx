import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import { ConfirmBookingDocument } from '../../gql/graphql';
import { usePaymentMessages } from './payment-messages';
import { serverMessageOr } from '../../lib/graphql-errors';
import { booking } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

/** A pending booking: ask the server to verify the payment again (e.g. after a dropped connection). */
export function CheckPaymentButton({ reference, onChecked }: { reference: string; onChecked: () => void }) {
  const [confirmBooking] = useMutation(ConfirmBookingDocument);
  const [busy, setBusy] = useState(false);
  const paymentMessages = usePaymentMessages();
  const t = useT({ booking });

  const check = async () => {
    setBusy(true);
    try {
      const { data } = await confirmBooking({ variables: { reference } });
      const status = data?.confirmBooking.status;
      if (status === 'PAID') toast.success(paymentMessages.succeeded);
      // The hold ended and nobody paid (#39, item 1): not a failed payment; nothing was charged.
      else if (status === 'CANCELLED') toast(paymentMessages.holdEnded);
      else toast(paymentMessages.pending);
    } catch (error) {
      toast.error(serverMessageOr(error, ['UPSTREAM_FAILED'], paymentMessages.failed));
    } finally {
      setBusy(false);
      // A check may change the booking (FAILED, or CANCELLED once its hold ended): show what the server now holds.
      onChecked();
    }
  };

  return (
    <button
      type="button"
      disabled={busy}
      onClick={() => void check()}
      className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {busy ? t('booking.checking') : t('booking.checkPayment')}
    </button>
  );
}
