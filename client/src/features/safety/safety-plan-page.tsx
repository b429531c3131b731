import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SafetyPlanDocument, SaveSafetyPlanDocument } from '../../gql/strings/graphql';
import toast from '../../components/toasts';
import { SafetyPlanSummary } from '../../components/safety-plan-summary';
import { graphqlRequest, GraphQLRequestError } from '../../lib/graphql-request';
import {
  cacheSafetyPlan,
  cachedSafetyPlan,
  forgetCachedSafetyPlan,
  type CachedSafetyPlan,
} from '../../lib/safety-plan-cache';
import { SAFETY_PLAN_STEPS } from '../../lib/safety-plan-steps';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BusyButton } from '../../components/buttons';
import { schema, type Values, toValues } from './safety-plan-form';
import { TextStep } from './text-step';
import { ContactStep } from './contact-step';

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
          <input type="checkbox" {...register('keepOnDevice')} className="h-6 w-6 shrink-0" />
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
