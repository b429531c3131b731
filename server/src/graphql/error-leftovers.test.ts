// No error a person reads bypasses the catalogues (issue #36). Every message the server throws is
// one of the fixed texts of the `errors` catalogue (messages.ts, common's phone and payout messages,
// the room's), a message with a value that the `rules` catalogue says again (templated-errors.ts), or
// a sentence its service writes in the reader's language; never words of its own in the code.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { payoutMessages, phoneMessages, safetyPlanApiMessage, type SafetyPlanProblem } from '@mindcheck/common';
import { messages } from '../messages.js';
import { roomMessages } from '../modules/room/room.rules.js';
import { CONTACT_STEPS, TEXT_STEPS } from '../modules/safety/safety-plan.service.js';
import { FIXED_ERROR_TEXTS, localizeMessage } from './localized-errors.js';

const SRC = path.resolve(__dirname, '..');

function sources(dir: string): { file: string; code: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    if (!/\.ts$/.test(entry.name) || /\.test\.ts$/.test(entry.name)) return [];
    return [{ file: path.relative(SRC, full), code: readFileSync(full, 'utf8') }];
  });
}

/** The first argument of every AppError made in server/src: `AppError.badInput(x, …)`, `new AppError(code, x, …)`. */
function thrownMessages(): { file: string; message: string }[] {
  const made = /AppError\.\w+\(\s*([^,)]+)|new AppError\(\s*ErrorCode\.\w+,\s*([^,)]+)/g;
  return sources(SRC).flatMap(({ file, code }) =>
    [...code.matchAll(made)].map((m) => ({ file, message: (m[1] ?? m[2]).trim() })),
  );
}

/** Texts a person reads, in objects whose every text is in the `errors` catalogue. */
const FIXED_OBJECTS = ['messages', 'phoneMessages', 'payoutMessages', 'roomMessages'];

/** Messages with a value, each with sample values: the `rules` catalogue must say them in Pidgin. */
const WITH_VALUES: Record<string, () => string> = {
  'messages.requiredField': () => messages.requiredField('Note'),
  'messages.tooLong': () => messages.tooLong('Reason', 500),
  'messages.oneLine': () => messages.oneLine('Location'),
  'messages.chatPromptTooLong': () => messages.chatPromptTooLong(2000),
  'messages.passwordTooLong': () => messages.passwordTooLong(128),
  'messages.ageTooHigh': () => messages.ageTooHigh(120),
  'messages.phoneTooLong': () => messages.phoneTooLong(15),
  'messages.appointmentTooLate': () => messages.appointmentTooLate(24),
  'messages.appointmentRangeInvalid': () => messages.appointmentRangeInvalid(62),
  'messages.rescheduleLimit': () => messages.rescheduleLimit(2),
  'messages.moodDailyLimit': () => messages.moodDailyLimit(10),
  'messages.sessionNotesFull': () => messages.sessionNotesFull(50),
  'messages.onlyEmergencyNumber': () => messages.onlyEmergencyNumber('NG'),
  'phoneMessages.codeWrong': () => phoneMessages.codeWrong(3),
  'roomMessages.opensAt': () => roomMessages.opensAt(new Date('2027-03-03T07:50:00Z')),
};

/** Made by a function whose every output is checked below or elsewhere, and why. */
const WRITTEN_ELSEWHERE: Record<string, string> = {
  safetyPlanApiMessage: "the safety plan's refusals: each problem of each step, checked below",
  measureTooSoonText: "written by its service in the member's language (measures/retake-refusal.ts)",
  'messages.authError': "a programming error only (sign-in without an HTTP request): no person's words",
};

/** What is thrown is a value made elsewhere (a caught error, a rule's issue): its maker is checked. */
const PASSED_ON = new Set(['error.message', 'issue.message', 'failureMessage', 'message']);

