import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from '../../components/toasts';
import { AdminCrisisDirectoryDocument, RemoveCrisisDirectoryEntryDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminSection } from './admin-section';
import { describeAdminError } from './admin-errors';
import { AdminLoadLine } from './admin-load-line';
import { type Entry, EntryForm } from './entry-form';
import { admin } from 'app-en:admin';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';

/**
 * /admin/helplines: the help lines members see, by country. An entry checked more than 180 days
 * ago is flagged for a new check; every change is in the audit log.
 */
export function HelplinesSection() {
  const t = useT({ admin });
  useDocumentTitle(t('admin.tabs.helplines'));
  const { data, loading, error } = useQuery(AdminCrisisDirectoryDocument, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Entry | 'new' | null>(null);
  const [remove] = useMutation(RemoveCrisisDirectoryEntryDocument, {
    refetchQueries: [AdminCrisisDirectoryDocument],
  });
  const list = data?.adminCrisisDirectory;
  const stale = list?.filter((e) => e.stale).length ?? 0;
  return (
    <AdminSection
      id="helplines-heading"
      title={t('admin.tabs.helplines')}
      controls={
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('admin.helplines.add')}
        </button>
      }
    >
      <p className="mt-2 text-sm text-slate-700">{t('admin.helplines.warning')}</p>
      {stale > 0 && (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {t('admin.helplines.stale', { count: stale })}
        </p>
      )}
      {editing && (
        <EntryForm key={editing === 'new' ? 'new' : editing.id} entry={editing} onDone={() => setEditing(null)} />
      )}
      {!list ? (
        <AdminLoadLine loading={loading} error={error} failed={t('admin.loadFailed.helplines')} />
      ) : (
        <ul className="mt-4 space-y-3" aria-label={t('admin.tabs.helplines')}>
          {list.map((e) => (
            <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {e.country ?? t('admin.helplines.international')} · {e.name}: {e.contact}
                </p>
                <span className="text-sm text-slate-700">
                  {e.emergency ? t('admin.helplines.emergency') : t('admin.helplines.support')}
                </span>
              </div>
              <p className="mt-1 text-sm break-all text-slate-700">
                {/* The page checked is the entry's data, set in by the tag. */}
                <RichText
                  text={t('admin.helplines.checked', { day: e.verifiedOn })}
                  parts={{
                    source: () => (
                      <a href={e.source} className="text-brand-800 underline" rel="noreferrer noopener" target="_blank">
                        {e.source}
                      </a>
                    ),
                  }}
                />
              </p>
              {e.stale && <p className="mt-1 text-sm font-semibold text-amber-900">{t('admin.helplines.staleOne')}</p>}
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(e)}
                  className="rounded-full px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                  aria-label={t('admin.helplines.editLine', { name: e.name, contact: e.contact })}
                >
                  {t('admin.helplines.edit')}
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void remove({ variables: { id: e.id } }).then(
                      () => toast.success(t('admin.helplines.removed')),
                      (err: unknown) => toast.error(describeAdminError(err, t).message),
                    )
                  }
                  className="rounded-full px-3 py-1 text-sm font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-50"
                  aria-label={t('admin.helplines.removeLine', { name: e.name, contact: e.contact })}
                >
                  {t('admin.helplines.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
