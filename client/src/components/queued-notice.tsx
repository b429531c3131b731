import { HelpNowResources } from './help-now-resources';
import { WaitingWrites } from './waiting-writes';
import { shellCrisisResources } from '../lib/crisis-shell';
import { useCurrentUser } from '../lib/current-user';
import type { OutboxItem } from '../lib/offline-outbox';

/**
 * Answers given offline (#36): kept on this device until the connection returns, then scored.
 * Meanwhile the crisis lines show here (from the page shell, so offline too): the result that would
 * have offered them cannot come yet (hazard H20 in docs/clinical-safety.md).
 */
export function QueuedNotice({
  headingId,
  heading,
  text,
  what,
}: {
  headingId: string;
  heading: string;
  text: string;
  what: OutboxItem['what'];
}) {
  const { user } = useCurrentUser();
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <WaitingWrites what={what} />
      <p className="mt-3 text-slate-700">{text}</p>
      <HelpNowResources resources={shellCrisisResources(user?.country)} />
    </section>
  );
}
