import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/form-field';
import { buttonStyle, FormButtons } from '../../components/buttons';

/** A card of the profile page with its heading (named by it for assistive technology). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The button that opens a card's form. */
export function OpenFormButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className={`mt-4 ${buttonStyle.secondary}`}>
      {children}
    </button>
  );
}

/**
 * A card's form behind its button. Closed: what `closed` says, then the button (named `name`).
 * Open: the fields, then the submit and Cancel (which closes it).
 */
export function OpenableForm({
  name,
  open,
  onOpen,
  onCancel,
  onSubmit,
  busy,
  label,
  busyLabel,
  closed,
  children,
}: {
  name: string;
  open: boolean;
  onOpen: () => void;
  onCancel: () => void;
  onSubmit: (event: FormEvent) => Promise<void>;
  busy: boolean;
  label: string;
  busyLabel: string;
  closed?: ReactNode;
  children: ReactNode;
}) {
  if (!open)
    return (
      <>
        {closed}
        <OpenFormButton onClick={onOpen}>{name}</OpenFormButton>
      </>
    );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-4 space-y-4" aria-label={name}>
      {children}
      <FormButtons busy={busy} label={label} busyLabel={busyLabel} onCancel={onCancel} />
    </form>
  );
}

/** "Your password", asked of password accounts to confirm a change (the form's `password` field). */
export function ConfirmWithPassword<T extends FieldValues & { password: string }, C, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, C, O>;
}) {
  return (
    <FormField
      form={form}
      name={'password' as Path<T>}
      label="Your password"
      type="password"
      autoComplete="current-password"
    />
  );
}
