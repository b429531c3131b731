import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { about } from 'app-en:about';
import { useT } from '../../lib/i18n/locale';
import { PageHero } from '../../components/page-hero';
import { AboutSection } from './about-section';

const principles = [
  { title: 'about.principles.kind.title', text: 'about.principles.kind.text' },
  { title: 'about.principles.data.title', text: 'about.principles.data.text' },
  { title: 'about.principles.firstStep.title', text: 'about.principles.firstStep.text' },
];

export default function AboutPage() {
  const t = useT({ about });
  useDocumentTitle(t('about.title'));

  return (
    <>
      <PageHero eyebrow={t('about.eyebrow')} title={t('about.heading')} intro={t('about.intro')} />

      <AboutSection id="mission-heading" heading={t('about.mission.heading')}>
        <div className="mt-4 max-w-3xl space-y-4 text-slate-700">
          <p>{t('about.mission.why')}</p>
          <p>{t('about.mission.what')}</p>
          <p>{t('about.mission.more')}</p>
        </div>
      </AboutSection>

      <section aria-labelledby="principles-heading" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="principles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('about.principles.heading')}
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {principles.map((principle) => (
              <li key={principle.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold text-slate-900">{t(principle.title)}</h3>
                <p className="mt-2 text-slate-600">{t(principle.text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <AboutSection id="important-heading" heading={t('about.important.heading')}>
        <p className="mt-4 max-w-3xl text-slate-700">{t('about.important.text')}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/sign-up"
            className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            {t('about.getStarted')}
          </Link>
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-50"
          >
            {t('about.message')}
          </Link>
        </div>
      </AboutSection>
    </>
  );
}
