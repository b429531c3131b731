import { Link } from 'react-router';

/** The dashboard's way to the validated questionnaires (#34): plain links, no query (the page paints first). */
export function MeasureLinks() {
  return (
    <section aria-labelledby="measure-links-heading" className="mt-8">
      <h2 id="measure-links-heading" className="text-xl font-semibold text-slate-900">
        Track your progress with a validated questionnaire
      </h2>
      <p className="mt-1 text-slate-600">
        Used by clinicians worldwide; take one every two weeks and see whether a change is likely real.
      </p>
      <ul className="mt-3 flex flex-wrap gap-3" aria-label="Validated questionnaires">
        <li>
          <Link
            to="/measures/phq9"
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Take the PHQ-9 (mood)
          </Link>
        </li>
        <li>
          <Link
            to="/measures/gad7"
            className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Take the GAD-7 (anxiety)
          </Link>
        </li>
      </ul>
    </section>
  );
}
