import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Authorized, Ctx, Info, Mutation, Query, Resolver } from 'type-graphql';
import { ANSWER_OPTIONS } from '../../content/index.js';
import { AppError } from '../../errors.js';
import { requestCountry } from '../safety/country.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { messages } from '../../messages.js';
import { selectsField } from '../../graphql/selection.js';
import { mapOnce } from '../../graphql/map-once.js';
import { toExperts } from '../expert/expert.types.js';
import { AnswerInput } from './assessment.inputs.js';
import type { AssessmentDefinitionView, AssessmentView, HealthScoreView } from './assessment.service.js';
import {
  AnswerOption,
  AssessmentDefinition,
  AssessmentRecord,
  AssessmentStatus,
  toCrisisResource,
  HealthScorePoint,
  Question,
  type EvaluationSource,
} from './assessment.types.js';
import { ConditionEnum, type Condition } from '../../graphql/condition.enum.js';
import type { Locale } from '@mindcheck/common';
import { callerLocale } from '../locale/locale.request.js';
import { wordingNote } from '../locale/wording-note.js';

@Resolver(() => AssessmentRecord)
export class AssessmentResolver {
  @Authorized()
  @Query(() => [AssessmentDefinition], { description: 'All five assessments, in menu order.' })
  async assessments(@Ctx() ctx: GraphQLContext): Promise<AssessmentDefinition[]> {
    const reader = await callerLocale(ctx);
    return ctx.services.assessments.definitions().map((view) => toDefinition(view, reader));
  }

  @Authorized()
  @Query(() => AssessmentDefinition, { description: 'The questions of one assessment.' })
  assessment(
    @Arg('condition', () => ConditionEnum) condition: Condition,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AssessmentDefinition> {
    return callerLocale(ctx).then((reader) => toDefinition(ctx.services.assessments.definition(condition), reader));
  }

  @Authorized()
  @Query(() => Boolean, { description: "Whether the signed-in member has already taken this condition's test." })
  assessmentTaken(
    @Arg('condition', () => ConditionEnum) condition: Condition,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.services.assessments.hasTaken(memberOf(ctx), condition);
  }

  @Authorized()
  @Query(() => AssessmentStatus, {
    description: 'next (progress over time): where the member stands with one assessment.',
  })
  async assessmentStatus(
    @Arg('condition', () => ConditionEnum) condition: Condition,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AssessmentStatus> {
    const { attempts: _attempts, ...status } = await ctx.services.assessments.status(memberOf(ctx), condition);
    return Object.assign(new AssessmentStatus(), status);
  }

  @Authorized()
  @Query(() => [AssessmentRecord], { description: "The signed-in member's past tests, newest first." })
  async testHistory(@Ctx() ctx: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<AssessmentRecord[]> {
    const member = ctx.currentUser ? await ctx.currentUser() : null;
    const history = await ctx.services.assessments.history(memberOf(ctx), {
      withAnswers: selectsField(info, 'answers'),
      country: member?.country ?? requestCountry(ctx),
    });
    return history.map(toRecord);
  }

  @Authorized()
  @Query(() => [HealthScorePoint], {
    description: "The signed-in member's scores for the dashboard chart, oldest first.",
  })
  async healthScores(@Ctx() ctx: GraphQLContext): Promise<HealthScorePoint[]> {
    return (await ctx.services.assessments.healthScores(memberOf(ctx))).map(toPoint);
  }

  @Authorized()
  @Mutation(() => AssessmentRecord)
  async submitAssessment(
    @Arg('condition', () => ConditionEnum) condition: Condition,
    @Arg('answers', () => [AnswerInput]) answers: AnswerInput[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<AssessmentRecord> {
    const userId = memberOf(ctx);
    // Copied field by field: nothing but these two strings reaches the service (its rule checks them).
    const submitted = answers.map((a) => ({
      questionId: String(a.questionId),
      selectedAnswer: String(a.selectedAnswer),
    }));
    return toRecord(await ctx.services.assessments.submit(userId, condition, submitted, requestCountry(ctx)));
  }
}

function memberOf(ctx: GraphQLContext): string {
  if (!ctx.userId) throw AppError.unauthenticated(messages.signInRequired);
  return ctx.userId;
}

const OPTIONS = (): AnswerOption[] => ANSWER_OPTIONS.map((o) => Object.assign(new AnswerOption(), o));

function toDefinition(view: AssessmentDefinitionView, reader: Locale): AssessmentDefinition {
  return Object.assign(new AssessmentDefinition(), {
    language: view.language,
    source: view.source,
    languageNote: wordingNote(view.language, reader),
    condition: view.condition,
    title: view.title,
    timeWindow: view.timeWindow,
    maxScore: view.maxScore,
    slug: view.slug,
    fieldName: view.fieldName,
    questions: view.questions.map((q) => Object.assign(new Question(), { id: q.id, text: q.text, options: OPTIONS() })),
  });
}

const SOURCES: Record<AssessmentView['evaluationSource'], EvaluationSource> = {
  ai: 'AI',
  offline: 'OFFLINE',
  fallback: 'FALLBACK',
};

function toRecord(view: AssessmentView): AssessmentRecord {
  return Object.assign(new AssessmentRecord(), {
    id: view.id,
    condition: view.condition,
    title: view.title,
    // Read only when the operation selects them (see testHistory).
    answers: (view.answers ?? []).map((a) => ({
      questionId: a.questionId,
      question: a.question,
      selectedAnswer: a.selectedAnswer,
      score: a.score,
    })),
    score: view.score,
    maxScore: view.maxScore,
    severity: view.severity,
    evaluation: view.evaluation,
    evaluationSource: SOURCES[view.evaluationSource],
    createdAt: view.createdAt,
    tips: view.tips,
    recommendedExperts: toExperts(view.recommendedExperts),
    needsCrisisSupport: view.needsCrisisSupport,
    crisisResources: toCrisisResources(view.crisisResources),
    language: view.language,
  });
}

// The configured crisis resources: one list for the app's lifetime, mapped once.
const toCrisisResources = mapOnce((r: AssessmentView['crisisResources'][number]) => toCrisisResource(r));

function toPoint(view: HealthScoreView): HealthScorePoint {
  return Object.assign(new HealthScorePoint(), view);
}
