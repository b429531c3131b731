import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type ReactNode } from 'react';
import {
  useFieldArray,
  useForm,
  type Control,
  type FieldArray,
  type UseFormRegister,
  type FieldErrors,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { safetyPlanFormContact, safetyPlanFormEntry, safetyPlanFormList } from '@mindcheck/common';
import { SafetyPlanDocument, SaveSafetyPlanDocument } from '../../gql/strings/graphql';
import toast from '../../components/toasts';
import { SafetyPlanSummary } from '../../components/get-help-now';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-request';
import {
  cacheSafetyPlan,
  cachedSafetyPlan,
  forgetCachedSafetyPlan,
  type CachedSafetyPlan,
} from '../../lib/safety-plan-cache';
import {
  SAFETY_PHONE_MAX_CHARS,
  SAFETY_PLAN_MAX_CHARS,
  SAFETY_PLAN_MAX_ENTRIES,
  SAFETY_PLAN_STEPS,
} from '../../lib/safety-plan-steps';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BusyButton } from '../../components/buttons';

// The rules are common's (the service checks the same ones).
const entry = safetyPlanFormEntry;
const contact = safetyPlanFormContact;
const list = safetyPlanFormList;
const schema = z.object({
  warningSigns: list(entry),
  copingStrategies: list(entry),
  distractions: list(entry),
  peopleToAsk: list(contact),
  professionals: list(contact),
  safeEnvironment: list(entry),
  reasonsForLiving: list(entry),
  keepOnDevice: z.boolean(),
});
type Values = z.infer<typeof schema>;
type TextKey = 'warningSigns' | 'copingStrategies' | 'distractions' | 'safeEnvironment' | 'reasonsForLiving';
type ContactKey = 'peopleToAsk' | 'professionals';

function toValues(plan: CachedSafetyPlan | null, keepOnDevice: boolean): Values {
  const text = (items?: string[]) => (items?.length ? items : ['']).map((value) => ({ value }));
  const contacts = (items?: { name: string; phone?: string | null }[]) =>
    (items?.length ? items : [{ name: '', phone: '' }]).map((c) => ({ name: c.name, phone: c.phone ?? '' }));
  return {
    warningSigns: text(plan?.warningSigns),
    copingStrategies: text(plan?.copingStrategies),
    distractions: text(plan?.distractions),
    peopleToAsk: contacts(plan?.peopleToAsk),
    professionals: contacts(plan?.professionals),
    safeEnvironment: text(plan?.safeEnvironment),
    reasonsForLiving: text(plan?.reasonsForLiving),
    keepOnDevice,
  };
}

/** /safety-plan: the member's Stanley-Brown safety plan, each step a short list they edit; printable. */
export default function SafetyPlanPage() {
  useDocumentTitle('My safety plan');
  const [plan, setPlan] = useState<CachedSafetyPlan | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toValues(null, false) });
  const { register, control, handleSubmit, reset, formState } = form;

  useEffect(() => {
    let current = true;
    graphqlRequest(SafetyPlanDocument).then(
      ({ safetyPlan }) => {
        if (!current) return;
        setPlan(safetyPlan);
        reset(toValues(safetyPlan, cachedSafetyPlan() !== null));
      },
      () => {
        if (!current) return;
        const cached = cachedSafetyPlan();
        setLoadFailed(true);
        setPlan(cached);
        reset(toValues(cached, cached !== null));
      },
    );
    return () => {
      current = false;
    };
  }, [reset]);

  const onSubmit = async (values: Values) => {
    const text = (items: { value: string }[]) => items.map((i) => i.value);
    const contacts = (items: { name: string; phone: string }[]) =>
      items.map((c) => ({ name: c.name, phone: c.phone.trim() || null }));
    try {
      const { saveSafetyPlan } = await graphqlRequest(SaveSafetyPlanDocument, {
        input: {
          warningSigns: text(values.warningSigns),
          copingStrategies: text(values.copingStrategies),
          distractions: text(values.distractions),
          peopleToAsk: contacts(values.peopleToAsk),
          professionals: contacts(values.professionals),
          safeEnvironment: text(values.safeEnvironment),
          reasonsForLiving: text(values.reasonsForLiving),
        },
      });
      if (values.keepOnDevice) cacheSafetyPlan(saveSafetyPlan);
      else forgetCachedSafetyPlan();
      setPlan(saveSafetyPlan);
      reset(toValues(saveSafetyPlan, values.keepOnDevice));
      toast.success('Your safety plan is saved.');
    } catch (error) {
      toast.error(
        error instanceof GraphQLRequestError ? error.message : 'We could not save your plan. Please try again.',
      );
    }
  };

  if (plan === undefined) return <p className="px-6 py-8 text-slate-600">Opening your safety plan…</p>;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">My safety plan</h1>
      <p className="mt-2 text-slate-700 print:hidden">
        A plan you write while you feel steady, to follow step by step in a hard moment. Keep each list short, in your
        own words.
      </p>
      {loadFailed && (
        <p role="alert" className="mt-3 text-rose-700 print:hidden">
          We could not reach MindCheck.{plan ? ' This is the copy kept on this device.' : ''}
        </p>
      )}
      <div className="hidden print:block">
        {plan ? <SafetyPlanSummary plan={plan} /> : <p>No safety plan saved yet.</p>}
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-6 print:hidden">
        {SAFETY_PLAN_STEPS.map((step) => {
          const shared = { title: step.title, hint: step.hint, control, register, errors: formState.errors };
          return step.kind === 'contacts' ? (
            <ContactStep key={step.key} name={step.key} {...shared} />
          ) : (
            <TextStep key={step.key} name={step.key} {...shared} />
          );
        })}
        <label className="flex items-start gap-2">
          <input type="checkbox" {...register('keepOnDevice')} className="mt-1 h-5 w-5" />
          <span>
            Keep a copy on this device, so "Get help now" can show it even without a connection. Anyone using this
            device could see it; it is removed when you sign out.
          </span>
        </label>
        <div className="flex flex-wrap gap-3">
          <BusyButton busy={formState.isSubmitting} label="Save my plan" busyLabel="Saving…" />
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-full border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            Print my plan
          </button>
        </div>
      </form>
    </div>
  );
}

