import { useQuery } from '@apollo/client/react';
import { History } from 'lucide-react';
import { AuditLogDocument } from '../../gql/graphql';
import { formatTimestamp } from '../../lib/format-timestamp';
import { actionLabel, describeChanges } from './audit-change';
import { AdminLoadLine } from './admin-load-line';

/** The audit log of one record (an expert or a booking): who changed what, when, newest first. */
export function AuditLog({ targetId }: { targetId: string }) {
  const { data, loading, error } = useQuery(AuditLogDocument, {
    variables: { targetId },
    fetchPolicy: 'cache-and-network',
  });
  const entries = data?.auditLog;
  return (
    <section
      aria-labelledby={`audit-${targetId}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`audit-${targetId}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History className="h-5 w-5 text-slate-600" aria-hidden="true" />
        Audit log
      </h2>
      {!entries ? (
        <AdminLoadLine loading={loading} error={error} what="the audit log" className="mt-3 text-sm text-slate-600" />
      ) : entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No changes recorded yet.</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label="Changes">
          {entries.map((entry) => {
            const diff = describeChanges(entry.before, entry.after);
            return (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-slate-900">
                  <span className="font-semibold">{actionLabel(entry.action)}</span> by {entry.actorEmail}
                </p>
                <p className="text-slate-600">
                  <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
                </p>
                {diff.length > 0 && (
                  <dl className="mt-2 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-3">
                    {diff.map(({ key, label, from, to }) => (
                      <div key={key} className="contents">
                        <dt className="font-medium text-slate-700">{label}</dt>
                        <dd className="text-slate-800 [overflow-wrap:anywhere]">
                          <span className="text-slate-600">{from}</span> → {to}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
                <details className="mt-2 text-slate-600">
                  <summary className="cursor-pointer text-xs font-medium">Details</summary>
                  <pre className="mt-1 overflow-x-auto text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {`${entry.action}\nbefore: ${entry.before ?? '—'}\nafter: ${entry.after ?? '—'}`}
                  </pre>
                </details>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
