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
import { BusyButton } from '../../components/busy-button';
import { adminSubmit } from './admin-submit';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';
import { Form } from '../../components/form';

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
  { value: 'support', label: 'admin.helplines.support' },
  { value: 'emergency', label: 'admin.helplines.emergencyKind' },
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
  const t = useT({ admin });
  const form = useForm<Values>({ defaultValues: entry === 'new' ? blank : valuesOf(entry) });
  const [save] = useMutation(SaveCrisisDirectoryEntryDocument, { refetchQueries: [AdminCrisisDirectoryDocument] });
  const submit = adminSubmit(form, FIELDS, t, async (v) => {
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
    toast.success(t('admin.helplines.saved'));
    onDone();
  });
  return (
    <Form
      onSubmit={submit}
      className="mt-4 space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
      aria-label={entry === 'new' ? t('admin.helplines.newForm') : t('admin.helplines.editForm')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="country"
          label={t('admin.helplines.country')}
          hint={t('admin.helplines.countryHint')}
          autoComplete="off"
          maxLength={2}
        />
        <FormSelect
          form={form}
          name="kind"
          label={t('admin.helplines.kind')}
          options={KINDS.map(({ value, label }) => ({ value, label: t(label) }))}
        />
      </div>
      <FormField form={form} name="name" label={t('admin.helplines.name')} autoComplete="off" required />
      <FormField form={form} name="contact" label={t('admin.helplines.contact')} autoComplete="off" required />
      <FormField form={form} name="url" label={t('admin.helplines.url')} type="url" autoComplete="off" />
      <FormField
        form={form}
        name="source"
        label={t('admin.helplines.source')}
        hint={t('admin.helplines.sourceHint')}
        type="url"
        autoComplete="off"
        required
      />
      <FormField
        form={form}
        name="verifiedOn"
        label={t('admin.helplines.verifiedOn')}
        hint={t('admin.helplines.verifiedOnHint')}
        autoComplete="off"
        required
      />
      <div className="flex gap-2">
        <BusyButton
          busy={form.formState.isSubmitting}
          label={t('admin.helplines.save')}
          busyLabel={t('admin.helplines.busy')}
        />
        <button
          type="button"
          onClick={onDone}
          className="rounded-full px-4 py-2 font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
        >
          {t('admin.helplines.cancel')}
        </button>
      </div>
    </Form>
  );
}
