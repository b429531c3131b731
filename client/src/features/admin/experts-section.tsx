import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus } from 'lucide-react';
import { AdminExpertsDocument } from '../../gql/graphql';
import { fieldOfCondition, specializationKeys } from '../experts/expert-fields';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminSection } from './admin-section';
import { AdminLoadLine } from './admin-load-line';
import { admin } from 'app-en:admin';
import { experts as expertsSection } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';

/** The table's columns; on small screens the field and specialization stand under the name. */
const COLUMNS = [
  { label: 'admin.experts.name', wideOnly: false },
  { label: 'admin.experts.field', wideOnly: true },
  { label: 'admin.experts.specialization', wideOnly: true },
  { label: 'admin.experts.status', wideOnly: false },
];

/** /admin: every expert, active and inactive, with a way to add one and to open each. */
export function ExpertsSection() {
  const t = useT({ admin, experts: expertsSection });
  useDocumentTitle(t('admin.title'));
  const { data, loading, error } = useQuery(AdminExpertsDocument, { fetchPolicy: 'cache-and-network' });
  const experts = data?.adminExperts;
  return (
    <AdminSection
      id="experts-heading"
      title={t('admin.tabs.experts')}
      controls={
        <Link
          to="/admin/experts/new"
          className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white shadow-sm hover:bg-brand-800"
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('admin.experts.add')}
        </Link>
      }
    >
      {!experts ? (
        <AdminLoadLine loading={loading} error={error} failed={t('admin.loadFailed.experts')} />
      ) : (
        <div className="mt-4 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <thead className="bg-slate-50 text-left text-slate-700">
              <tr>
                {COLUMNS.map(({ label, wideOnly }) => (
                  <th
                    key={label}
                    scope="col"
                    className={`${wideOnly ? 'hidden md:table-cell ' : ''}px-4 py-3 font-semibold`}
                  >
                    {t(label)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-3 font-semibold">
                  <span className="sr-only">{t('admin.experts.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {experts.map((expert) => (
                <tr key={expert.id}>
                  <td className="px-4 py-3">
                    <span className="font-medium text-slate-900">{expert.name}</span>
                    {/* Small screens: the field and specialization under the name, not in columns. */}
                    <span className="block text-slate-600 md:hidden">
                      {t(fieldOfCondition(expert.field).nameKey)} · {t(specializationKeys[expert.specialization])}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 text-slate-700 md:table-cell">
                    {t(fieldOfCondition(expert.field).nameKey)}
                  </td>
                  <td className="hidden px-4 py-3 text-slate-700 md:table-cell">
                    {t(specializationKeys[expert.specialization])}
                  </td>
                  <td className="px-4 py-3">
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                        expert.active
                          ? 'bg-green-100 text-green-900 ring-green-600/30'
                          : 'bg-slate-100 text-slate-800 ring-slate-500/30'
                      }`}
                    >
                      {expert.active ? t('admin.experts.active') : t('admin.experts.inactive')}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-right">
                    <Link
                      to={`/admin/experts/${encodeURIComponent(expert.id)}`}
                      className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline"
                    >
                      <Pencil className="h-4 w-4" aria-hidden="true" />
                      {t('admin.experts.edit')}
                      <span className="sr-only"> {expert.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminSection>
  );
}
