// The validated instruments (#34), beside the spec's five tests: the PHQ-9 and the GAD-7, in their
// published English wording (Pfizer's forms, phqscreeners.com), answer scale and scoring. Change a
// text here only against the published form: a snapshot test (instruments.test.ts) holds the wording.

export type Instrument = 'PHQ9' | 'GAD7';
export const INSTRUMENTS: readonly Instrument[] = Object.freeze(['PHQ9', 'GAD7'] as const);

export interface MeasureOption {
  label: string;
  score: number;
  /** LOINC answer code (LL358-3, the frequency answer list both forms use). */
  loinc: string;
}

export interface MeasureQuestion {
  /** Stable id: phq9-1 ... phq9-9, gad7-1 ... gad7-7. */
  id: string;
  text: string;
  /** The item's LOINC code (the FHIR export's linkId). */
  loinc: string;
}

export interface MeasureBand {
  /** Lowest total of the band. */
  floor: number;
  severity: 'MINIMAL' | 'MILD' | 'MODERATE' | 'MODERATELY_SEVERE' | 'SEVERE';
}

export interface InstrumentDefinition {
  instrument: Instrument;
  /** The route segment: /measures/phq9, /measures/gad7. */
  slug: string;
  title: string;
  /** The instrument's own instruction, word for word. */
  timeframe: string;
  questions: readonly MeasureQuestion[];
  options: readonly MeasureOption[];
  maxScore: number;
  /** At or above this total a result counts as clinical ("caseness"). */
  clinicalCutoff: number;
  /** A change of at least this many points is reliable (NHS Talking Therapies). */
  reliableChange: number;
  /** Bands from the published cut-offs, highest first. */
  bands: readonly MeasureBand[];
  /** BCP 47 language of the wording. */
  language: string;
  /** The published source line, as printed on the form, and the paper it comes from. */
  source: string;
  /** The question whose any answer above "Not at all" always brings the crisis reply (PHQ-9 item 9). */
  crisisQuestionId: string | null;
  /** LOINC code of the panel and of its total score (the FHIR export). */
  loinc: { panel: string; total: string };
}

/** The answer scale both forms print, scored 0-3. */
export const MEASURE_OPTIONS: readonly MeasureOption[] = Object.freeze([
  { label: 'Not at all', score: 0, loinc: 'LA6568-5' },
  { label: 'Several days', score: 1, loinc: 'LA6569-3' },
  { label: 'More than half the days', score: 2, loinc: 'LA6570-1' },
  { label: 'Nearly every day', score: 3, loinc: 'LA6571-9' },
]);

/** The line printed at the foot of both Pfizer forms. */
export const PFIZER_SOURCE_LINE =
  'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

/** Days before an instrument may be taken again: both ask about the last 2 weeks. */
export const MEASURE_RETAKE_DAYS = 14;

const bands = (list: MeasureBand[]): readonly MeasureBand[] => Object.freeze(list);

const questions = (
  prefix: string,
  items: readonly (readonly [loinc: string, text: string])[],
): readonly MeasureQuestion[] =>
  Object.freeze(items.map(([loinc, text], i) => Object.freeze({ id: `${prefix}-${i + 1}`, text, loinc })));

export const PHQ9: InstrumentDefinition = Object.freeze({
  instrument: 'PHQ9',
  slug: 'phq9',
  title: 'PHQ-9 (Patient Health Questionnaire)',
  timeframe: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  questions: questions('phq9', [
    ['44250-9', 'Little interest or pleasure in doing things'],
    ['44255-8', 'Feeling down, depressed, or hopeless'],
    ['44259-0', 'Trouble falling or staying asleep, or sleeping too much'],
    ['44254-1', 'Feeling tired or having little energy'],
    ['44251-7', 'Poor appetite or overeating'],
    ['44258-2', 'Feeling bad about yourself — or that you are a failure or have let yourself or your family down'],
    ['44252-5', 'Trouble concentrating on things, such as reading the newspaper or watching television'],
    [
      '44253-3',
      'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
    ],
    ['44260-8', 'Thoughts that you would be better off dead or of hurting yourself in some way'],
  ]),
  options: MEASURE_OPTIONS,
  maxScore: 27,
  clinicalCutoff: 10,
  reliableChange: 6,
  bands: bands([
    { floor: 20, severity: 'SEVERE' },
    { floor: 15, severity: 'MODERATELY_SEVERE' },
    { floor: 10, severity: 'MODERATE' },
    { floor: 5, severity: 'MILD' },
    { floor: 0, severity: 'MINIMAL' },
  ]),
  language: 'en',
  source: `PHQ-9, English (Pfizer's form, phqscreeners.com). ${PFIZER_SOURCE_LINE} Kroenke K, Spitzer RL, Williams JBW. The PHQ-9: validity of a brief depression severity measure. J Gen Intern Med 2001;16(9):606-613.`,
  crisisQuestionId: 'phq9-9',
  loinc: { panel: '44249-1', total: '44261-6' },
});

export const GAD7: InstrumentDefinition = Object.freeze({
  instrument: 'GAD7',
  slug: 'gad7',
  title: 'GAD-7 (Generalized Anxiety Disorder scale)',
  // The GAD-7 form's own instruction (it has no "any of").
  timeframe: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  questions: questions('gad7', [
    ['69725-0', 'Feeling nervous, anxious, or on edge'],
    ['68509-9', 'Not being able to stop or control worrying'],
    ['69733-4', 'Worrying too much about different things'],
    ['69734-2', 'Trouble relaxing'],
    ['69735-9', 'Being so restless that it is hard to sit still'],
    ['69689-8', 'Becoming easily annoyed or irritable'],
    ['69736-7', 'Feeling afraid, as if something awful might happen'],
  ]),
  options: MEASURE_OPTIONS,
  maxScore: 21,
  clinicalCutoff: 8,
  reliableChange: 4,
  bands: bands([
    { floor: 15, severity: 'SEVERE' },
    { floor: 10, severity: 'MODERATE' },
    { floor: 5, severity: 'MILD' },
    { floor: 0, severity: 'MINIMAL' },
  ]),
  language: 'en',
  source: `GAD-7, English (Pfizer's form, phqscreeners.com). ${PFIZER_SOURCE_LINE} Spitzer RL, Kroenke K, Williams JBW, Löwe B. A brief measure for assessing generalized anxiety disorder: the GAD-7. Arch Intern Med 2006;166(10):1092-1097.`,
  crisisQuestionId: null,
  loinc: { panel: '69737-5', total: '70274-6' },
});

export const INSTRUMENT_DEFINITIONS: Readonly<Record<Instrument, InstrumentDefinition>> = Object.freeze({
  PHQ9,
  GAD7,
});

/**
 * The languages each instrument is offered in. Only English: a translation is added only with its
 * published source recorded (phqscreeners.com lists validated ones); none is recorded yet.
 */
export const MEASURE_LANGUAGES: Readonly<Record<Instrument, readonly string[]>> = Object.freeze({
  PHQ9: Object.freeze(['en']),
  GAD7: Object.freeze(['en']),
});

export function instrumentFromSlug(slug: string): Instrument | null {
  return INSTRUMENTS.find((i) => INSTRUMENT_DEFINITIONS[i].slug === slug) ?? null;
}
