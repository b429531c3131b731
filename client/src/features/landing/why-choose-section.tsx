import { landing } from 'app-en:landing';
import { useT } from '../../lib/i18n/locale';
import { FeatureIcon, type FeatureIconName } from './feature-icon';

const reasons: { icon: FeatureIconName; title: string; text: string }[] = [
  { icon: 'shield', title: 'landing.why.private.title', text: 'landing.why.private.text' },
  { icon: 'sparkle', title: 'landing.why.clear.title', text: 'landing.why.clear.text' },
  { icon: 'people', title: 'landing.why.experts.title', text: 'landing.why.experts.text' },
  { icon: 'chart', title: 'landing.why.progress.title', text: 'landing.why.progress.text' },
];

/** The landing page's "why choose" section: four reasons, each with its icon. */
export function WhyChooseSection() {
  const t = useT({ landing });
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('landing.why.heading')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('landing.why.intro')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <FeatureIcon name={reason.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(reason.title)}</h3>
              <p className="mt-2 text-slate-600">{t(reason.text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-slate-600">{t('landing.why.conditions')}</p>
      </div>
    </section>
  );
}
