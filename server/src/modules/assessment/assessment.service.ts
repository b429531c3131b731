// Assessments (spec sections 2-5, 7-9): definitions from the content, submit (validate, score,
// evaluate, store once), the member's history and the dashboard's scores. No GraphQL or HTTP here.
import { aiFallbacks } from '../../metrics/metrics.js';
import { bandKey, hasNeutralBands, severityLabel } from '@mindcheck/common';
import type { AiProvider } from '../../ai/index.js';
import { OfflineProvider } from '../../ai/offline-provider.js';
import {
  CONDITIONS,
  CONDITION_INFO,
  MAX_SCORE,
  conditionFromSlug,
  questionsFor,
  QUESTIONS_WORDING,
  tipsFor,
  type Condition,
  type CrisisDirectory,
  type CrisisResource,
} from '../../content/index.js';
import { batchedReads } from '../../db/batched-reads.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import type { Clock } from '../../clock.js';
import { AppError, ErrorCode } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { messages } from '../../messages.js';
import { parseInput } from '../../validation.js';
import type { DirectoryExpert } from '../expert/expert.directory.js';
import type { ConsentGate } from '../consent/consent.service.js';
import type { AssessmentDoc, AssessmentModel, StoredEvaluationSource } from './assessment.model.js';
import { buildEvaluationPrompt, toPlainEvaluation } from './assessment.prompt.js';
import { evaluationSystemInstruction } from '../../ai/system-instructions.js';
import { ReplyGuard } from '../../ai/reply-guard.js';
import {
  SEVERITY_LABELS,
  answersRule,
  scoreAnswers,
  type Severity,
  type SubmittedAnswer,
} from './assessment.scoring.js';

export type { AssessmentDefinitionView, AssessmentStatusView, HealthScoreView } from './assessment.views.js';
import type { AssessmentDefinitionView, AssessmentStatusView, HealthScoreView } from './assessment.views.js';

export interface AssessmentServiceDeps {
  assessments: AssessmentModel;
  ai: AiProvider;
  /** The active experts of a field (the directory's in-memory copy: no database read per record). */
  expertsFor: (field: Condition) => readonly DirectoryExpert[];
  /** Evaluations for members who said no to the AI service. */
  offlineAi?: AiProvider;
  /** The crisis resources of a member's country. */
  crisis: Pick<CrisisDirectory, 'forCountry'>;
  /** Nothing is stored before the member consented (FORBIDDEN). */
  consent: ConsentGate;
  logger: Logger;
  clock: Clock;
  /** Days before a condition may be taken again; null = once only (the spec's rule). */
  retakeAfterDays: Readonly<Record<Condition, number | null>>;
  /** Told of every stored result (retake reminders); its failure never fails the submit. */
  onStored?: (userId: string, condition: Condition, result: { id: string; createdAt: Date }) => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AssessmentView {
  id: string;
  condition: Condition;
  title: string;
  /** Absent when the history was read without them. */
  answers?: AssessmentDoc['answers'];
  score: number;
  maxScore: number;
  severity: Severity;
  evaluation: string;
  evaluationSource: StoredEvaluationSource;
  createdAt: Date;
  /** The condition's tips (static content, shared: never changed). */
  tips: readonly string[];
  recommendedExperts: readonly DirectoryExpert[];
  needsCrisisSupport: boolean;
  crisisResources: readonly CrisisResource[];
  language: string;
}

const NO_TIPS: readonly string[] = Object.freeze([messages.noTips]);
const NO_CRISIS_RESOURCES: readonly CrisisResource[] = Object.freeze([]);

export class AssessmentService {
  /** Submits in progress in this process, per member and condition (a double click asks the AI once). */
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private readonly offlineAi: AiProvider;

  constructor(private readonly deps: AssessmentServiceDeps) {
    this.offlineAi = deps.offlineAi ?? new OfflineProvider();
    this.onStored = deps.onStored;
  }

  private onStored: AssessmentServiceDeps['onStored'];

  /** Tells `listener` of every stored result (the reminders, built after this service, connect here). */
  whenStored(listener: NonNullable<AssessmentServiceDeps['onStored']>): void {
    this.onStored = listener;
  }

