import { useQuery } from '@apollo/client/react';
import { History } from 'lucide-react';
import { AuditLogDocument } from '../../gql/graphql';
import { formatMoment } from '../../lib/format-day';
import { RichText } from '../../lib/i18n/rich-text';
import { actionLabel, describeChanges } from './audit-change';
import { AdminLoadLine } from './admin-load-line';
import { admin } from 'app-en:admin';
import { useLocale } from '../../lib/i18n/locale';
import { useSentences } from '../../lib/i18n/sentence';

/** The audit log of one record (an expert or a booking): who changed what, when, newest first. */
export function AuditLog({ targetId }: { targetId: string }) {
  const { t, wordsFor } = useSentences({ admin });
  const { locale } = useLocale();
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
        {t('admin.audit.heading')}
      </h2>
      {!entries ? (
        <AdminLoadLine
          loading={loading}
          error={error}
          failed={t('admin.loadFailed.auditLog')}
          className="mt-3 text-sm text-slate-600"
        />
      ) : entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('admin.audit.none')}</p>
      ) : (
        <ol className="mt-3 space-y-3" aria-label={t('admin.audit.list')}>
          {entries.map((entry) => {
            const diff = describeChanges(entry.before, entry.after, { t, locale });
            return (
              <li key={entry.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                <p className="text-slate-900">
                  <RichText
                    text={t('admin.audit.by', {
                      action: actionLabel(entry.action, wordsFor('admin.audit.by')),
                      email: entry.actorEmail,
                    })}
                    parts={{ action: (words) => <span className="font-semibold">{words}</span> }}
                  />
                </p>
                <p className="text-slate-600">
                  <time dateTime={entry.createdAt}>{formatMoment(new Date(entry.createdAt), locale)}</time>
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
                  <summary className="cursor-pointer text-xs font-medium">{t('admin.audit.details')}</summary>
                  <pre className="mt-1 overflow-x-auto text-xs whitespace-pre-wrap [overflow-wrap:anywhere]">
                    {`${entry.action}\n${t('admin.audit.before')}: ${entry.before ?? '—'}\n${t('admin.audit.after')}: ${entry.after ?? '—'}`}
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
