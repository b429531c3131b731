import { HelpNowResources } from '../../components/help-now-resources';
import { WaitingWrites } from '../../components/waiting-writes';
import { shellCrisisResources } from '../../lib/crisis-shell';
import { useCurrentUser } from '../../lib/current-user';

/**
 * Test answers given offline (#36): kept on this device until the connection returns, then scored;
 * the result waits in the test history. Meanwhile the crisis lines show here (from the page shell,
 * so offline too): the result that would have offered them cannot come yet (hazard H20 in
 * docs/clinical-safety.md).
 */
export function QueuedAnswers() {
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby="queued-answers-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id="queued-answers-heading" className="text-xl font-semibold text-slate-900">
        Your answers are saved on this device
      </h2>
      <WaitingWrites what="test answers" />
      <p className="mt-3 text-slate-700">
        Your result will be in your test history once they are sent. If you are struggling right now, you don't have to
        wait: you can contact one of these now.
      </p>
      <HelpNowResources resources={shellCrisisResources(user?.country)} />
    </section>
  );
}