/** `a ? phoneMessages.x : phoneMessages.y` is its two texts. */
const branches = (message: string) => message.split(/ [?:] /).slice(message.includes(' ? ') ? 1 : 0);

/** The safety plan's steps as its refusals name them. */
const STEP_LABELS = [...Object.values(TEXT_STEPS), ...Object.values(CONTACT_STEPS)];

describe('errors the server throws', () => {
  const thrown = thrownMessages();

  it('are found in the code (the scan reads it)', () => {
    expect(thrown.length).toBeGreaterThan(150);
  });

  it('are never words of their own: each is a fixed text, a message with a value, or made elsewhere', () => {
    const known = (message: string) => {
      if (PASSED_ON.has(message) || /^ErrorCode\./.test(message)) return true;
      const fixed = /^(\w+)\.(\w+)$/.exec(message);
      if (fixed && FIXED_OBJECTS.includes(fixed[1])) return true;
      const call = /^([\w.]+)\(/.exec(message);
      return !!call && (call[1] in WITH_VALUES || call[1] in WRITTEN_ELSEWHERE);
    };
    expect(thrown.filter(({ message }) => !branches(message).every(known))).toEqual([]);
  });

  it("that a rule's check gives are never its own words either (the modules' zod schemas)", () => {
    // A message as a check's second argument, or as its `message` option.
    const own =
      /\.(?:min|max|refine|regex|length)\([^()]{0,200},\s*(['`][^'`]{1,200}['`])|\bz\.[\w.]+\(\{[^{}]{0,200}message:\s*(['`][^'`]{1,200}['`])/g;
    const found = sources(path.join(SRC, 'modules')).flatMap(({ file, code }) =>
      [...code.matchAll(own)].map((m) => ({ file, message: m[1] ?? m[2] })),
    );
    expect(found).toEqual([]);
  });

  it('that are fixed texts are all in the errors catalogue, said in Pidgin', () => {
    const fixed = thrown.flatMap(({ message }) =>
      branches(message).flatMap((branch) => {
        const m = /^(\w+)\.(\w+)$/.exec(branch);
        return m && FIXED_OBJECTS.includes(m[1]) ? [m[0]] : [];
      }),
    );
    const objects: Record<string, Record<string, unknown>> = { messages, phoneMessages, payoutMessages, roomMessages };
    const known = new Set(FIXED_ERROR_TEXTS.values());
    const english = [...new Set(fixed)].filter((name) => {
      const [object, key] = name.split('.');
      const text = objects[object][key];
      return typeof text !== 'string' || !known.has(text) || localizeMessage(text, 'pcm') === text;
    });
    expect(english).toEqual([]);
  });

  it('that carry a value are said in Pidgin, every one of them', () => {
    const problems: SafetyPlanProblem[] = ['tooMany', 'tooLong', 'nameMissing', 'phoneInvalid', 'notOneLine'];
    const made = [
      ...Object.values(WITH_VALUES).map((make) => make()),
      ...problems.flatMap((problem) => STEP_LABELS.map((label) => safetyPlanApiMessage(problem, label))),
    ];
    expect(made.filter((english) => localizeMessage(english, 'pcm') === english)).toEqual([]);
    for (const english of made) expect(localizeMessage(english, 'en')).toBe(english);
    expect(localizeMessage(messages.onlyEmergencyNumber('NG'), 'pcm')).toBe(
      'Dis na di only emergency number for NG: add another one before you remove am.',
    );
    expect(localizeMessage(safetyPlanApiMessage('tooMany', TEXT_STEPS.reasonsForLiving), 'pcm')).toBe(
      'Wetin make me wan live: abeg no put pass 10 things.',
    );
    // A language whose sentence awaits review says it whole in English.
    expect(localizeMessage(safetyPlanApiMessage('tooMany', TEXT_STEPS.reasonsForLiving), 'yo')).toBe(
      'My reasons for living: please keep this to 10 entries.',
    );
  });
});
