import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AssessmentPreview } from './assessment-preview';
import { WhyChooseSection } from './why-choose-section';
import { HowItWorksSection } from './how-it-works-section';
import { landing } from 'app-en:landing';
import { useT } from '../../lib/i18n/locale';

export default function LandingPage() {
  const t = useT({ landing });
  useDocumentTitle();
  const { user } = useCurrentUser();
  const cta = user
    ? { to: '/dashboard', label: t('landing.toDashboard') }
    : { to: '/sign-up', label: t('landing.getStarted') };

  return (
    <>
      {/* Hero */}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-2 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
              <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
              {t('landing.badge')}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {t('landing.title')}
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-600">{t('landing.intro')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
              <Link
                to={cta.to}
                className="inline-flex items-center justify-center rounded-full bg-brand-700 px-7 py-3.5 text-base font-semibold text-white shadow-md transition-colors hover:bg-brand-800"
              >
                {cta.label}
              </Link>
              <Link
                to="/about"
                className="inline-flex items-center justify-center rounded-full px-7 py-3.5 text-base font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-50"
              >
                {t('landing.learnMore')}
              </Link>
            </div>
            <p className="mt-6 text-sm text-slate-600">{t('landing.facts')}</p>
          </div>
          <AssessmentPreview />
        </div>
      </section>

      {/* Why choose */}
      <WhyChooseSection />

      {/* How it works */}
      <HowItWorksSection />

      {/* Testimonial */}
      <section aria-labelledby="testimonial-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="testimonial-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            {t('landing.testimonial.heading')}
          </h2>
          <figure className="mt-6">
            <blockquote className="text-xl font-medium text-balance text-slate-900 sm:text-2xl">
              <p>{t('landing.testimonial.quote')}</p>
            </blockquote>
            <figcaption className="mt-6 text-slate-600">
              <span className="font-semibold text-slate-900">Amara N.</span> · {t('landing.testimonial.member')}
            </figcaption>
          </figure>
        </div>
      </section>

      {/* Closing call */}
      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white [--focus-ring:white] sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            {t('landing.closing.heading')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{t('landing.closing.text')}</p>
          <Link
            to={cta.to}
            className="mt-8 inline-flex items-center justify-center rounded-full bg-white px-7 py-3.5 text-base font-semibold text-brand-800 shadow-md transition-colors hover:bg-brand-50"
          >
            {user ? cta.label : t('landing.closing.create')}
          </Link>
        </div>
      </section>
    </>
  );
}
