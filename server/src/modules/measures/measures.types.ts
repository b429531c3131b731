// GraphQL types of the validated measures (#34). The care module (sharing with the expert) reuses
// MeasureResult and toMeasureResult for memberMeasures.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { INSTRUMENTS, MEASURE_CHANGES, type Instrument, type MeasureChange } from '@mindcheck/common';
import {
  AnswerOption,
  Question,
  QuestionnaireDefinition,
  ScoredResult,
  toCrisisResource,
} from '../assessment/assessment.types.js';
import type { MeasureDefinitionView, MeasureResultView } from './measures.service.js';

export const InstrumentEnum = Object.fromEntries(INSTRUMENTS.map((i) => [i, i])) as { [K in Instrument]: K };
registerEnumType(InstrumentEnum, {
  name: 'Instrument',
  description: "wave 3 (validated measures): validated instruments, beside the spec's five tests.",
});

export const MeasureChangeEnum = Object.fromEntries(MEASURE_CHANGES.map((c) => [c, c])) as {
  [K in MeasureChange]: K;
};
registerEnumType(MeasureChangeEnum, {
  name: 'MeasureChange',
  description:
    "wave 3 (validated measures): how a result compares with the member's previous one of the same instrument.",
  valuesConfig: {
    BASELINE: { description: 'The first result of this instrument.' },
    RECOVERED: {
      description:
        'A reliable improvement (PHQ-9 down 6 or more, GAD-7 down 4 or more) from at or above the clinical cut-off to below it.',
    },
    IMPROVED: {
      description:
        'A reliable improvement that ends at or above the cut-off, or that started below it (NHS Talking Therapies counts recovery only from caseness).',
    },
    NO_RELIABLE_CHANGE: { description: 'A change smaller than the reliable-change threshold, either way.' },
    DETERIORATED: { description: 'A reliable worsening.' },
  },
});

@ObjectType({ simpleResolvers: true, description: 'wave 3 (validated measures)' })
export class MeasureDefinition extends QuestionnaireDefinition {
  @Field(() => InstrumentEnum)
  instrument: Instrument;

  @Field(() => String)
  title: string;

  @Field(() => String, { description: 'The time window the questions ask about, as the instrument words it.' })
  timeframe: string;

  @Field(() => Int, {
    description: 'The score at or above which a result counts as clinical (PHQ-9 10, GAD-7 8).',
  })
  clinicalCutoff: number;

  @Field(() => Int, { description: 'A change of at least this many points is reliable (PHQ-9 6, GAD-7 4).' })
  reliableChange: number;
}

@ObjectType({ simpleResolvers: true, description: 'wave 3 (validated measures)' })
export class MeasureResult extends ScoredResult {
  @Field(() => InstrumentEnum)
  instrument: Instrument;

  @Field(() => MeasureChangeEnum)
  change: MeasureChange;
}

export function toMeasureDefinition(
  view: MeasureDefinitionView,
  languageNote: string | null = null,
): MeasureDefinition {
  return Object.assign(new MeasureDefinition(), {
    languageNote,
    instrument: view.instrument,
    title: view.title,
    timeframe: view.timeframe,
    questions: view.questions.map((q) =>
      Object.assign(new Question(), {
        id: q.id,
        text: q.text,
        options: view.options.map((o) => Object.assign(new AnswerOption(), { label: o.label, score: o.score })),
      }),
    ),
    maxScore: view.maxScore,
    clinicalCutoff: view.clinicalCutoff,
    reliableChange: view.reliableChange,
    language: view.language,
    source: view.source,
  });
}

export function toMeasureResult(view: MeasureResultView): MeasureResult {
  return Object.assign(new MeasureResult(), {
    id: view.id,
    instrument: view.instrument,
    score: view.score,
    maxScore: view.maxScore,
    severity: view.severity,
    change: view.change,
    language: view.language,
    needsCrisisSupport: view.needsCrisisSupport,
    crisisResources: view.crisisResources.map((r) => toCrisisResource(r)),
    createdAt: view.createdAt,
  });
}
