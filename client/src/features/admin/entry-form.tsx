import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import toast from '../../components/toasts';
import {
  AdminCrisisDirectoryDocument,
  SaveCrisisDirectoryEntryDocument,
  type CrisisDirectoryEntryFieldsFragment,
} from '../../gql/graphql';
import { FormField } from '../../components/form-field';
import { FormSelect } from '../../components/form-select';
import { showFormProblem } from '../../components/form-problem';
import { BusyButton } from '../../components/busy-button';
import { describeAdminError } from './admin-errors';

export type Entry = CrisisDirectoryEntryFieldsFragment;

interface Values {
  country: string;
  name: string;
  contact: string;
  url: string;
  kind: 'emergency' | 'support';
  source: string;
  verifiedOn: string;
}

const FIELDS = ['country', 'name', 'contact', 'url', 'source', 'verifiedOn'] as const;

const KINDS = [
  { value: 'support', label: 'Support line' },
  { value: 'emergency', label: 'Emergency number (police, ambulance)' },
] as const;

const blank: Values = { country: '', name: '', contact: '', url: '', kind: 'support', source: '', verifiedOn: '' };

function valuesOf(e: Entry): Values {
  return {
    country: e.country ?? '',
    name: e.name,
    contact: e.contact,
    url: e.url ?? '',
    kind: e.emergency ? 'emergency' : 'support',
    source: e.source,
    verifiedOn: e.verifiedOn,
  };
}

export function EntryForm({ entry, onDone }: { entry: Entry | 'new'; onDone: () => void }) {
  const form = useForm<Values>({ defaultValues: entry === 'new' ? blank : valuesOf(entry) });
  const [save] = useMutation(SaveCrisisDirectoryEntryDocument, { refetchQueries: [AdminCrisisDirectoryDocument] });
  const submit = form.handleSubmit(async (v) => {
    try {
      await save({
        variables: {
          id: entry === 'new' ? null : entry.id,
          input: {
            country: v.country || null,
            name: v.name,
            contact: v.contact,
            url: v.url || null,
            emergency: v.kind === 'emergency',
            source: v.source,
            verifiedOn: v.verifiedOn,
          },
        },
      });
      toast.success('Help line saved.');
      onDone();
    } catch (error) {
      showFormProblem(form, FIELDS, describeAdminError(error));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
      aria-label={entry === 'new' ? 'New help line' : 'Edit help line'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="country"
          label="Country code"
          hint="Two letters, e.g. NG. Leave empty for an international entry."
          autoComplete="off"
          maxLength={2}
        />
        <FormSelect form={form} name="kind" label="Kind" options={KINDS} />
      </div>
      <FormField form={form} name="name" label="Name" autoComplete="off" required />
      <FormField form={form} name="contact" label="Number or address" autoComplete="off" required />
      <FormField form={form} name="url" label="Web page (optional)" type="url" autoComplete="off" />
      <FormField
        form={form}
        name="source"
        label="Source you checked"
        hint="The public page that confirms this line."
        type="url"
        autoComplete="off"
        required
      />
      <FormField
        form={form}
        name="verifiedOn"
        label="Date you checked it"
        hint="YYYY-MM-DD"
        autoComplete="off"
        required
      />
      <div className="flex gap-2">
        <BusyButton busy={form.formState.isSubmitting} label="Save help line" busyLabel="Saving…" />
        <button
          type="button"
          onClick={onDone}
          className="rounded-full px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
