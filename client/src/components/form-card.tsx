import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { BusyButton } from './buttons';

/**
 * The frame of the one-form pages (sign-in, sign-up, account recovery): a centred card with a
 * heading, a line under it and, below the form, an optional footer line.
 */
export function FormCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        {children}
        {footer && <p className="mt-8 text-center text-sm text-slate-600">{footer}</p>}
      </div>
    </section>
  );
}

const CARD_BUTTON =
  'w-full rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70';

/** The card's full-width submit button; its label changes while the form is sent. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return <BusyButton busy={busy} label={label} busyLabel={busyLabel} className={CARD_BUTTON} />;
}

/** The card's one action where it has no form (confirm a link): full width, its label changes while it runs. */
export function CardAction({
  busy,
  label,
  busyLabel,
  onClick,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  onClick: () => void;
}) {
  return (
    <button type="button" onClick={onClick} disabled={busy} className={`mt-6 ${CARD_BUTTON}`}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The card's way on (after a message): a link that looks like a button. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6">
      <Link
        to={to}
        className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {children}
      </Link>
    </p>
  );
}

/** The card's form: its fields, then the submit button. */
export function CardForm({
  name,
  onSubmit,
  busy,
  label,
  busyLabel,
  children,
}: {
  name: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  busy: boolean;
  label: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 space-y-5" aria-label={name}>
      {children}
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
    </form>
  );
}
