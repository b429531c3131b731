import { dialogButton } from './modal-dialog';

/**
 * The two buttons at the foot of a dialog that holds a form: one that closes it unchanged, and the
 * form's submit button (its label says when it is busy). On a phone the submit button comes first.
 */
export function DialogFormActions({
  keepLabel,
  submitLabel,
  busyLabel,
  busy,
  onKeep,
  tone = 'primary',
}: {
  keepLabel: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  onKeep: () => void;
  tone?: 'primary' | 'danger';
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <button type="button" onClick={onKeep} disabled={busy} className={dialogButton.secondary}>
        {keepLabel}
      </button>
      <button type="submit" disabled={busy} className={dialogButton[tone]}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
