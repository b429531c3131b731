import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AssessmentPreview } from './assessment-preview';
import { WhyChooseSection } from './why-choose-section';
import { HowItWorksSection } from './how-it-works-section';

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
      <WhyChooseSection />

      {/* How it works */}
      <HowItWorksSection />

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
