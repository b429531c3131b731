import { landing } from 'app-en:landing';
import { useT } from '../../lib/i18n/locale';

const steps = [
  { title: 'landing.how.account.title', text: 'landing.how.account.text' },
  { title: 'landing.how.assess.title', text: 'landing.how.assess.text' },
  { title: 'landing.how.support.title', text: 'landing.how.support.text' },
];

/** The landing page's three steps, from sign-up to an evaluation and support. */
export function HowItWorksSection() {
  const t = useT({ landing });
  return (
    <section aria-labelledby="how-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          {t('landing.how.heading')}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">{t('landing.how.intro')}</p>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100">
              <span
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">{t('landing.how.step', { number: index + 1 })} </span>
                {t(step.title)}
              </h3>
              <p className="mt-2 text-slate-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
