// The member's safety plan (the Stanley-Brown steps plus reasons for living). Each step is a short
// list the member writes; sizes are capped so a plan stays a plan (and one request cannot store
// megabytes). Everything is checked before anything is written. No GraphQL or HTTP here.
import type { ConsentGate } from '../consent/consent.service.js';
import { AppError } from '../../errors.js';
import type { SafetyContactRecord, SafetyPlanModel, SafetyPlanRecord } from './safety-plan.model.js';

import { safetyPlanApiMessage, safetyPlanContactList, safetyPlanTextList } from '@mindcheck/common';

export const TEXT_STEPS = {
  warningSigns: 'Warning signs',
  copingStrategies: 'Things I can do on my own',
  distractions: 'People and places that take my mind off things',
  safeEnvironment: 'Making my surroundings safe',
  reasonsForLiving: 'My reasons for living',
} as const;
export const CONTACT_STEPS = {
  peopleToAsk: 'People I can ask for help',
  professionals: 'Professionals and services',
} as const;

export interface SafetyPlanChanges {
  warningSigns: readonly string[];
  copingStrategies: readonly string[];
  distractions: readonly string[];
  peopleToAsk: readonly { name: string; phone?: string | null }[];
  professionals: readonly { name: string; phone?: string | null }[];
  safeEnvironment: readonly string[];
  reasonsForLiving: readonly string[];
}

export type SafetyPlanView = Omit<SafetyPlanRecord, '_id' | 'userId'>;

// The rules are common's (the form checks the same): each problem is answered naming the step.
function textList(values: readonly unknown[] | undefined, field: string, label: string): string[] {
  const result = safetyPlanTextList(values);
  if ('problem' in result) throw AppError.badInput(safetyPlanApiMessage(result.problem, label), field);
  return result.entries;
}

function contactList(
  values: readonly { name?: unknown; phone?: unknown }[] | undefined,
  field: string,
  label: string,
): SafetyContactRecord[] {
  const result = safetyPlanContactList(values);
  if ('problem' in result) throw AppError.badInput(safetyPlanApiMessage(result.problem, label), field);
  return result.entries;
}

function toView(doc: SafetyPlanRecord): SafetyPlanView {
  return {
    warningSigns: doc.warningSigns ?? [],
    copingStrategies: doc.copingStrategies ?? [],
    distractions: doc.distractions ?? [],
    peopleToAsk: (doc.peopleToAsk ?? []).map((c) => ({ name: c.name, phone: c.phone })),
    professionals: (doc.professionals ?? []).map((c) => ({ name: c.name, phone: c.phone })),
    safeEnvironment: doc.safeEnvironment ?? [],
    reasonsForLiving: doc.reasonsForLiving ?? [],
    updatedAt: doc.updatedAt,
  };
}

export class SafetyPlanService {
  constructor(
    private readonly plans: SafetyPlanModel,
    private readonly consent: ConsentGate,
  ) {}

  /** The member's own plan, or null before they saved one. */
  async get(userId: string): Promise<SafetyPlanView | null> {
    const doc = await this.plans.findById(userId).lean<SafetyPlanRecord>();
    return doc ? toView(doc) : null;
  }

  /** Replaces the member's plan with these lists (validated whole first: a bad entry changes nothing). */
  async save(userId: string, changes: SafetyPlanChanges): Promise<SafetyPlanView> {
    // The plan is health data: stored only under the member's consent, like tests and chat.
    await this.consent.require(userId);
    const plan = {
      warningSigns: textList(changes.warningSigns, 'warningSigns', TEXT_STEPS.warningSigns),
      copingStrategies: textList(changes.copingStrategies, 'copingStrategies', TEXT_STEPS.copingStrategies),
      distractions: textList(changes.distractions, 'distractions', TEXT_STEPS.distractions),
      peopleToAsk: contactList(changes.peopleToAsk, 'peopleToAsk', CONTACT_STEPS.peopleToAsk),
      professionals: contactList(changes.professionals, 'professionals', CONTACT_STEPS.professionals),
      safeEnvironment: textList(changes.safeEnvironment, 'safeEnvironment', TEXT_STEPS.safeEnvironment),
      reasonsForLiving: textList(changes.reasonsForLiving, 'reasonsForLiving', TEXT_STEPS.reasonsForLiving),
      updatedAt: new Date(),
    };
    // One whole-document write, keyed by the member: stored completely or not at all.
    const doc = await this.plans
      .findOneAndUpdate({ _id: userId }, { $set: { userId, ...plan } }, { upsert: true, returnDocument: 'after' })
      .lean<SafetyPlanRecord>();
    return toView(doc ?? { _id: userId, userId, ...plan });
  }
}
