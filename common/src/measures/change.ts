// Scoring, bands and reliable change of the validated instruments (#34): the one place the rules
// live, used by the server (stored with each result) and the client (the words it shows).
import { INSTRUMENT_DEFINITIONS, type Instrument, type InstrumentDefinition, type MeasureBand } from './instruments.js';

export type MeasureSeverity = MeasureBand['severity'];
export type MeasureChange = 'BASELINE' | 'RECOVERED' | 'IMPROVED' | 'NO_RELIABLE_CHANGE' | 'DETERIORATED';
export const MEASURE_CHANGES: readonly MeasureChange[] = Object.freeze([
  'BASELINE',
  'RECOVERED',
  'IMPROVED',
  'NO_RELIABLE_CHANGE',
  'DETERIORATED',
] as const);

function definition(instrument: Instrument): InstrumentDefinition {
  return INSTRUMENT_DEFINITIONS[instrument];
}

/** The band of a total, from the instrument's published cut-offs. */
export function measureSeverity(instrument: Instrument, score: number): MeasureSeverity {
  const def = definition(instrument);
  if (!Number.isInteger(score) || score < 0 || score > def.maxScore)
    throw new RangeError(`${instrument} score out of range: ${score}`);
  return def.bands.find((b) => score >= b.floor)!.severity;
}

/** True at or above the clinical cut-off (PHQ-9 10, GAD-7 8). */
export function isClinical(instrument: Instrument, score: number): boolean {
  return score >= definition(instrument).clinicalCutoff;
}

/**
 * How a result compares with the member's previous result of the same instrument, as NHS Talking
 * Therapies reports a course (its Manual, "reliable improvement", "recovery", "reliable deterioration"):
 * - no previous result: BASELINE;
 * - up by the reliable-change threshold or more (PHQ-9 6, GAD-7 4): DETERIORATED;
 * - down by it or more, from at/above the cut-off to below it: RECOVERED;
 * - down by it or more otherwise: IMPROVED. This includes a reliable improvement that starts below
 *   the cut-off: NHS Talking Therapies counts recovery only for people who were at caseness at the
 *   start ("reliable recovery" needs both), so such a change is a reliable improvement, not a recovery;
 * - anything smaller, either way: NO_RELIABLE_CHANGE.
 */
export function measureChange(instrument: Instrument, previous: number | null, score: number): MeasureChange {
  if (previous === null) return 'BASELINE';
  const { reliableChange } = definition(instrument);
  const delta = score - previous;
  if (delta >= reliableChange) return 'DETERIORATED';
  if (-delta < reliableChange) return 'NO_RELIABLE_CHANGE';
  return isClinical(instrument, previous) && !isClinical(instrument, score) ? 'RECOVERED' : 'IMPROVED';
}

/** What the member reads about a change: a label and one sentence on what it means. Never "cured". */
export const MEASURE_CHANGE_WORDS: Readonly<Record<MeasureChange, { label: string; meaning: string }>> = Object.freeze({
  BASELINE: {
    label: 'your starting point',
    meaning: 'This is your first result: the next one, in two weeks or more, will show whether things have changed.',
  },
  RECOVERED: {
    label: 'a reliable improvement, now below the clinical range',
    meaning:
      'Your score dropped by more than the questionnaire can vary by chance and is now below the level where clinicians usually offer treatment; keep going with what helps.',
  },
  IMPROVED: {
    label: 'a reliable improvement',
    meaning: 'Your score dropped by more than the questionnaire can vary by chance, so this change is likely real.',
  },
  NO_RELIABLE_CHANGE: {
    label: 'no reliable change yet',
    meaning:
      'The difference from last time is within what the questionnaire can vary by chance, so it may not be a real change.',
  },
  DETERIORATED: {
    label: 'a reliable worsening — consider talking to an expert',
    meaning:
      'Your score rose by more than the questionnaire can vary by chance, so things are likely harder than last time; an expert can help.',
  },
});

/** Why the spec's own tests get no change labels (one line on the dashboard). */
export const CUSTOM_TESTS_NO_CHANGE_NOTE =
  "The five MindCheck tests have no published reliability, so their chart shows your scores but can't tell a real change from chance; the PHQ-9 and GAD-7 can.";