  definitions(): AssessmentDefinitionView[] {
    return CONDITIONS.map((c) => this.definition(c));
  }

  definition(condition: Condition): AssessmentDefinitionView {
    const info = CONDITION_INFO[condition];
    return { ...info, ...QUESTIONS_WORDING, questions: questionsFor(condition), maxScore: MAX_SCORE };
  }

  /** Whether the member has a result of this condition (the first wave's `assessmentTaken`). */
  async hasTaken(userId: string, condition: Condition): Promise<boolean> {
    const found = await this.deps.assessments.exists({ userId, condition: CONDITION_INFO[condition].slug });
    return found !== null;
  }

  /**
   * The "already taken" rule, in one place: with no retake window a member takes each condition
   * once (the spec); with one, again once that many days have passed since their latest result.
   * The unique index on (userId, condition, attempt) enforces it for concurrent submits (see store).
   */
  async status(userId: string, condition: Condition): Promise<AssessmentStatusView & { attempts: number }> {
    const filter = { userId, condition: CONDITION_INFO[condition].slug };
    // The count first, then the latest: a result stored between the two reads is then either in
    // both (refused by the window) or only in the latest (refused by the window too). Read at once,
    // a result stored in between could be counted yet not seen as the latest, and a second retake
    // would get a fresh attempt number past the unique index.
    const attempts = await this.deps.assessments.countDocuments(filter);
    const latest = await this.deps.assessments
      .findOne(filter, { createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean<Pick<AssessmentDoc, '_id' | 'createdAt'>>();
    if (!latest) return { condition, lastTakenAt: null, canTake: true, retakeAvailableAt: null, attempts };
    const days = this.deps.retakeAfterDays[condition];
    if (days === null)
      return { condition, lastTakenAt: latest.createdAt, canTake: false, retakeAvailableAt: null, attempts };
    const availableAt = new Date(latest.createdAt.getTime() + days * DAY_MS);
    const canTake = this.deps.clock.now().getTime() >= availableAt.getTime();
    return {
      condition,
      lastTakenAt: latest.createdAt,
      canTake,
      retakeAvailableAt: canTake ? null : availableAt,
      attempts,
    };
  }

  async submit(
    userId: string,
    condition: Condition,
    submitted: readonly SubmittedAnswer[],
    fallbackCountry: string | null = null,
    clientKey: string | null = null,
  ): Promise<AssessmentView> {
    const given = await this.deps.consent.require(userId);
    // The help lines' country: the member's profile, else the request's (Accept-Language), else the default.
    const consent = { ...given, country: given.country ?? fallbackCountry };
    const scored = scoreAnswers(condition, parseInput(answersRule(condition), submitted, 'answers'));

    const key = `${userId}:${condition}`;
    const running = this.inFlight.get(key);
    if (running) await running.catch(() => undefined);
    const attempt = this.store(userId, condition, scored, consent, clientKey);
    this.inFlight.set(key, attempt);
    try {
      return await attempt;
    } finally {
      if (this.inFlight.get(key) === attempt) this.inFlight.delete(key);
    }
  }

  /**
   * The member's past tests, newest first. The stored answers (each with its question's text, most
   * of a record's bytes) are read only when asked for: the history page does not show them.
   */
  async history(
    userId: string,
    { withAnswers = true, country = null }: { withAnswers?: boolean; country?: string | null } = {},
  ): Promise<AssessmentView[]> {
    const docs = await (withAnswers ? this.histories.withAnswers : this.histories.withoutAnswers)(userId);
    const resources = this.deps.crisis.forCountry(country);
    return (docs ?? []).flatMap((doc) => this.view(doc, resources) ?? []);
  }

  // The History reads of one turn of the event loop go to the database as one query (a busy
  // instance starts many members' requests in one turn; see db/batched-reads.ts), each member getting
  // only the records stored under their own id.
  private readonly histories = {
    withAnswers: batchedReads((userIds) => this.readHistories(userIds, true)),
    withoutAnswers: batchedReads((userIds) => this.readHistories(userIds, false)),
  };

  private async readHistories(userIds: string[], withAnswers: boolean): Promise<Map<string, AssessmentDoc[]>> {
    // The driver's collection, not the model (read on every History visit, like the member):
    // mongoose's query building and casting have nothing to do for string ids and a fixed sort.
    const model = this.deps.assessments;
    const docs = await model.db
      .db!.collection<AssessmentDoc>(model.collection.collectionName)
      .find(
        userIds.length === 1 ? { userId: userIds[0] } : { userId: { $in: userIds } },
        withAnswers ? {} : { projection: { answers: 0 } },
      )
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
    const byMember = new Map<string, AssessmentDoc[]>();
    for (const doc of docs) {
      const records = byMember.get(doc.userId);
      if (records) records.push(doc);
      else byMember.set(doc.userId, [doc]);
    }
    return byMember;
  }

  /** The member's latest result of each condition they have taken (for retake reminders). */
  async latestResults(userId: string): Promise<Map<Condition, { id: string; createdAt: Date }>> {
    const docs = await this.deps.assessments
      .find({ userId }, { condition: 1, createdAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .lean<Pick<AssessmentDoc, '_id' | 'condition' | 'createdAt'>[]>();
    const latest = new Map<Condition, { id: string; createdAt: Date }>();
    for (const doc of docs) {
      const condition = conditionFromSlug(doc.condition);
      if (condition && !latest.has(condition))
        latest.set(condition, { id: doc._id.toString(), createdAt: doc.createdAt });
    }
    return latest;
  }

  /** The member's scores for the dashboard chart, oldest first. */
  async healthScores(userId: string): Promise<HealthScoreView[]> {
    const docs = await this.deps.assessments
      .find({ userId }, { condition: 1, score: 1, evaluation: 1, createdAt: 1 })
      .sort({ createdAt: 1, _id: 1 })
      .lean<Pick<AssessmentDoc, '_id' | 'condition' | 'score' | 'evaluation' | 'createdAt'>[]>();
    return docs.flatMap((doc) => {
      const condition = conditionFromSlug(doc.condition);
      if (!condition) return [];
      return [
        {
          assessmentId: doc._id.toString(),
          condition,
          score: doc.score,
          evaluation: doc.evaluation,
          createdAt: doc.createdAt,
        },
      ];
    });
  }

  private async store(
    userId: string,
    condition: Condition,
    scored: ReturnType<typeof scoreAnswers>,
    consent: { aiProcessing: boolean; country: string | null; locale?: string },
    clientKey: string | null,
  ): Promise<AssessmentView> {
    // The same answers sent again with the client's key (an offline queue's retry, #36): the first result.
    const sent = clientKey ? await this.keyed(userId, clientKey, consent.country) : null;
    if (sent) return sent;
    let status: Awaited<ReturnType<AssessmentService['status']>>;
    try {
      status = await this.status(userId, condition);
    } catch (error) {
      // The database failing before the save is a failed save too, in the spec's words.
      throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, messages.assessmentSaveFailed, {}, { cause: error });
    }
    if (!status.canTake) throw AppError.conflict(messages.testAlreadyTaken);

    // A member who said no to the AI service gets the offline evaluator: nothing of theirs leaves.
    const ai = consent.aiProcessing ? this.deps.ai : this.offlineAi;
    const { evaluation, evaluationSource } = await this.evaluate(
      ai,
      condition,
      scored,
      this.deps.crisis.forCountry(consent.country),
      consent.locale,
    );
    let doc: AssessmentDoc;
    try {
      // One insert of the whole record: it is stored completely or not at all.
      const created = await this.deps.assessments.create({
        userId,
        condition: CONDITION_INFO[condition].slug,
        answers: scored.answers,
        score: scored.score,
        severity: scored.severity,
        evaluation,
        evaluationSource,
        needsCrisisSupport: scored.needsCrisisSupport,
        createdAt: this.deps.clock.now(),
        language: QUESTIONS_WORDING.language,
        // Concurrent submits read the same count, so all but one hit the unique index.
        attempt: status.attempts,
        ...(clientKey ? { clientKey } : {}),
      });
      doc = created.toObject();
    } catch (error) {
      const first = isDuplicateKey(error) && clientKey ? await this.keyed(userId, clientKey, consent.country) : null;
      if (first) return first;
      if (isDuplicateKey(error)) throw AppError.conflict(messages.testAlreadyTaken);
      throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, messages.assessmentSaveFailed, {}, { cause: error });
    }
    await this.onStored?.(userId, condition, { id: doc._id.toString(), createdAt: doc.createdAt }).catch((error) => {
      this.deps.logger.warn(
        { reason: error instanceof Error ? error.name : 'unknown' },
        'retake reminder not scheduled',
      );
    });
    return this.view(doc, this.deps.crisis.forCountry(consent.country))!;
  }

  private async evaluate(
    ai: AiProvider,
    condition: Condition,
    scored: ReturnType<typeof scoreAnswers>,
    helpLines: readonly CrisisResource[],
    /** The member's language: the offline evaluator writes in it (#36). */
    locale?: string,
  ): Promise<{ evaluation: string; evaluationSource: StoredEvaluationSource }> {
    const { logger } = this.deps;
    const prompt = buildEvaluationPrompt({ condition, ...scored });
    try {
      const text = await ai.evaluate({
        systemInstruction: evaluationSystemInstruction(helpLines),
        prompt,
        facts: {
          conditionTitle: CONDITION_INFO[condition].title,
          score: scored.score,
          maxScore: MAX_SCORE,
          // The spec's own scales are named by what was reported, never with a clinical grade (H11).
          severityLabel: hasNeutralBands(condition)
            ? severityLabel(condition, scored.severity)
            : SEVERITY_LABELS[scored.severity],
          neutralBands: hasNeutralBands(condition),
          tips: [...tipsFor(condition)],
          needsCrisisSupport: scored.needsCrisisSupport,
          locale,
          condition,
          bandKey: bandKey(condition, scored.severity),
        },
      });
      const evaluation = toPlainEvaluation(text);
      if (!evaluation) throw new Error('empty evaluation');
      // The reply guard: method, dose or an invented phone number never reach the member.
      const trip = new ReplyGuard({ allowedContacts: helpLines.map((l) => l.contact) }).checkPiece(evaluation);
      if (trip) throw Object.assign(new Error('evaluation stopped by the reply guard'), { reason: `guard:${trip}` });
      return { evaluation, evaluationSource: ai.kind === 'offline' ? 'offline' : 'ai' };
    } catch (error) {
      // Only the reason is logged: never the prompt or the text.
      const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.name : 'unknown');
      logger.warn({ provider: ai.kind, reason }, 'assessment evaluation fell back');
      aiFallbacks.inc({ feature: 'evaluation' });
      return { evaluation: messages.evaluationUnavailable, evaluationSource: 'fallback' };
    }
  }

  private async keyed(userId: string, clientKey: string, country: string | null): Promise<AssessmentView | null> {
    const doc = await this.deps.assessments.findOne({ userId, clientKey }).lean<AssessmentDoc>();
    return doc && this.view(doc, this.deps.crisis.forCountry(country));
  }

  private view(doc: AssessmentDoc, resources: readonly CrisisResource[]): AssessmentView | null {
    const condition = conditionFromSlug(doc.condition);
    if (!condition) return null;
    const tips = tipsFor(condition);
    return {
      id: doc._id.toString(),
      condition,
      title: CONDITION_INFO[condition].title,
      answers: doc.answers,
      score: doc.score,
      maxScore: MAX_SCORE,
      severity: doc.severity,
      evaluation: doc.evaluation,
      evaluationSource: doc.evaluationSource,
      createdAt: doc.createdAt,
      tips: tips.length ? tips : NO_TIPS,
      recommendedExperts: this.deps.expertsFor(condition),
      needsCrisisSupport: doc.needsCrisisSupport,
      crisisResources: doc.needsCrisisSupport ? resources : NO_CRISIS_RESOURCES,
      language: doc.language ?? QUESTIONS_WORDING.language,
    };
  }
}
