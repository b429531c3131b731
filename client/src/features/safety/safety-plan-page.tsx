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
import { BusyButton } from '../../components/busy-button';
import { schema, type Values, toValues } from './safety-plan-form';
import { TextStep } from './text-step';
import { ContactStep } from './contact-step';
import { safetyPlan } from 'app-en:safetyPlan';
import { useT } from '../../lib/i18n/locale';
import { useRuleWords } from '../auth/rule-words';

/** /safety-plan: the member's Stanley-Brown safety plan, each step a short list they edit; printable. */
export default function SafetyPlanPage() {
  const t = useT({ safetyPlan });
  useDocumentTitle(t('safetyPlan.title'));
  const [plan, setPlan] = useState<CachedSafetyPlan | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const ruleWords = useRuleWords();
  const form = useForm<Values>({ resolver: ruleWords(zodResolver(schema)), defaultValues: toValues(null, false) });
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
      toast.success(t('safetyPlan.saved'));
    } catch (error) {
      toast.error(error instanceof GraphQLRequestError ? error.message : t('safetyPlan.saveFailed'));
    }
  };

  if (plan === undefined) return <p className="px-6 py-8 text-slate-600">{t('safetyPlan.opening')}</p>;

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('safetyPlan.title')}</h1>
      <p className="mt-2 text-slate-700 print:hidden">{t('safetyPlan.intro')}</p>
      {loadFailed && (
        <p role="alert" className="mt-3 text-rose-700 print:hidden">
          {t('safetyPlan.unreachable')}
          {plan ? ` ${t('safetyPlan.deviceCopy')}` : ''}
        </p>
      )}
      <div className="hidden print:block">
        {plan ? <SafetyPlanSummary plan={plan} /> : <p>{t('safetyPlan.noPlan')}</p>}
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 space-y-6 print:hidden">
        {SAFETY_PLAN_STEPS.map((step) => {
          const shared = {
            title: t(`safetyPlan.steps.${step.key}.title`),
            label: t(`safetyPlan.steps.${step.key}.name`),
            hint: t(`safetyPlan.steps.${step.key}.hint`),
            control,
            register,
            errors: formState.errors,
          };
          return step.kind === 'contacts' ? (
            <ContactStep key={step.key} name={step.key} {...shared} />
          ) : (
            <TextStep key={step.key} name={step.key} {...shared} />
          );
        })}
        <label className="flex items-start gap-2">
          <input type="checkbox" {...register('keepOnDevice')} className="h-6 w-6 shrink-0" />
          <span>{t('safetyPlan.keepOnDevice')}</span>
        </label>
        <div className="flex flex-wrap gap-3">
          <BusyButton busy={formState.isSubmitting} label={t('safetyPlan.save')} busyLabel={t('safetyPlan.saving')} />
          <button
            type="button"
            onClick={() => window.print()}
            className="rounded-full border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
          >
            {t('safetyPlan.print')}
          </button>
        </div>
      </form>
    </div>
  );
}
