import type { FormEvent, ReactNode } from 'react';
import { FormButtons } from '../../components/form-buttons';
import { OpenFormButton } from './open-form-button';
import { Form } from '../../components/form';

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
    <Form onSubmit={onSubmit} className="mt-4 space-y-4" aria-label={name}>
      {children}
      <FormButtons busy={busy} label={label} busyLabel={busyLabel} onCancel={onCancel} />
    </Form>
  );
}
