import { telHref } from '../lib/crisis-shell';
import type { CachedSafetyPlan } from '../lib/safety-plan-cache';
import { SAFETY_PLAN_STEPS } from '../lib/safety-plan-steps';
import { safetyPlan } from 'app-en:safetyPlan';
import { useT } from '../lib/i18n/locale';

/** The plan's steps as lists (what the member wrote, in their order). */
export function SafetyPlanSummary({ plan }: { plan: CachedSafetyPlan }) {
  const t = useT({ safetyPlan });
  return (
    <ol className="mt-2 space-y-3">
      {SAFETY_PLAN_STEPS.map((step) => {
        const entries =
          step.kind === 'contacts'
            ? plan[step.key].map((c) => ({ text: c.name, phone: c.phone ?? null }))
            : plan[step.key].map((text) => ({ text, phone: null }));
        return (
          <li key={step.key}>
            <h4 className="font-semibold">{t(`safetyPlan.steps.${step.key}.title`)}</h4>
            {entries.length ? (
              <ul className="ml-5 list-disc">
                {entries.map((e, i) => {
                  const tel = e.phone ? telHref(e.phone) : null;
                  return (
                    <li key={i}>
                      {e.text}
                      {e.phone &&
                        (tel ? (
                          <>
                            {': '}
                            <a href={tel} className="underline">
                              {e.phone}
                            </a>
                          </>
                        ) : (
                          `: ${e.phone}`
                        ))}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">{t('safetyPlan.nothingYet')}</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
