import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { notFound } from 'app-en:notFound';
import { useT } from '../lib/i18n/locale';
import { RichText } from '../lib/i18n/rich-text';
import { linkPart, TEXT_LINK } from '../lib/i18n/link-part';

const SUPPORT_EMAIL = 'support@mindcheck.example.com';

/** The 404 page, shown inside whichever layout the unknown path falls under. */
export function NotFoundPage() {
  const t = useT({ notFound });
  useDocumentTitle(t('notFound.title'));
  const navigate = useNavigate();
  const location = useLocation();
  // Back, unless there is nothing to go back to (a pasted link in a new tab): then home.
  const goBack = () => (location.key !== 'default' || window.history.length > 1 ? navigate(-1) : navigate('/'));

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <button
        type="button"
        onClick={goBack}
        className="mt-8 rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
      >
        {t('notFound.back')}
      </button>
      <p className="mt-8 text-sm text-slate-600">
        <RichText
          text={t('notFound.help', { email: SUPPORT_EMAIL })}
          parts={{
            email: (words) => (
              <a href={`mailto:${SUPPORT_EMAIL}`} className={`${TEXT_LINK} underline-offset-2`}>
                {words}
              </a>
            ),
            contact: linkPart('/contact', `${TEXT_LINK} underline-offset-2`),
          }}
        />
      </p>
    </section>
  );
}
