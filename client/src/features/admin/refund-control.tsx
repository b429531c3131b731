import { useState } from 'react';
import { TextField } from '../../components/text-field';
import { useMutation } from '@apollo/client/react';
import { Undo2 } from 'lucide-react';
import {
  AdminBookingsDocument,
  AuditLogDocument,
  RefundBookingDocument,
  type AdminBookingFieldsFragment,
} from '../../gql/graphql';
import toast from '../../components/toasts';
import { formatMoney } from '../../components/money';
import { adminMessages } from './admin-labels';
import { describeAdminError } from './admin-errors';
import { buttonStyle } from '../../components/busy-button';
import { IconButton } from '../../components/icon-button';

export function RefundControl({ booking }: { booking: AdminBookingFieldsFragment }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, { loading }] = useMutation(RefundBookingDocument, {
    refetchQueries: [AdminBookingsDocument, { query: AuditLogDocument, variables: { targetId: booking.id } }],
  });
  const run = async () => {
    try {
      await refund({ variables: { reference: booking.reference, reason: reason.trim() || null } });
      toast.success(adminMessages.refunded);
    } catch (error) {
      toast.error(describeAdminError(error).message);
    }
    setConfirming(false);
  };
  if (!confirming) {
    return (
      <IconButton icon={Undo2} onClick={() => setConfirming(true)} className="mt-5">
        Refund in full
      </IconButton>
    );
  }
  return (
    <div role="group" aria-label="Confirm refund" className="mt-5 rounded-lg bg-amber-50 p-4">
      <p className="font-medium text-slate-900">
        Refund {formatMoney(booking.amount, booking.currency)} to the member? The booking is cancelled; this cannot be
        undone.
      </p>
      <TextField
        label="Reason (told to the member and the expert)"
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={loading}
          onClick={() => void run()}
          className="rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        >
          {loading ? 'Refunding…' : 'Yes, refund in full'}
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={buttonStyle.secondary}>
          Keep the booking
        </button>
      </div>
    </div>
  );
}
