import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Expert } from '../expert/expert.types.js';
import { ConditionEnum, type Condition } from '../../graphql/condition.enum.js';
import { SEVERITIES, type Severity } from './assessment.scoring.js';
import type { CrisisResource as CrisisResourceData } from '../../content/crisis-resources.js';

export const SeverityEnum = Object.fromEntries(SEVERITIES.map((s) => [s, s])) as { [K in Severity]: K };
registerEnumType(SeverityEnum, { name: 'Severity', description: 'Informational band of a score; never a diagnosis.' });

export const EvaluationSourceEnum = { AI: 'AI', OFFLINE: 'OFFLINE', FALLBACK: 'FALLBACK' } as const;
export type EvaluationSource = keyof typeof EvaluationSourceEnum;
registerEnumType(EvaluationSourceEnum, {
  name: 'EvaluationSource',
  description: 'Where an evaluation text came from.',
  valuesConfig: {
    AI: { description: 'The configured generative AI service wrote it.' },
    OFFLINE: { description: 'No AI service is configured; the built-in offline evaluator wrote it.' },
    FALLBACK: { description: "The AI service failed; the spec's fallback text stands in." },
  },
});

@ObjectType({ simpleResolvers: true })
export class AnswerOption {
  @Field(() => String)
  label: string;

  @Field(() => Int)
  score: number;
}

@ObjectType({ simpleResolvers: true })
export class Question {
  @Field(() => ID)
  id: string;

  @Field(() => String)
  text: string;

  @Field(() => [AnswerOption], {
    description:
      'Always the four answers: Not at all 0, Several days 1, More than half the days 2, Nearly every day 3.',
  })
  options: AnswerOption[];
}

/**
 * What the definition of a questionnaire holds, a spec's test and a validated measure alike: a base
 * class whose fields each subclass's type carries (no query returns it, so the schema has no type of
 * its name).
 */
@ObjectType({ simpleResolvers: true })
export abstract class QuestionnaireDefinition {
  @Field(() => [Question])
  questions: Question[];

  @Field(() => Int)
  maxScore: number;

  @Field(() => String, { description: 'wave 3 (reach): BCP 47 language of the questions.' })
  language: string;

  @Field(() => String, {
    description: 'wave 3 (reach): where this wording comes from (the published source or its translation).',
  })
  source: string;

  @Field(() => String, {
    nullable: true,
    description:
      "wave 3 (reach): one line, in the reader's language, saying why the questions are in English when the reader's language (or the one asked for) is another; null when they are in it.",
  })
  languageNote: string | null;
}

@ObjectType({ simpleResolvers: true })
export class AssessmentDefinition extends QuestionnaireDefinition {
  @Field(() => ConditionEnum)
  condition: Condition;

  @Field(() => String, { description: 'e.g. Depression Assessment' })
  title: string;

  @Field(() => String, { description: 'e.g. over the last two weeks' })
  timeWindow: string;

  @Field(() => String, {
    description: 'The route and storage name: depression, anxiety, schizophrenia, substance_abuse or dementia.',
  })
  slug: string;

  @Field(() => String, { description: 'The field name on the experts pages, e.g. Anxiety Disorders.' })
  fieldName: string;
}

@ObjectType({ simpleResolvers: true })
export class Answer {
  @Field(() => ID)
  questionId: string;

  @Field(() => String)
  question: string;

  @Field(() => String)
  selectedAnswer: string;

  @Field(() => Int)
  score: number;
}

/**
 * A help line's name, how to reach it and its page: the base of the crisis resources members see and
 * of the directory operators edit (crisis-directory.resolver.ts, an input there too). No field or
 * argument has it as its type, so the schema has no type of its name.
 */
@ObjectType('HelpLine', { simpleResolvers: true })
@InputType('HelpLineInput')
export abstract class HelpLine {
  @Field(() => String)
  name: string;

  @Field(() => String)
  contact: string;

  @Field(() => String, { nullable: true })
  url?: string | null;
}

@ObjectType({ simpleResolvers: true })
export class CrisisResource extends HelpLine {
  @Field(() => String, { nullable: true, description: 'Where the operator checked this entry.' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'The day of that check, YYYY-MM-DD.' })
  verifiedOn?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'wave 3 (safety net): ISO 3166 alpha-2 country this entry serves; null for international entries.',
  })
  country?: string | null;

  @Field(() => Boolean, {
    description:
      'wave 3 (safety net): true for a general emergency number (police, ambulance), false for a support line.',
  })
  emergency: boolean;
}

/** A crisis resource as the API shows it (the configured directory's entries). */
export function toCrisisResource(r: CrisisResourceData): CrisisResource {
  return Object.assign(new CrisisResource(), {
    name: r.name,
    contact: r.contact,
    url: r.url,
    source: r.source ?? null,
    verifiedOn: r.verifiedOn ?? null,
    country: r.country ?? null,
    emergency: r.emergency ?? false,
  });
}

/**
 * What a scored result holds, a spec's test and a validated measure alike: a base class whose fields
 * each subclass's type carries (no query returns it, so the schema has no type of its name).
 */
@ObjectType({ simpleResolvers: true })
export abstract class ScoredResult {
  @Field(() => ID)
  id: string;

  @Field(() => Int)
  score: number;

  @Field(() => Int)
  maxScore: number;

  @Field(() => SeverityEnum)
  severity: Severity;

  @Field(() => Date, { description: 'Server time of the submit.' })
  createdAt: Date;

  @Field(() => Boolean, { description: 'True when an answer or the total calls for the crisis resources to be shown.' })
  needsCrisisSupport: boolean;

  @Field(() => [CrisisResource], {
    description: 'The crisis resources to show: present when needsCrisisSupport is true, else empty.',
  })
  crisisResources: readonly CrisisResource[];

  @Field(() => String, { description: 'wave 3 (reach): BCP 47 language of the questions answered.' })
  language: string;
}

@ObjectType({ simpleResolvers: true })
export class AssessmentRecord extends ScoredResult {
  @Field(() => ConditionEnum)
  condition: Condition;

  @Field(() => String)
  title: string;

  @Field(() => [Answer])
  answers: Answer[];

  @Field(() => String)
  evaluation: string;

  @Field(() => EvaluationSourceEnum)
  evaluationSource: EvaluationSource;

  @Field(() => [String], { description: "The condition's five tips, or ['No tips available.'] when none exist." })
  tips: readonly string[];

  @Field(() => [Expert])
  recommendedExperts: readonly Expert[];
}

@ObjectType({ simpleResolvers: true, description: 'One point of the dashboard chart.' })
export class HealthScorePoint {
  @Field(() => ID)
  assessmentId: string;

  @Field(() => ConditionEnum)
  condition: Condition;

  @Field(() => Int)
  score: number;

  @Field(() => String)
  evaluation: string;

  @Field(() => Date)
  createdAt: Date;
}

@ObjectType({
  simpleResolvers: true,
  description: 'next (progress over time): where a member stands with one assessment.',
})
export class AssessmentStatus {
  @Field(() => ConditionEnum)
  condition: Condition;

  @Field(() => Date, { nullable: true })
  lastTakenAt: Date | null;

  @Field(() => Boolean, { description: 'Whether the member may take it now.' })
  canTake: boolean;

  @Field(() => Date, {
    nullable: true,
    description:
      "When the member may take it again; null when they can now, or never again under the spec's once-only rule.",
  })
  retakeAvailableAt: Date | null;
}
