import { Link } from 'react-router';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

/** The dashboard's way to the validated questionnaires (#34): plain links, no query (the page paints first). */
export function MeasureLinks() {
  const t = useT({ measures });
  return (
    <section aria-labelledby="measure-links-heading" className="mt-8">
      <h2 id="measure-links-heading" className="text-xl font-semibold text-slate-900">
        {t('measures.links.heading')}
      </h2>
      <p className="mt-1 text-slate-600">{t('measures.links.intro')}</p>
      <ul className="mt-3 flex flex-wrap gap-3" aria-label={t('measures.links.list')}>
        <li>
          <Link
            to="/measures/phq9"
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('measures.links.phq9')}
          </Link>
        </li>
        <li>
          <Link
            to="/measures/gad7"
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('measures.links.gad7')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
