/** The app's common button looks (Tailwind classes), so that a form's buttons match across pages. */
export const buttonStyle = {
  primary:
    'rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-70',
  secondary: 'rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50',
  danger: 'rounded-full border border-red-300 bg-white px-5 py-2.5 font-semibold text-red-700 hover:bg-red-50',
  dangerSolid:
    'rounded-full bg-red-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-red-800 disabled:opacity-70',
} as const;

/** A form's submit button; its label changes while the form is sent. */
export function BusyButton({
  busy,
  label,
  busyLabel,
  className = buttonStyle.primary,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy ? busyLabel : label}
    </button>
  );
}
