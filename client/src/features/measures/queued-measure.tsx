import { HelpNowResources } from '../../components/help-now-resources';
import { WaitingWrites } from '../../components/waiting-writes';
import { shellCrisisResources } from '../../lib/crisis-shell';
import { useCurrentUser } from '../../lib/current-user';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

/**
 * A measure's answers given offline (#36): kept on this device until the connection returns, then
 * scored; the result then shows on this questionnaire's page. Meanwhile the crisis lines show here
 * (from the page shell, so offline too): the result that would have offered them after PHQ-9 item 9
 * cannot come yet (hazard H20 in docs/clinical-safety.md).
 */
export function QueuedMeasure() {
  const { user } = useCurrentUser();
  const t = useT({ measures });
  return (
    <section aria-labelledby="queued-measure-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="queued-measure-heading" className="text-xl font-semibold text-slate-900">
        {t('measures.queued.heading')}
      </h2>
      <WaitingWrites what="measure answers" />
      <p className="mt-3 text-slate-700">{t('measures.queued.text')}</p>
      <HelpNowResources resources={shellCrisisResources(user?.country)} />
    </section>
  );
}
