import type { Ref } from 'react';
import { INSTRUMENT_DEFINITIONS, MEASURE_CHANGE_WORDS } from '@mindcheck/common';
import type { MeasureResultFieldsFragment } from '../../gql/graphql';
import { notADiagnosis } from '../../components/severity-badge';
import { ResultCard } from '../../components/result-card';

/**
 * A PHQ-9 or GAD-7 result: the crisis card first when item 9 called for it, then the score and
 * band, and how it compares with the member's previous result in plain words with what that means.
 */
export function MeasureResult({ result, ref }: { result: MeasureResultFieldsFragment; ref?: Ref<HTMLHeadingElement> }) {
  const def = INSTRUMENT_DEFINITIONS[result.instrument];
  const words = MEASURE_CHANGE_WORDS[result.change];
  return (
    <ResultCard
      id="measure-result-heading"
      heading="Your result"
      headingRef={ref}
      result={result}
      condition={result.instrument}
      expertsTo={`/experts/field/${result.instrument === 'PHQ9' ? 'depression' : 'anxiety'}`}
      expertsLabel="Find an expert"
      nextTo="/dashboard"
      nextLabel="See your progress"
    >
      <p className="mt-1 text-sm text-slate-600">
        Scores of {def.clinicalCutoff} or more are in the range where clinicians usually offer support.
      </p>
      <p className="mt-4 text-lg text-slate-900" data-testid="measure-change">
        Compared with last time: <strong>{words.label}</strong>
      </p>
      <p className="mt-1 text-slate-700">{words.meaning}</p>
      <p className="mt-4 text-sm text-slate-600">{notADiagnosis}</p>
    </ResultCard>
  );
}
