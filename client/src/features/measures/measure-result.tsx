import type { Ref } from 'react';
import { Link } from 'react-router';
import { INSTRUMENT_DEFINITIONS, MEASURE_CHANGE_WORDS } from '@mindcheck/common';
import type { MeasureResultFieldsFragment } from '../../gql/graphql';
import { CrisisResourcesCard } from '../../components/crisis-resources-card';
import { notADiagnosis } from '../../components/severity-badge';
import { ScoreWithBand } from '../../components/score-with-band';

/**
 * A PHQ-9 or GAD-7 result: the crisis card first when item 9 called for it, then the score and
 * band, and how it compares with the member's previous result in plain words with what that means.
 */
export function MeasureResult({ result, ref }: { result: MeasureResultFieldsFragment; ref?: Ref<HTMLHeadingElement> }) {
  const def = INSTRUMENT_DEFINITIONS[result.instrument];
  const words = MEASURE_CHANGE_WORDS[result.change];
  return (
    <section aria-labelledby="measure-result-heading" className="mt-8 space-y-6">
      {result.needsCrisisSupport && result.crisisResources.length > 0 && (
        <CrisisResourcesCard resources={result.crisisResources} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="measure-result-heading" ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          Your result
        </h2>
        <ScoreWithBand
          score={result.score}
          maxScore={result.maxScore}
          severity={result.severity}
          condition={result.instrument}
          large
        />
        <p className="mt-1 text-sm text-slate-600">
          Scores of {def.clinicalCutoff} or more are in the range where clinicians usually offer support.
        </p>
        <p className="mt-4 text-lg text-slate-900" data-testid="measure-change">
          Compared with last time: <strong>{words.label}</strong>
        </p>
        <p className="mt-1 text-slate-700">{words.meaning}</p>
        <p className="mt-4 text-sm text-slate-600">{notADiagnosis}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={`/experts/field/${result.instrument === 'PHQ9' ? 'depression' : 'anxiety'}`}
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Find an expert
          </Link>
          <Link
            to="/dashboard"
            className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            See your progress
          </Link>
        </div>
      </div>
    </section>
  );
}
