// Validated measures (#34): the PHQ-9 and GAD-7 definitions, submit (validate, score, band, change
// against the previous result, store once per 14-day window), and a member's results. No GraphQL or
// HTTP here. Authorization: every read and write takes the member's own id; nothing takes a result id.
import {
  INSTRUMENT_DEFINITIONS,
  MEASURE_LANGUAGES,
  MEASURE_RETAKE_DAYS,
  assessmentAnswers,
  measureChange,
  measureSeverity,
  type Instrument,
  type InstrumentDefinition,
} from '@mindcheck/common';
import type { Clock } from '../../clock.js';
import type { CrisisDirectory, CrisisResource } from '../../content/index.js';
import { AppError, ErrorCode } from '../../errors.js';
import { messages } from '../../messages.js';
import { isDuplicateKey } from '../../db/duplicate-key.js';
import { parseInput } from '../../validation.js';
import type { ConsentGate } from '../consent/consent.service.js';
import { measureTooSoonText } from './retake-refusal.js';
import type { MeasureResultDoc, MeasureResultModel, StoredMeasureAnswer } from './measure-result.model.js';

export interface MeasuresServiceDeps {
  results: MeasureResultModel;
  /** The crisis resources of a member's country (the directory assessments and chat use). */
  crisis: Pick<CrisisDirectory, 'forCountry'>;
  /** Nothing is stored before the member consented (FORBIDDEN). */
  consent: ConsentGate;
  clock: Clock;
}

export interface MeasureDefinitionView extends InstrumentDefinition {
  language: string;
}

/** A stored result as the API shows it (measure-result.model.ts says what each field holds). */
export interface MeasureResultView extends Pick<
  MeasureResultDoc,
  'instrument' | 'score' | 'maxScore' | 'severity' | 'change' | 'language' | 'needsCrisisSupport'
> {
  id: string;
  previousScore: number | null;
  /** The member's country's crisis resources when needsCrisisSupport, else empty. */
  crisisResources: readonly CrisisResource[];
  createdAt: Date;
  /** Only when read with `withAnswers` (the FHIR export). */
  answers?: readonly StoredMeasureAnswer[];
}

export interface SubmittedMeasureAnswer {
  questionId: string;
  selectedAnswer: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Longest language tag accepted (BCP 47 tags in use are far shorter); capped before the pattern runs. */
const LANGUAGE_MAX_CHARS = 35;
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;
/** The most results one read returns (years of fortnightly measures). */
export const MEASURE_LIST_LIMIT = 500;
const NO_RESOURCES: readonly CrisisResource[] = Object.freeze([]);

const ANSWER_RULES = new Map(
  Object.values(INSTRUMENT_DEFINITIONS).map((def) => [
    def.instrument,
    assessmentAnswers(def.questions.map((q) => ({ id: q.id, options: def.options.map((o) => o.label) }))),
  ]),
);

export class MeasuresService {
  constructor(private readonly deps: MeasuresServiceDeps) {}

  /**
   * An instrument's wording in a language. Only the languages with a recorded published source are
   * offered (English for now): any other well-formed tag gets the English wording, which says so in
   * its `language`. A malformed tag is refused.
   */
  definition(instrument: Instrument, language?: string | null): MeasureDefinitionView {
    const def = INSTRUMENT_DEFINITIONS[instrument];
    const wanted = language ?? 'en';
    if (wanted.length > LANGUAGE_MAX_CHARS || !LANGUAGE_TAG.test(wanted))
      throw AppError.badInput(messages.measureLanguageInvalid, 'language');
    const offered = MEASURE_LANGUAGES[instrument];
    const base = wanted.toLowerCase();
    return { ...def, language: offered.includes(base) ? base : 'en' };
  }

