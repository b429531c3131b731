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
import { describeAdminError } from './admin-errors';
import { buttonStyle } from '../../components/busy-button';
import { IconButton } from '../../components/icon-button';
import { admin } from 'app-en:admin';
import { useLocale, useT } from '../../lib/i18n/locale';

export function RefundControl({ booking }: { booking: AdminBookingFieldsFragment }) {
  const t = useT({ admin });
  const { locale } = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [refund, { loading }] = useMutation(RefundBookingDocument, {
    refetchQueries: [AdminBookingsDocument, { query: AuditLogDocument, variables: { targetId: booking.id } }],
  });
  const run = async () => {
    try {
      await refund({ variables: { reference: booking.reference, reason: reason.trim() || null } });
      toast.success(t('admin.refund.done'));
    } catch (error) {
      toast.error(describeAdminError(error, t).message);
    }
    setConfirming(false);
  };
  if (!confirming) {
    return (
      <IconButton icon={Undo2} onClick={() => setConfirming(true)} className="mt-5">
        {t('admin.refund.button')}
      </IconButton>
    );
  }
  return (
    <div role="group" aria-label={t('admin.refund.confirm')} className="mt-5 rounded-lg bg-amber-50 p-4">
      <p className="font-medium text-slate-900">
        {t('admin.refund.question', { amount: formatMoney(booking.amount, booking.currency, locale) })}
      </p>
      <TextField
        label={t('admin.refund.reason')}
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
          {loading ? t('admin.refund.busy') : t('admin.refund.yes')}
        </button>
        <button type="button" onClick={() => setConfirming(false)} className={buttonStyle.secondary}>
          {t('admin.refund.keep')}
        </button>
      </div>
    </div>
  );
}
