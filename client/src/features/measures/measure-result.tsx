import type { Ref } from 'react';
import { Link } from 'react-router';
import { INSTRUMENT_DEFINITIONS } from '@mindcheck/common';
import type { MeasureResultFieldsFragment } from '../../gql/graphql';
import { CrisisResourcesCard } from '../../components/crisis-resources-card';
import { notADiagnosis } from '../../components/severity-badge';
import { ScoreWithBand } from '../../components/score-with-band';
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
    <section aria-labelledby="measure-result-heading" className="mt-8 space-y-6">
      {result.needsCrisisSupport && result.crisisResources.length > 0 && (
        <CrisisResourcesCard resources={result.crisisResources} />
      )}
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <h2 id="measure-result-heading" ref={ref} tabIndex={-1} className="text-2xl font-semibold text-slate-900">
          {t('measures.result.heading')}
        </h2>
        <ScoreWithBand
          score={result.score}
          maxScore={result.maxScore}
          severity={result.severity}
          condition={result.instrument}
          large
        />
        <p className="mt-1 text-sm text-slate-600">{t('measures.result.cutoff', { cutoff: def.clinicalCutoff })}</p>
        <p className="mt-4 text-lg text-slate-900" data-testid="measure-change">
          <RichText
            text={t('measures.result.compared', { change: t(words.label) })}
            parts={{ change: (text) => <strong>{text}</strong> }}
          />
        </p>
        <p className="mt-1 text-slate-700">{t(words.meaning)}</p>
        <p className="mt-4 text-sm text-slate-600">{notADiagnosis}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to={`/experts/field/${result.instrument === 'PHQ9' ? 'depression' : 'anxiety'}`}
            className="rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            {t('measures.result.findExpert')}
          </Link>
          <Link
            to="/dashboard"
            className="rounded-full px-5 py-2.5 font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-50"
          >
            {t('measures.result.progress')}
          </Link>
        </div>
      </div>
    </section>
  );
}
