// The safety plan's rules (#26), once for the form and the service: each step a short list of short
// entries (contacts: a name and an optional phone). The form and the API word a problem their own
// way (the form under the input; the API naming the step), from the same check.
import { z } from 'zod';
import { messages } from './messages.js';
import { isOneLine } from './rules.js';
import { characterCount } from './text.js';

export const SAFETY_PLAN_MAX_ENTRIES = 10;
export const SAFETY_PLAN_MAX_CHARS = 300;
export const SAFETY_PHONE_MAX_CHARS = 20;

// Digits with spaces or dashes between them, an optional leading +; checked after the length cap.
const PHONE = /^\+?[0-9][0-9 -]*$/;

export type SafetyPlanProblem = 'tooMany' | 'tooLong' | 'nameMissing' | 'phoneTooLong' | 'phoneInvalid' | 'notOneLine';
/** The part of a contact at fault. */
export type SafetyContactPart = 'name' | 'phone';
export interface SafetyContact {
  name: string;
  phone?: string;
}

/** What a row of a step holds: its entry (null for a row left empty, which is no entry), or its problem. */
export type SafetyPlanRow<T> = { entry: T | null } | { problem: SafetyPlanProblem };

/** One entry of a text step, trimmed. */
export function safetyPlanEntry(value: unknown): SafetyPlanRow<string> {
  // Length first: nothing runs over an over-long string.
  if (typeof value !== 'string' || value.length > SAFETY_PLAN_MAX_CHARS * 2) return { problem: 'tooLong' };
  const text = value.trim();
  if (!text) return { entry: null };
  if (characterCount(text) > SAFETY_PLAN_MAX_CHARS) return { problem: 'tooLong' };
  if (!isOneLine(text)) return { problem: 'notOneLine' };
  return { entry: text };
}

/** One contact, trimmed; a problem names the part at fault. */
export function safetyPlanContact(
  value: { name?: unknown; phone?: unknown } | null | undefined,
): { entry: SafetyContact | null } | { problem: SafetyPlanProblem; part: SafetyContactPart } {
  const rawName = typeof value?.name === 'string' ? value.name : '';
  const rawPhone = typeof value?.phone === 'string' ? value.phone : '';
  if (rawName.length > SAFETY_PLAN_MAX_CHARS * 2) return { problem: 'tooLong', part: 'name' };
  if (rawPhone.length > SAFETY_PHONE_MAX_CHARS * 2) return { problem: 'phoneTooLong', part: 'phone' };
  const name = rawName.trim();
  const phone = rawPhone.trim();
  if (!name && !phone) return { entry: null };
  if (!name) return { problem: 'nameMissing', part: 'name' };
  if (characterCount(name) > SAFETY_PLAN_MAX_CHARS) return { problem: 'tooLong', part: 'name' };
  if (phone.length > SAFETY_PHONE_MAX_CHARS) return { problem: 'phoneTooLong', part: 'phone' };
  if (phone && !PHONE.test(phone)) return { problem: 'phoneInvalid', part: 'phone' };
  if (!isOneLine(name)) return { problem: 'notOneLine', part: 'name' };
  return { entry: phone ? { name, phone } : { name } };
}

type ListResult<T> = { entries: T[] } | { problem: SafetyPlanProblem };

/** A step's list: at most 10 entries (more than 30 rows is refused before any is read), empty rows dropped, else the first problem. */
function list<R, T>(values: readonly R[] | null | undefined, check: (row: R) => SafetyPlanRow<T>): ListResult<T> {
  const rows = Array.isArray(values) ? values : [];
  if (rows.length > SAFETY_PLAN_MAX_ENTRIES * 3) return { problem: 'tooMany' };
  const entries: T[] = [];
  for (const row of rows) {
    const result = check(row);
    if ('problem' in result) return { problem: result.problem };
    if (result.entry !== null) entries.push(result.entry);
  }
  if (entries.length > SAFETY_PLAN_MAX_ENTRIES) return { problem: 'tooMany' };
  return { entries };
}

/** A text step's entries, or the first problem. */
export function safetyPlanTextList(values: readonly unknown[] | null | undefined): ListResult<string> {
  return list(values, safetyPlanEntry);
}

/** A contact step's contacts, or the first problem. */
export function safetyPlanContactList(
  values: readonly { name?: unknown; phone?: unknown }[] | null | undefined,
): ListResult<SafetyContact> {
  return list(values, safetyPlanContact);
}

/** The API's words for a problem of the step called `label`. */
export function safetyPlanApiMessage(problem: SafetyPlanProblem, label: string): string {
  switch (problem) {
    case 'tooMany':
      return messages.safetyPlanListTooLong(label, SAFETY_PLAN_MAX_ENTRIES);
    case 'tooLong':
      return messages.safetyPlanEntryTooLong(label, SAFETY_PLAN_MAX_CHARS);
    case 'nameMissing':
      return messages.safetyPlanContactNameMissing(label);
    case 'phoneTooLong':
    case 'phoneInvalid':
      return messages.safetyPlanPhoneInvalid(label);
    case 'notOneLine':
      return messages.oneLine(label);
  }
}

/** The form's words for a problem, shown under the input at fault. */
export function safetyPlanFormMessage(problem: SafetyPlanProblem, part: 'value' | SafetyContactPart): string {
  switch (problem) {
    case 'tooMany':
      return messages.safetyPlanFormTooMany(SAFETY_PLAN_MAX_ENTRIES);
    case 'tooLong':
      return part === 'name'
        ? messages.safetyPlanFormNameTooLong(SAFETY_PLAN_MAX_CHARS)
        : messages.safetyPlanFormEntryTooLong(SAFETY_PLAN_MAX_CHARS);
    case 'nameMissing':
      return messages.safetyPlanFormNameMissing;
    case 'phoneTooLong':
      return messages.safetyPlanFormPhoneTooLong(SAFETY_PHONE_MAX_CHARS);
    case 'phoneInvalid':
      return messages.safetyPlanFormPhoneInvalid;
    case 'notOneLine':
      return messages.safetyPlanFormOneLine;
  }
}

/** The form's row of a text step. */
export const safetyPlanFormEntry = z.object({ value: z.string() }).superRefine(({ value }, context) => {
  const result = safetyPlanEntry(value);
  if ('problem' in result)
    context.addIssue({ code: 'custom', path: ['value'], message: safetyPlanFormMessage(result.problem, 'value') });
});

/** The form's row of a contact step. */
export const safetyPlanFormContact = z
  .object({ name: z.string(), phone: z.string() })
  .superRefine((contact, context) => {
    const result = safetyPlanContact(contact);
    if ('problem' in result)
      context.addIssue({
        code: 'custom',
        path: [result.part],
        message: safetyPlanFormMessage(result.problem, result.part),
      });
  });

/** A step's rows in the form: at most 10 (the form offers no more). */
export const safetyPlanFormList = <T extends z.ZodType>(row: T) =>
  z.array(row).max(SAFETY_PLAN_MAX_ENTRIES, messages.safetyPlanFormTooMany(SAFETY_PLAN_MAX_ENTRIES));
