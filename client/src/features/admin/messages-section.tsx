import { useQuery } from '@apollo/client/react';
import { ContactMessagesDocument } from '../../gql/graphql';
import { formatMoment } from '../../lib/format-day';
import { useDocumentTitle } from '../../lib/use-document-title';
import { deliveryLabels } from './admin-labels';
import { AdminSection } from './admin-section';
import { AdminLoadLine } from './admin-load-line';
import { admin } from 'app-en:admin';
import { useLocale, useT } from '../../lib/i18n/locale';

/** /admin/messages: what visitors and members sent through the contact form, newest first. */
export function MessagesSection() {
  const t = useT({ admin });
  const { locale } = useLocale();
  useDocumentTitle(t('admin.tabs.messages'));
  const { data, loading, error } = useQuery(ContactMessagesDocument, { fetchPolicy: 'cache-and-network' });
  const list = data?.contactMessages;
  return (
    <AdminSection id="messages-heading" title={t('admin.tabs.messages')}>
      {!list ? (
        <AdminLoadLine loading={loading} error={error} failed={t('admin.loadFailed.messages')} />
      ) : list.length === 0 ? (
        <p className="mt-4 text-slate-600">{t('admin.messages.none')}</p>
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('admin.messages.list')}>
          {list.map((m) => (
            <li key={m.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {m.name} <span className="font-normal text-slate-600">&lt;{m.email}&gt;</span>
                </p>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                    m.delivery === 'sent'
                      ? 'bg-green-100 text-green-900 ring-green-600/30'
                      : m.delivery === 'failed'
                        ? 'bg-red-100 text-red-900 ring-red-600/30'
                        : 'bg-slate-100 text-slate-800 ring-slate-500/30'
                  }`}
                >
                  {Object.hasOwn(deliveryLabels, m.delivery) ? t(deliveryLabels[m.delivery]!) : m.delivery}
                </span>
              </div>
              <p className="text-sm text-slate-600">
                <time dateTime={m.createdAt}>{formatMoment(new Date(m.createdAt), locale)}</time>
              </p>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
