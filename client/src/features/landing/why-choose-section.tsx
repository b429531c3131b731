import { FeatureIcon, type FeatureIconName } from './feature-icon';

const reasons: { icon: FeatureIconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Private by design',
    text: 'Your answers belong to you. They are stored securely, tied only to your account, and never sold or shared.',
  },
  {
    icon: 'sparkle',
    title: 'Clear, caring evaluations',
    text: 'After each check-in you receive a short evaluation in plain language, without jargon and without judgement.',
  },
  {
    icon: 'people',
    title: 'Experts when you are ready',
    text: 'Find clinical psychologists, psychiatrists and therapists for each condition, and book an appointment in a few steps.',
  },
  {
    icon: 'chart',
    title: 'See your progress',
    text: 'Your dashboard charts your scores over time, so you can notice patterns and share them with someone you trust.',
  },
];

/** The landing page's "why choose" section: four reasons, each with its icon. */
export function WhyChooseSection() {
  return (
    <section aria-labelledby="why-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Why choose MindCheck
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Checking in on your mental health should feel safe and simple. We built MindCheck around that.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <FeatureIcon name={reason.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-slate-600">{reason.text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-slate-600">
          Self-assessments for depression, anxiety, schizophrenia, substance use and dementia.
        </p>
      </div>
    </section>
  );
}
