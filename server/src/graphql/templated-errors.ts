// The server's messages that carry a value (issue #36): common's rules ('Note is required.', 'Reason
// must be at most 500 characters long.') and the limits of bookings, check-ins and notes. Each is made
// once with stand-ins and read back as a pattern; a message that matches is said again from the
// `rules` catalogue in the caller's language, its field name from `rules:labels`. A sentence or a
// field name the language awaits review for leaves the whole message in English.
import { DateTime } from 'luxon';
import { LABEL_STAND_IN, messagePattern, NUMBER_STAND_IN, phoneMessages, type Locale } from '@mindcheck/common';
import { messages } from '../messages.js';
import { serverI18n } from '../i18n/index.js';
import { describeOpening, OPENING_FORMAT, roomMessages } from '../modules/room/room.rules.js';

const LABEL = LABEL_STAND_IN;
const COUNT = NUMBER_STAND_IN;
/** A country's code (ISO 3166-1 alpha-2), said as it is in every language. */
const COUNTRY = '\u0003';

/** The field names the rules put in their messages, by key of `rules:labels`. */
const LABELS: Readonly<Record<string, string>> = {
  Email: 'email',
  Password: 'password',
  Name: 'name',
  Message: 'message',
  'First name': 'firstName',
  'Last name': 'lastName',
  Age: 'age',
  'Phone number': 'phoneNumber',
  Disabilities: 'disabilities',
  'Past health issues': 'pastHealthIssues',
  Note: 'note',
  Reason: 'reason',
  'The reason': 'theReason',
  Contact: 'contact',
  Location: 'location',
  Expertise: 'expertise',
  // The safety plan's steps, as its refusals name them (safety/safety-plan.service.ts).
  'Warning signs': 'warningSigns',
  'Things I can do on my own': 'copingStrategies',
  'People and places that take my mind off things': 'distractions',
  'Making my surroundings safe': 'safeEnvironment',
  'My reasons for living': 'reasonsForLiving',
  'People I can ask for help': 'peopleToAsk',
  'Professionals and services': 'professionals',
};

/** The rule's pattern (common's messagePattern), with the country's code as the group `country`. */
const pattern = (made: string) =>
  new RegExp(messagePattern(made, 'count').source.replace(COUNTRY, '(?<country>[A-Z]{2})'), 'u');

/** `plural`: the catalogue has `<key>_one`, `<key>_other`… and the count picks one (CLDR). */
const TEMPLATES: readonly { key: string; pattern: RegExp; plural?: true }[] = [
  { key: 'required', pattern: pattern(messages.requiredField(LABEL)) },
  { key: 'tooLong', pattern: pattern(messages.tooLong(LABEL, COUNT)) },
  { key: 'oneLine', pattern: pattern(messages.oneLine(LABEL)) },
  { key: 'chatPromptTooLong', pattern: pattern(messages.chatPromptTooLong(COUNT)) },
  { key: 'passwordTooLong', pattern: pattern(messages.passwordTooLong(COUNT)) },
  { key: 'ageTooHigh', pattern: pattern(messages.ageTooHigh(COUNT)) },
  { key: 'phoneTooLong', pattern: pattern(messages.phoneTooLong(COUNT)) },
  { key: 'appointmentTooLate', pattern: pattern(messages.appointmentTooLate(COUNT)) },
  { key: 'appointmentRangeInvalid', pattern: pattern(messages.appointmentRangeInvalid(COUNT)) },
  { key: 'rescheduleLimit', pattern: pattern(messages.rescheduleLimit(COUNT)) },
  { key: 'moodDailyLimit', pattern: pattern(messages.moodDailyLimit(COUNT)) },
  { key: 'sessionNotesFull', pattern: pattern(messages.sessionNotesFull(COUNT)) },
  { key: 'safetyPlanListTooLong', pattern: pattern(messages.safetyPlanListTooLong(LABEL, COUNT)) },
  { key: 'safetyPlanEntryTooLong', pattern: pattern(messages.safetyPlanEntryTooLong(LABEL, COUNT)) },
  { key: 'safetyPlanContactNameMissing', pattern: pattern(messages.safetyPlanContactNameMissing(LABEL)) },
  { key: 'safetyPlanPhoneInvalid', pattern: pattern(messages.safetyPlanPhoneInvalid(LABEL)) },
  { key: 'onlyEmergencyNumber', pattern: pattern(messages.onlyEmergencyNumber(COUNTRY)) },
  // "That code is not right. 4 tries left." and "... 1 try left." (phone verification, #36).
  { key: 'codeWrong', pattern: pattern(phoneMessages.codeWrong(COUNT)), plural: true },
  { key: 'codeWrong', pattern: pattern(phoneMessages.codeWrong(1).replace(' 1 ', ` ${COUNT} `)), plural: true },
];

/** Ours are all shorter: no pattern runs over a longer text. */
const MAX_LENGTH = 300;

// Messages that carry a moment (#36): the English moment is read back in its own format and said
// again with the language's day and month names (CLDR), in UTC as the English one is.
const MOMENT = '\u0002';
const DATED: readonly { key: string; pattern: RegExp; english: string; format: string }[] = [
  {
    key: 'roomOpensAt',
    pattern: new RegExp(
      `^${roomMessages
        .opensAt(new Date(0))
        .replace(describeOpening(new Date(0)), MOMENT)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(MOMENT, '(?<at>[^.]{1,60})')}$`,
      'u',
    ),
    english: OPENING_FORMAT,
    format: "cccc d LLLL yyyy, HH:mm 'UTC'",
  },
];

function localizeDated(message: string, locale: Locale): string | null {
  const i18n = serverI18n();
  for (const { key, pattern: sentence, english, format } of DATED) {
    const at = sentence.exec(message)?.groups?.at;
    if (at === undefined) continue;
    if (i18n.awaitingReview(locale, `rules:${key}`)) return null;
    const moment = DateTime.fromFormat(at, english, { zone: 'UTC', locale: 'en-GB' });
    if (!moment.isValid) return null;
    return i18n.t(locale)(`rules:${key}`, { at: moment.setLocale(locale).toFormat(format) });
  }
  return null;
}

/** `message` in `locale` when it is one of our messages with a value, else null. */
export function localizeTemplated(message: string, locale: Locale): string | null {
  if (message.length > MAX_LENGTH) return null;
  const dated = localizeDated(message, locale);
  if (dated !== null) return dated;
  const i18n = serverI18n();
  for (const { key, pattern: sentence, plural } of TEMPLATES) {
    const groups = sentence.exec(message)?.groups;
    if (!groups) continue;
    const labelKey = groups.label === undefined ? undefined : LABELS[groups.label];
    const has = (path: string) => i18n.raw(locale, `rules:${path}`) !== undefined;
    // A sentence awaiting review stays the English one as it came (its plural forms are English's).
    if (i18n.awaitingReview(locale, `rules:${key}`)) return null;
    if (
      !has(plural ? `${key}_other` : key) ||
      (groups.label !== undefined && (!labelKey || !has(`labels.${labelKey}`)))
    )
      return null;
    const t = i18n.t(locale);
    return t(`rules:${key}`, {
      ...(labelKey ? { label: t(`rules:labels.${labelKey}`) } : {}),
      ...(groups.count ? { count: plural ? Number(groups.count.replaceAll(',', '')) : groups.count } : {}),
      ...(groups.country ? { country: groups.country } : {}),
    });
  }
  return null;
}
