import { useQuery } from '@apollo/client/react';
import { History } from 'lucide-react';
import { AuditLogDocument } from '../../gql/graphql';
import { formatTimestamp } from '../../lib/format-timestamp';
import { AdminLoadLine } from './admin-section';

/** Bookkeeping an operator need not read (the generated avatar is a long data URL). */
const HIDDEN = new Set(['_id', 'updatedAt', 'createdAt', 'position', 'avatarUrl']);

/** What changed between two JSON snapshots of a record, field by field (nested values as JSON). */
function changes(before: string | null | undefined, after: string | null | undefined) {
  const parse = (text: string | null | undefined): Record<string, unknown> => {
    if (!text) return {};
    try {
      const value: unknown = JSON.parse(text);
      return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  const a = parse(before);
  const b = parse(after);
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])]
    .filter((key) => !HIDDEN.has(key) && JSON.stringify(a[key]) !== JSON.stringify(b[key]))
    .map((key) => ({ key, from: show(a[key]), to: show(b[key]) }));
}

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
            const diff = changes(entry.before, entry.after);
            return (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-slate-900">
                  <span className="font-semibold">{entry.action}</span> by {entry.actorEmail}
                </p>
                <p className="text-slate-600">
                  <time dateTime={entry.createdAt}>{formatTimestamp(entry.createdAt)}</time>
                </p>
                {diff.length > 0 && (
                  <dl className="mt-2 grid gap-1 sm:grid-cols-[max-content_1fr] sm:gap-x-3">
                    {diff.map(({ key, from, to }) => (
                      <div key={key} className="contents">
                        <dt className="font-medium text-slate-700">{key}</dt>
                        <dd className="text-slate-800 [overflow-wrap:anywhere]">
                          <span className="text-slate-600">{from}</span> → {to}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