interface StepProps<K> {
  name: K;
  title: string;
  hint: string;
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

function TextStep({ register, errors, ...step }: StepProps<TextKey>) {
  return (
    <ListStep
      {...step}
      blank={{ value: '' }}
      adds="an entry"
      listClassName="space-y-2"
      itemClassName="flex items-end gap-2"
    >
      {(index, label) => (
        <EntryInput
          className="flex-1"
          id={`${step.name}-${index}`}
          label={`${label}, entry ${index + 1}`}
          registration={register(`${step.name}.${index}.value`)}
          error={errors[step.name]?.[index]?.value?.message}
        />
      )}
    </ListStep>
  );
}

function ContactStep({ register, errors, ...step }: StepProps<ContactKey>) {
  return (
    <ListStep
      {...step}
      blank={{ name: '', phone: '' }}
      adds="a contact"
      listClassName="space-y-3"
      itemClassName="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-end"
    >
      {(index) => (
        <>
          <EntryInput
            id={`${step.name}-${index}-name`}
            label={`Name ${index + 1}`}
            registration={register(`${step.name}.${index}.name`)}
            error={errors[step.name]?.[index]?.name?.message}
          />
          <EntryInput
            id={`${step.name}-${index}-phone`}
            label={`Phone ${index + 1}`}
            type="tel"
            maxLength={SAFETY_PHONE_MAX_CHARS}
            registration={register(`${step.name}.${index}.phone`)}
            error={errors[step.name]?.[index]?.phone?.message}
          />
        </>
      )}
    </ListStep>
  );
}

/**
 * A step of the plan: its list of entries (each with its inputs and a Remove button), and a button
 * to add one while fewer than the most.
 */
function ListStep<K extends TextKey | ContactKey>({
  name,
  title,
  hint,
  control,
  blank,
  adds,
  listClassName,
  itemClassName,
  children,
}: {
  name: K;
  title: string;
  hint: string;
  control: Control<Values>;
  blank: FieldArray<Values, K>;
  /** What the add button adds: "an entry", "a contact". */
  adds: string;
  listClassName: string;
  itemClassName: string;
  /** The inputs of entry `index`; `label` is the step's title without its number. */
  children: (index: number, label: string) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray<Values, K>({ control, name });
  const label = title.replace(/^\d\.\s*/, '');
  const noun = adds.split(' ')[1];
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      <p className="text-sm text-slate-600">{hint}</p>
      <ul className={`mt-2 ${listClassName}`}>
        {fields.map((field, index) => (
          <li key={field.id} className={itemClassName}>
            {children(index, label)}
            <button
              type="button"
              onClick={() => remove(index)}
              aria-label={`Remove ${noun} ${index + 1} of ${label}`}
              className="min-h-11 rounded-md px-3 text-sm text-slate-700 hover:bg-slate-100"
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {fields.length < SAFETY_PLAN_MAX_ENTRIES && (
        <button
          type="button"
          onClick={() => append(blank)}
          className="mt-2 min-h-11 rounded-md px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          Add {adds} to {label.toLowerCase()}
        </button>
      )}
    </fieldset>
  );
}

/** One input of an entry with its visible label and, under it, its problem. */
function EntryInput({
  id,
  label,
  registration,
  error,
  type,
  maxLength = SAFETY_PLAN_MAX_CHARS,
  className,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type={type}
        {...registration}
        maxLength={maxLength}
        className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
      />
      {error && (
        <p role="alert" className="text-sm text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}
