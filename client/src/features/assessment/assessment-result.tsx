import type { Ref } from 'react';
import type { SubmitAssessmentMutation } from '../../gql/graphql';
import { EvaluationText } from '../../components/evaluation-text';
import { NotADiagnosis } from '../../components/not-a-diagnosis';
import { ResultCard } from '../../components/result-card';
import { assessment } from 'app-en:assessment';
import { useT } from '../../lib/i18n/locale';

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
  const t = useT({ assessment });
  return (
    <ResultCard
      id="assessment-result-heading"
      heading={t('assessment.evaluation')}
      headingRef={ref}
      result={result}
      condition={result.condition}
      expertsTo={`/experts/field/${slug}`}
      expertsLabel={t('assessment.findExpert')}
      nextTo="/test-history"
      nextLabel={t('assessment.pastTests')}
    >
      <NotADiagnosis className="mt-2 text-sm text-slate-600" />
      <EvaluationText text={result.evaluation} className="mt-5" />
    </ResultCard>
  );
}
