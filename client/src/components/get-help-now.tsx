import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { SafetyPlanDocument } from '../gql/strings/graphql';
import { graphqlRequest } from '../lib/graphql-request';
import { shellCrisisResources } from '../lib/crisis-shell';
import { HelpNowResources } from './help-now-resources';
import { SafetyPlanSummary } from './safety-plan-summary';
import { cachedSafetyPlan, cacheSafetyPlan, isSafetyPlanCached, type CachedSafetyPlan } from '../lib/safety-plan-cache';
import { help } from 'app-en:help';
import { useT } from '../lib/i18n/locale';

type PlanState = { status: 'idle' | 'loading' | 'none' | 'shown'; plan: CachedSafetyPlan | null; offline: boolean };

/**
 * "Get help now", in the header of every page: one tap opens the crisis resources (from the page
 * shell, so they show while the API is down) and, for a member, their safety plan (from the
 * server, or from this device when they allowed it).
 */
export function GetHelpNow({ signedIn, country }: { signedIn: boolean; country?: string | null }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [plan, setPlan] = useState<PlanState>({ status: 'idle', plan: null, offline: false });
  const resources = shellCrisisResources(country);
  const t = useT({ help });

  const open = () => {
    dialogRef.current?.showModal();
    const cached = cachedSafetyPlan();
    if (!signedIn) {
      setPlan(
        cached ? { status: 'shown', plan: cached, offline: true } : { status: 'idle', plan: null, offline: false },
      );
      return;
    }
    setPlan(
      cached ? { status: 'shown', plan: cached, offline: false } : { status: 'loading', plan: null, offline: false },
    );
    graphqlRequest(SafetyPlanDocument).then(
      ({ safetyPlan }) => {
        if (safetyPlan && isSafetyPlanCached()) cacheSafetyPlan(safetyPlan);
        setPlan(
          safetyPlan
            ? { status: 'shown', plan: safetyPlan, offline: false }
            : { status: 'none', plan: null, offline: false },
        );
      },
      () =>
        setPlan(
          cached ? { status: 'shown', plan: cached, offline: true } : { status: 'none', plan: null, offline: true },
        ),
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        className="inline-flex min-h-11 items-center rounded-md bg-rose-700 px-3 py-2 text-sm font-semibold text-white hover:bg-rose-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700 print:hidden"
      >
        {t('help.button')}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby="get-help-heading"
        className="m-auto max-h-[90dvh] w-[min(40rem,calc(100vw-2rem))] overflow-y-auto rounded-2xl p-0 text-slate-800 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id="get-help-heading" className="text-xl font-semibold text-rose-900">
              {t('help.button')}
            </h2>
            <button
              type="button"
              onClick={() => dialogRef.current?.close()}
              className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100"
            >
              {t('help.close')}
            </button>
          </div>
          <p className="mt-2">{t('help.intro')}</p>
          <HelpNowResources resources={resources} />
          {(signedIn || plan.plan) && (
            <section aria-labelledby="get-help-plan" className="mt-5">
              <h3 id="get-help-plan" className="text-lg font-semibold">
                {t('help.planHeading')}
              </h3>
              {plan.status === 'loading' && <p className="mt-2 text-slate-600">{t('help.opening')}</p>}
              {plan.offline && plan.plan && <p className="mt-1 text-sm text-slate-600">{t('help.offlineCopy')}</p>}
              {plan.status === 'none' && (
                <p className="mt-2">
                  {plan.offline ? t('help.unreachable') : t('help.noPlan')}{' '}
                  <Link
                    to="/safety-plan"
                    onClick={() => dialogRef.current?.close()}
                    className="font-medium text-brand-800 underline"
                  >
                    {t('help.makePlan')}
                  </Link>
                </p>
              )}
              {plan.plan && <SafetyPlanSummary plan={plan.plan} />}
              {plan.plan && signedIn && (
                <Link
                  to="/safety-plan"
                  onClick={() => dialogRef.current?.close()}
                  className="mt-3 inline-block font-medium text-brand-800 underline"
                >
                  {t('help.editPlan')}
                </Link>
              )}
            </section>
          )}
        </div>
      </dialog>
    </>
  );
}
