import { useRef } from 'react';
import { dialogButton, ModalDialog } from '../../components/modal-dialog';
import { booking } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

export interface TestCheckoutDialogProps {
  /** The price, formatted (₦5,000.00). */
  amount: string;
  email: string;
  expertName?: string;
  /** The appointment's time as the member reads it, when it has one. */
  when?: string;
  /** True while the payment is being recorded and confirmed: both buttons wait. */
  busy: boolean;
  onPay(): void;
  onCancel(): void;
}

/**
 * The built-in checkout used when the server has no payment provider configured (development and
 * tests only; production always uses the real provider). Clearly labelled as a test: no card, no
 * money. A modal dialog: focus starts on Pay and stays inside; Escape cancels.
 */
export function TestCheckoutDialog({
  amount,
  email,
  expertName,
  when,
  busy,
  onPay,
  onCancel,
}: TestCheckoutDialogProps) {
  const t = useT({ booking });
  const payRef = useRef<HTMLButtonElement>(null);
  return (
    <ModalDialog
      title={t('booking.testCheckout.title')}
      description={t('booking.testCheckout.description')}
      badge={
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
          {t('booking.testCheckout.badge')}
        </p>
      }
      initialFocus={payRef}
      busy={busy}
      onClose={onCancel}
    >
      <dl className="mt-5 space-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
        {expertName && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('booking.testCheckout.with')}</dt>
            <dd className="text-right font-medium text-slate-900">{expertName}</dd>
          </div>
        )}
        {when && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">{t('booking.testCheckout.when')}</dt>
            <dd className="text-right font-medium text-slate-900">{when}</dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('booking.testCheckout.receipt')}</dt>
          <dd className="text-right font-medium break-all text-slate-900">{email}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('booking.testCheckout.amount')}</dt>
          <dd className="text-right text-lg font-bold text-slate-900">{amount}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={() => !busy && onCancel()}
          aria-disabled={busy || undefined}
          className={dialogButton.secondary}
        >
          {t('booking.testCheckout.cancel')}
        </button>
        <button
          ref={payRef}
          type="button"
          onClick={() => !busy && onPay()}
          aria-disabled={busy || undefined}
          className={dialogButton.primary}
        >
          {busy ? t('booking.testCheckout.paying') : t('booking.testCheckout.pay')}
        </button>
      </div>
    </ModalDialog>
  );
}
