import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

const principles = [
  {
    title: 'Kind, never clinical for its own sake',
    text: 'Every question, result and message is written to be understood on a hard day. We explain, we do not label.',
  },
  {
    title: 'Your data is health data',
    text: 'We treat everything you share as sensitive. It is kept private to your account, and you can delete your account and everything in it at any time.',
  },
  {
    title: 'A first step, not the last word',
    text: 'A self-assessment can help you notice what is going on. A qualified professional is the right person to diagnose and treat, and we help you find one.',
  },
];

export default function AboutPage() {
  useDocumentTitle('About');

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 pt-14 pb-12 sm:px-6 md:pt-20">
          <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">About us</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            About MindCheck
          </h1>
          <p className="mt-6 max-w-3xl text-lg text-slate-600">
            MindCheck helps people check in on their mental health privately, understand what their answers may mean,
            and take the next step toward support when they are ready.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="mission-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Our mission
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-slate-700">
          <p>
            Many people wait a long time before talking to anyone about how they feel. Sometimes it is hard to know
            whether what you are going through is worth mentioning, or where to begin. We built MindCheck to make that
            first step smaller.
          </p>
          <p>
            Members can take short self-assessments for depression, anxiety, schizophrenia, substance use and dementia.
            Each one has ten questions about a recent period of time. Afterwards you receive a short written evaluation,
            practical tips, and a list of experts in that field. Your results are kept in your history and on a simple
            chart, so you can see how things change over time.
          </p>
          <p>
            You can also talk things through with our AI assistant at any hour, and book a paid appointment with an
            expert when you would like to speak to a person.
          </p>
        </div>
      </section>

      <section aria-labelledby="principles-heading" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-5xl px-4 sm:px-6">
          <h2 id="principles-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            What we believe
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {principles.map((principle) => (
              <li key={principle.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <h3 className="text-lg font-semibold text-slate-900">{principle.title}</h3>
                <p className="mt-2 text-slate-600">{principle.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="important-heading" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
        <h2 id="important-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Important to know
        </h2>
        <p className="mt-4 max-w-3xl text-slate-700">
          MindCheck is a screening and self-reflection tool. It does not provide a diagnosis, and it is not an emergency
          service. If you are in danger or thinking about harming yourself, please call your local emergency number or
          go to the nearest emergency department now.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/sign-up"
            className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
          >
            Get Started
          </Link>
          <Link
            to="/contact"
            className="inline-flex items-center justify-center rounded-full px-6 py-3 font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-50"
          >
            Send us a message
          </Link>
        </div>
      </section>
    </>
  );
}
