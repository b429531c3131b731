import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import toast from '../../components/toasts';
import { AdminCrisisDirectoryDocument, RemoveCrisisDirectoryEntryDocument } from '../../gql/graphql';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminSection } from './admin-section';
import { describeAdminError } from './admin-errors';
import { AdminLoadLine } from './admin-load-line';
import { type Entry, EntryForm } from './entry-form';

/**
 * /admin/helplines: the help lines members see, by country. An entry checked more than 180 days
 * ago is flagged for a new check; every change is in the audit log.
 */
export function HelplinesSection() {
  useDocumentTitle('Help lines');
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
      title="Help lines"
      controls={
        <button
          type="button"
          onClick={() => setEditing('new')}
          className="rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Add a help line
        </button>
      }
    >
      <p className="mt-2 text-sm text-slate-700">
        A wrong number can cost someone in crisis. Add a line only from its own public page, and enter that page and the
        day you checked it.
      </p>
      {stale > 0 && (
        <p role="status" className="mt-3 rounded-xl bg-amber-50 p-3 text-sm font-semibold text-amber-900">
          {stale === 1 ? '1 help line was' : `${stale} help lines were`} last checked more than 180 days ago: check{' '}
          {stale === 1 ? 'it' : 'them'} again.
        </p>
      )}
      {editing && (
        <EntryForm key={editing === 'new' ? 'new' : editing.id} entry={editing} onDone={() => setEditing(null)} />
      )}
      {!list ? (
        <AdminLoadLine loading={loading} error={error} what="the help lines" />
      ) : (
        <ul className="mt-4 space-y-3" aria-label="Help lines">
          {list.map((e) => (
            <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {e.country ?? 'International'} · {e.name}: {e.contact}
                </p>
                <span className="text-sm text-slate-700">{e.emergency ? 'Emergency number' : 'Support line'}</span>
              </div>
              <p className="mt-1 text-sm break-all text-slate-700">
                Checked {e.verifiedOn} against{' '}
                <a href={e.source} className="text-brand-800 underline" rel="noreferrer noopener" target="_blank">
                  {e.source}
                </a>
              </p>
              {e.stale && <p className="mt-1 text-sm font-semibold text-amber-900">Checked more than 180 days ago.</p>}
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  onClick={() => setEditing(e)}
                  className="rounded-full px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
                  aria-label={`Edit ${e.name} (${e.contact})`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() =>
                    void remove({ variables: { id: e.id } }).then(
                      () => toast.success('Help line removed.'),
                      (err: unknown) => toast.error(describeAdminError(err).message),
                    )
                  }
                  className="rounded-full px-3 py-1 text-sm font-semibold text-rose-800 ring-1 ring-rose-200 hover:bg-rose-50"
                  aria-label={`Remove ${e.name} (${e.contact})`}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AdminSection>
  );
}
