import type { FormEvent, ReactNode } from 'react';
import { SubmitButton } from './submit-button';
import { Form } from './form';

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
    <Form onSubmit={onSubmit} className="mt-6 space-y-5" aria-label={name}>
      {children}
      <SubmitButton busy={busy} label={label} busyLabel={busyLabel} />
    </Form>
  );
}
