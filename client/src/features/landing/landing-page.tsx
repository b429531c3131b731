import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AssessmentPreview } from './assessment-preview';
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

const steps = [
  {
    title: 'Create your free account',
    text: 'Sign up in a minute. We only ask for what helps us understand your situation.',
  },
  {
    title: 'Take a short self-assessment',
    text: 'Answer ten simple questions about how you have been feeling, one at a time, at your own pace.',
  },
  {
    title: 'Get your evaluation and support',
    text: 'Read your evaluation and practical tips, and reach out to an expert if you would like to talk it through.',
  },
];

export default function LandingPage() {
  useDocumentTitle();
  const { user } = useCurrentUser();
  const cta = user ? { to: '/dashboard', label: 'Go to your dashboard' } : { to: '/sign-up', label: 'Get Started' };

  return (
    <>
      {/* Hero */}
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 md:pt-20 lg:grid-cols-2 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-800 shadow-sm ring-1 ring-brand-100">
              <span className="h-2 w-2 rounded-full bg-emerald-500" aria-hidden="true" />
              Private, gentle mental-health check-ins
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
              Understand how you are feeling, one small step at a time
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-600">
              MindCheck offers short, private self-assessments and a clear evaluation in plain words. When you are
              ready, find an expert who can help. You do not have to figure it out alone.
            </p>
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
                Learn more
              </Link>
            </div>
            <p className="mt-6 text-sm text-slate-600">Free to start · About five minutes · Not a diagnosis</p>
          </div>
          <AssessmentPreview />
        </div>
      </section>

      {/* Why choose */}
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

      {/* How it works */}
      <section aria-labelledby="how-heading" className="bg-brand-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            How it works
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">Three steps, at your own pace.</p>
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
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {/* Testimonial */}
      <section aria-labelledby="testimonial-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
          <h2 id="testimonial-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
            From our members
          </h2>
          <figure className="mt-6">
            <blockquote className="text-xl font-medium text-balance text-slate-900 sm:text-2xl">
              <p>
                “I had been putting off talking to anyone for months. MindCheck helped me put words to what I was
                feeling, and a few weeks later I booked my first session with a therapist. I wish I had started sooner.”
              </p>
            </blockquote>
            <figcaption className="mt-6 text-slate-600">
              <span className="font-semibold text-slate-900">Amara N.</span> · MindCheck member
            </figcaption>
          </figure>
        </div>
      </section>

      {/* Closing call */}
      <section aria-labelledby="cta-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 sm:pb-20">
        <div className="rounded-3xl bg-brand-800 px-6 py-12 text-center text-white [--focus-ring:white] sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
            Ready when you are
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">
            Taking a moment to check in with yourself is a kind thing to do. It takes about five minutes.
          </p>
          <Link
            to={cta.to}
            className="mt-8 inline-flex items-center justify-center rounded-full bg-white px-7 py-3.5 text-base font-semibold text-brand-800 shadow-md transition-colors hover:bg-brand-50"
          >
            {user ? cta.label : 'Create your free account'}
          </Link>
        </div>
      </section>
    </>
  );
}
