import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';

export interface TestCheckoutDialogProps {
  /** The price, formatted (₦5,000.00). */
  amount: string;
  email: string;
  expertName?: string;
  /** True while the payment is being recorded and confirmed: both buttons wait. */
  busy: boolean;
  onPay(): void;
  onCancel(): void;
}

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The built-in checkout used when the server has no payment provider configured (development and
 * tests only; production always uses the real provider). Clearly labelled as a test: no card, no
 * money. A modal dialog: focus starts on Pay and stays inside; Escape cancels.
 */
export function TestCheckoutDialog({ amount, email, expertName, busy, onPay, onCancel }: TestCheckoutDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const payRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    payRef.current?.focus();
    // A click outside (on the backdrop) must not leave focus behind the dialog.
    const keepFocusInside = (event: FocusEvent) => {
      if (dialogRef.current && event.target instanceof Node && !dialogRef.current.contains(event.target)) {
        payRef.current?.focus();
      }
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => document.removeEventListener('focusin', keepFocusInside);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        className="w-full max-w-md rounded-2xl bg-white p-6 text-left shadow-xl ring-1 ring-slate-200 sm:p-8"
      >
        <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold tracking-wide text-amber-900 uppercase">
          Test mode
        </p>
        <h2 id={titleId} className="mt-3 text-xl font-bold text-slate-900">
          Test checkout — no real payment
        </h2>
        <p id={descriptionId} className="mt-2 text-sm text-slate-700">
          No payment provider is set up on this server, so this checkout is simulated. No card is charged and no money
          moves. Pay confirms the booking through the server exactly as a real payment would.
        </p>
        <dl className="mt-5 space-y-2 rounded-xl bg-slate-50 p-4 text-sm ring-1 ring-slate-200">
          {expertName && (
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">Appointment with</dt>
              <dd className="text-right font-medium text-slate-900">{expertName}</dd>
            </div>
          )}
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Receipt to</dt>
            <dd className="text-right font-medium break-all text-slate-900">{email}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Amount</dt>
            <dd className="text-right text-lg font-bold text-slate-900">{amount}</dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => !busy && onCancel()}
            aria-disabled={busy || undefined}
            className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
          >
            Cancel
          </button>
          <button
            ref={payRef}
            type="button"
            onClick={() => !busy && onPay()}
            aria-disabled={busy || undefined}
            className="rounded-full bg-brand-700 px-6 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
          >
            {busy ? 'Paying...' : 'Pay'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
