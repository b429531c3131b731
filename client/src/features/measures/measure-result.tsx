import type { Ref } from 'react';
import { INSTRUMENT_DEFINITIONS } from '@mindcheck/common';
import type { MeasureResultFieldsFragment } from '../../gql/graphql';
import { NotADiagnosis } from '../../components/not-a-diagnosis';
import { ResultCard } from '../../components/result-card';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';
import { RichText } from '../../lib/i18n/rich-text';
import { CHANGE_WORDS } from './change-words';

/**
 * A PHQ-9 or GAD-7 result: the crisis card first when item 9 called for it, then the score and
 * band, and how it compares with the member's previous result in plain words with what that means.
 */
export function MeasureResult({ result, ref }: { result: MeasureResultFieldsFragment; ref?: Ref<HTMLHeadingElement> }) {
  const def = INSTRUMENT_DEFINITIONS[result.instrument];
  const t = useT({ measures });
  const words = CHANGE_WORDS[result.change];
  return (
    <ResultCard
      id="measure-result-heading"
      heading={t('measures.result.heading')}
      headingRef={ref}
      result={result}
      condition={result.instrument}
      expertsTo={`/experts/field/${result.instrument === 'PHQ9' ? 'depression' : 'anxiety'}`}
      expertsLabel={t('measures.result.findExpert')}
      nextTo="/dashboard"
      nextLabel={t('measures.result.progress')}
    >
      <p className="mt-1 text-sm text-slate-600">{t('measures.result.cutoff', { cutoff: def.clinicalCutoff })}</p>
      <p className="mt-4 text-lg text-slate-900" data-testid="measure-change">
        <RichText
          text={t('measures.result.compared', { change: t(words.label) })}
          parts={{ change: (text) => <strong>{text}</strong> }}
        />
      </p>
      <p className="mt-1 text-slate-700">{t(words.meaning)}</p>
      <NotADiagnosis className="mt-4 text-sm text-slate-600" />
    </ResultCard>
  );
}
