import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { expertFields } from './expert-fields';
import { experts } from 'app-en:experts';
import { useT } from '../../lib/i18n/locale';

/** /experts (spec section 2): links to the five field pages. */
export default function ExpertsPage() {
  const t = useT({ experts });
  useDocumentTitle(t('experts.title'));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('experts.title')}</h1>
      <p className="mt-2 text-slate-600">{t('experts.intro')}</p>
      <ul className="mt-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('experts.fields')}>
        {expertFields.map((field) => (
          <li key={field.slug}>
            <Link
              to={`/experts/field/${field.slug}`}
              className="flex h-full items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 font-semibold text-slate-900 shadow-sm transition hover:border-brand-400 hover:shadow-md"
            >
              {t(field.nameKey)}
              <span aria-hidden="true" className="text-brand-700">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
