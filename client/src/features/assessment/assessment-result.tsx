import type { Ref } from 'react';
import { Link } from 'react-router';
import type { SubmitAssessmentMutation } from '../../gql/graphql';
import { EvaluationText } from '../../components/evaluation-text';
import { CrisisResourcesCard } from '../../components/crisis-resources-card';
import { notADiagnosis } from '../../components/severity-badge';
import { ScoreWithBand } from '../../components/score-with-band';

type Result = SubmitAssessmentMutation['submitAssessment'];

/** The evaluation, shown below the questions after submit. AI text is rendered as text only. */
export function AssessmentResult({
  result,
  slug,
  ref,
}: {
  result: Result;
  slug: string;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="assessment-result-heading" className="mt-8 space-y-6">
      {result.needsCrisisSupport && result.crisisResources.length > 0 && (
        <CrisisResourcesCard resources={result.crisisResources} />
      )}

      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="assessment-result-heading" ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          Your evaluation
        </h2>
        <ScoreWithBand
          score={result.score}
          maxScore={result.maxScore}
          severity={result.severity}
          condition={result.condition}
          large
        />
        <p className="mt-2 text-sm text-slate-600">{notADiagnosis}</p>
        <EvaluationText text={result.evaluation} className="mt-5" />
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={`/experts/field/${slug}`}
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Find an expert
          </Link>
          <Link
            to="/test-history"
            className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            See all your past tests
          </Link>
        </div>
      </div>
    </section>
  );
}
