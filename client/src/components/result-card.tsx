import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { Severity } from '../gql/graphql';
import { CrisisResourcesCard, type CrisisResourceItem } from './crisis-resources-card';
import { ScoreWithBand } from './score-with-band';

/**
 * A questionnaire's result (a test's, a measure's), shown below its questions: the crisis card
 * first when the answers called for it, then the heading (focused when the result comes), the
 * score and its band, what the page says about it, and two ways on: the experts and a second link.
 */
export function ResultCard({
  id,
  heading,
  headingRef,
  result,
  condition,
  expertsTo,
  expertsLabel,
  nextTo,
  nextLabel,
  children,
}: {
  id: string;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  result: {
    needsCrisisSupport: boolean;
    crisisResources: readonly CrisisResourceItem[];
    score: number;
    maxScore: number;
    severity: Severity;
  };
  /** The scale (a condition, an instrument), which names its bands. */
  condition: string;
  expertsTo: string;
  expertsLabel: string;
  nextTo: string;
  nextLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8 space-y-6">
      {result.needsCrisisSupport && result.crisisResources.length > 0 && (
        <CrisisResourcesCard resources={result.crisisResources} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id={id} ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {heading}
        </h2>
        <ScoreWithBand
          score={result.score}
          maxScore={result.maxScore}
          severity={result.severity}
          condition={condition}
          large
        />
        {children}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={expertsTo}
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {expertsLabel}
          </Link>
          <Link
            to={nextTo}
            className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {nextLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