  async submit(
    userId: string,
    instrument: Instrument,
    submitted: readonly SubmittedMeasureAnswer[],
    clientKey: string | null = null,
  ): Promise<MeasureResultView> {
    const def = INSTRUMENT_DEFINITIONS[instrument];
    const consent = await this.deps.consent.require(userId);
    const resources = () => this.deps.crisis.forCountry(consent.country);
    // The same answers sent again with the client's key (an offline queue's retry, #36): the first result.
    const keyed = async () => {
      const doc = clientKey ? await this.deps.results.findOne({ userId, clientKey }).lean<MeasureResultDoc>() : null;
      return doc && view(doc, resources());
    };
    const sent = await keyed();
    if (sent) return sent;
    const checked = parseInput(ANSWER_RULES.get(instrument)!, submitted, 'answers');
    const byId = new Map(checked.map((a) => [a.questionId, a.selectedAnswer]));
    const answers: StoredMeasureAnswer[] = def.questions.map((q) => {
      const option = def.options.find((o) => o.label === byId.get(q.id))!;
      return { questionId: q.id, question: q.text, selectedAnswer: option.label, score: option.score };
    });
    const score = answers.reduce((sum, a) => sum + a.score, 0);
    // PHQ-9 item 9 above "Not at all" always calls for the crisis reply, whatever the total.
    const needsCrisisSupport = answers.some((a) => a.questionId === def.crisisQuestionId && a.score > 0);

    const previous = await this.latest(userId, instrument);
    const now = this.deps.clock.now();
    if (previous) {
      const availableAt = new Date(previous.createdAt.getTime() + MEASURE_RETAKE_DAYS * DAY_MS);
      if (now.getTime() < availableAt.getTime()) {
        // The previous result may be this key's own, stored by a repeat since the check above.
        const first = await keyed();
        if (first) return first;
        throw AppError.conflict(measureTooSoonText(shortTitle(def), availableAt, consent));
      }
    }
    let doc: MeasureResultDoc;
    try {
      // One insert of the whole record: stored completely or not at all. Concurrent submits read the
      // same previous result, so they compute the same attempt and all but one hit the unique index.
      const created = await this.deps.results.create({
        userId,
        instrument,
        answers,
        score,
        maxScore: def.maxScore,
        severity: measureSeverity(instrument, score),
        change: measureChange(instrument, previous?.score ?? null, score),
        previousScore: previous?.score ?? null,
        language: 'en',
        needsCrisisSupport,
        attempt: previous ? previous.attempt + 1 : 0,
        createdAt: now,
        ...(clientKey ? { clientKey } : {}),
      });
      doc = created.toObject();
    } catch (error) {
      // A repeat of the key arriving at the same time as the first: the first's result.
      const first = isDuplicateKey(error) ? await keyed() : null;
      if (first) return first;
      if (isDuplicateKey(error))
        throw AppError.conflict(
          measureTooSoonText(shortTitle(def), new Date(now.getTime() + MEASURE_RETAKE_DAYS * DAY_MS), consent),
        );
      throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, messages.measureSaveFailed, {}, { cause: error });
    }
    return view(doc, resources());
  }

  /**
   * A member's results, oldest first, optionally of one instrument (the member's history, the
   * chart, the FHIR export; the care module's expert trend calls it after its own authorization).
   */
  async listForMember(
    userId: string,
    instrument?: Instrument | null,
    options: { country?: string | null; withAnswers?: boolean } = {},
  ): Promise<MeasureResultView[]> {
    const docs = await this.deps.results
      .find(instrument ? { userId, instrument } : { userId }, options.withAnswers ? {} : { answers: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(MEASURE_LIST_LIMIT)
      .lean<MeasureResultDoc[]>();
    const resources = this.deps.crisis.forCountry(options.country ?? null);
    return docs.reverse().map((doc) => view(doc, resources, options.withAnswers));
  }

  private latest(userId: string, instrument: Instrument): Promise<MeasureResultDoc | null> {
    return this.deps.results
      .findOne({ userId, instrument }, { score: 1, attempt: 1, createdAt: 1 })
      .sort({ attempt: -1 })
      .lean<MeasureResultDoc>();
  }
}

function shortTitle(def: InstrumentDefinition): string {
  return def.instrument === 'PHQ9' ? 'PHQ-9' : 'GAD-7';
}

function view(doc: MeasureResultDoc, resources: readonly CrisisResource[], withAnswers = false): MeasureResultView {
  return {
    id: doc._id.toString(),
    instrument: doc.instrument,
    score: doc.score,
    maxScore: doc.maxScore,
    severity: doc.severity,
    change: doc.change,
    previousScore: doc.previousScore ?? null,
    language: doc.language,
    needsCrisisSupport: doc.needsCrisisSupport,
    crisisResources: doc.needsCrisisSupport ? resources : NO_RESOURCES,
    createdAt: doc.createdAt,
    ...(withAnswers ? { answers: doc.answers } : {}),
  };
}
