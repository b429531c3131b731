import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

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

/** A form's submit (its label changes while sent; red for what cannot be undone) and Cancel. */
export function FormButtons({
  busy,
  label,
  busyLabel,
  onCancel,
  danger = false,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <BusyButton
        busy={busy}
        label={label}
        busyLabel={busyLabel}
        className={danger ? buttonStyle.dangerSolid : buttonStyle.primary}
      />
      <button type="button" onClick={onCancel} className={buttonStyle.secondary}>
        Cancel
      </button>
    </div>
  );
}

/** A secondary button with an icon before its text (the icon is decoration: the text names the button). */
export function IconButton({
  icon: Icon,
  onClick,
  disabled,
  className = 'mt-4',
  children,
}: {
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={`${className} inline-flex items-center gap-2 ${buttonStyle.secondary} disabled:opacity-70`}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </button>
  );
}
