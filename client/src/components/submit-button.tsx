import { BusyButton } from './busy-button';

export const CARD_BUTTON =
  'w-full rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

/** The card's full-width submit button; its label changes while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return <BusyButton busy={busy} label={label} busyLabel={busyLabel} className={CARD_BUTTON} />;
}
