// The member's safety plan (the Stanley-Brown steps plus reasons for living). Each step is a short
// list the member writes; sizes are capped so a plan stays a plan (and one request cannot store
// megabytes). Everything is checked before anything is written. No GraphQL or HTTP here.
import type { ConsentGate } from '../consent/consent.service.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { SafetyContactRecord, SafetyPlanModel, SafetyPlanRecord } from './safety-plan.model.js';

import { isOneLine, SAFETY_PHONE_MAX_CHARS, SAFETY_PLAN_MAX_CHARS, SAFETY_PLAN_MAX_ENTRIES } from '@mindcheck/common';

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

// Digits with spaces or dashes between them, an optional leading +; checked after the length cap.
const PHONE = /^\+?[0-9][0-9 -]*$/;

function textList(values: readonly unknown[] | undefined, field: string, label: string): string[] {
  const list = Array.isArray(values) ? values : [];
  if (list.length > SAFETY_PLAN_MAX_ENTRIES * 3)
    throw AppError.badInput(messages.safetyPlanListTooLong(label, SAFETY_PLAN_MAX_ENTRIES), field);
  const entries: string[] = [];
  for (const value of list) {
    if (typeof value !== 'string')
      throw AppError.badInput(messages.safetyPlanEntryTooLong(label, SAFETY_PLAN_MAX_CHARS), field);
    if (value.length > SAFETY_PLAN_MAX_CHARS * 2)
      throw AppError.badInput(messages.safetyPlanEntryTooLong(label, SAFETY_PLAN_MAX_CHARS), field);
    const text = value.trim();
    // A row the member left empty is not an entry.
    if (!text) continue;
    if ([...text].length > SAFETY_PLAN_MAX_CHARS)
      throw AppError.badInput(messages.safetyPlanEntryTooLong(label, SAFETY_PLAN_MAX_CHARS), field);
    if (!isOneLine(text)) throw AppError.badInput(messages.oneLine(label), field);
    entries.push(text);
  }
  if (entries.length > SAFETY_PLAN_MAX_ENTRIES)
    throw AppError.badInput(messages.safetyPlanListTooLong(label, SAFETY_PLAN_MAX_ENTRIES), field);
  return entries;
}

function contactList(
  values: readonly { name?: unknown; phone?: unknown }[] | undefined,
  field: string,
  label: string,
): SafetyContactRecord[] {
  const list = Array.isArray(values) ? values : [];
  if (list.length > SAFETY_PLAN_MAX_ENTRIES * 3)
    throw AppError.badInput(messages.safetyPlanListTooLong(label, SAFETY_PLAN_MAX_ENTRIES), field);
  const entries: SafetyContactRecord[] = [];
  for (const value of list) {
    const rawName = typeof value?.name === 'string' ? value.name : '';
    const rawPhone = typeof value?.phone === 'string' ? value.phone : '';
    if (rawName.length > SAFETY_PLAN_MAX_CHARS * 2)
      throw AppError.badInput(messages.safetyPlanEntryTooLong(label, SAFETY_PLAN_MAX_CHARS), field);
    if (rawPhone.length > SAFETY_PHONE_MAX_CHARS * 2)
      throw AppError.badInput(messages.safetyPlanPhoneInvalid(label), field);
    const name = rawName.trim();
    const phone = rawPhone.trim();
    if (!name && !phone) continue;
    if (!name) throw AppError.badInput(messages.safetyPlanContactNameMissing(label), field);
    if ([...name].length > SAFETY_PLAN_MAX_CHARS)
      throw AppError.badInput(messages.safetyPlanEntryTooLong(label, SAFETY_PLAN_MAX_CHARS), field);
    if (phone && (phone.length > SAFETY_PHONE_MAX_CHARS || !PHONE.test(phone)))
      throw AppError.badInput(messages.safetyPlanPhoneInvalid(label), field);
    if (!isOneLine(name)) throw AppError.badInput(messages.oneLine(label), field);
    entries.push(phone ? { name, phone } : { name });
  }
  if (entries.length > SAFETY_PLAN_MAX_ENTRIES)
    throw AppError.badInput(messages.safetyPlanListTooLong(label, SAFETY_PLAN_MAX_ENTRIES), field);
  return entries;
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
