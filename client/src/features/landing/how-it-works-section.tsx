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

/** The landing page's three steps, from sign-up to an evaluation and support. */
export function HowItWorksSection() {
  return (
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
  );
}
