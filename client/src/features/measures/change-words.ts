import type { MeasureChange } from '../../gql/graphql';

/**
 * The catalogue's keys for what a change means (MEASURE_CHANGE_WORDS of @mindcheck/common in English,
 * to the letter): a label and one sentence, in the member's language.
 */
export const CHANGE_WORDS: Readonly<Record<MeasureChange, { label: string; meaning: string }>> = {
  BASELINE: { label: 'measures.change.baseline.label', meaning: 'measures.change.baseline.meaning' },
  RECOVERED: { label: 'measures.change.recovered.label', meaning: 'measures.change.recovered.meaning' },
  IMPROVED: { label: 'measures.change.improved.label', meaning: 'measures.change.improved.meaning' },
  NO_RELIABLE_CHANGE: { label: 'measures.change.none.label', meaning: 'measures.change.none.meaning' },
  DETERIORATED: { label: 'measures.change.deteriorated.label', meaning: 'measures.change.deteriorated.meaning' },
};
