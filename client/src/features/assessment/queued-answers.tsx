import { HelpNowResources } from '../../components/help-now-resources';
import { WaitingWrites } from '../../components/waiting-writes';
import { shellCrisisResources } from '../../lib/crisis-shell';
import { useCurrentUser } from '../../lib/current-user';
import { assessment } from 'app-en:assessment';
import { useT } from '../../lib/i18n/locale';

/**
 * Test answers given offline (#36): kept on this device until the connection returns, then scored;
 * the result waits in the test history. Meanwhile the crisis lines show here (from the page shell,
 * so offline too): the result that would have offered them cannot come yet (hazard H20 in
 * docs/clinical-safety.md).
 */
export function QueuedAnswers() {
  const { user } = useCurrentUser();
  const t = useT({ assessment });
  return (
    <section aria-labelledby="queued-answers-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="queued-answers-heading" className="text-xl font-semibold text-slate-900">
        {t('assessment.queuedHeading')}
      </h2>
      <WaitingWrites what="test answers" />
      <p className="mt-3 text-slate-700">{t('assessment.queuedText')}</p>
      <HelpNowResources resources={shellCrisisResources(user?.country)} />
    </section>
  );
}
