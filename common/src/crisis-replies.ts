// The fixed replies of the safety net (docs/security.md 20, docs/clinical-safety.md): one per kind of
// crisis, the ask-when-unsure question and its kind answer to a "no". Written once, here, by people:
// never the AI's words. The server stores them as chat replies; the client's crisis card shows the
// same resources as tap-to-call links.
import type { CrisisKind } from './crisis.js';
import { HELP_LINE_NAMES } from './help-lines.js';

/** One help line as the directory gives it; `emergency` marks a general emergency number. */
export interface CrisisLine {
  name: string;
  contact: string;
  url?: string | null;
  emergency?: boolean;
}

/** Where a member's own safety plan lives in the app. */
export const SAFETY_PLAN_PATH = '/safety-plan';

/**
 * The English words of every fixed reply, by catalogue key (issue #36: the `crisis` namespace;
 * `common/src/locales/en/crisis.json` holds exactly these, and each language its translation, a key
 * awaiting a person's review reading in English). Phone numbers are never in these texts: they come
 * from the directory, unchanged in every language.
 */
export const CRISIS_TEXTS = {
  question: 'It sounds like things are really hard. Are you thinking about ending your life?',
  /** Round 8 of #32: asked instead when the unsure message is about someone else. */
  questionSomeoneElse: 'It sounds like you are worried about someone. Are they in danger right now?',
  questionNoReply:
    "Thank you for telling me, I'm glad to hear it. I asked because I care how you are. If that ever changes, the help lines are always here, and you can keep talking to me.",
  helpLinesIntro: 'If you need to talk to someone now, these lines can help:',
  /** The names of the help lines MindCheck ships (HELP_LINE_NAMES), said in the reader's language. */
  lines: HELP_LINE_NAMES,
  SELF_HARM: {
    acknowledge:
      "I'm really sorry you're feeling this way. Thank you for telling me. You deserve support right now, and you don't have to face this alone.",
    reachOut:
      'If you might act on these thoughts or you are in danger, please contact your local emergency number now, or reach out to one of these:',
    stayWithSomeone:
      "If you can, tell someone you trust how you are feeling and stay with them or somewhere safe. I'm still here, and you can keep talking to me.",
    safetyPlan: `Your safety plan can help you through the next hours: open it at ${SAFETY_PLAN_PATH}.`,
  },
  HARM_TO_OTHERS: {
    acknowledge:
      "Thank you for telling me. It sounds like you are carrying a lot of anger or pain right now, and it's good that you said it out loud.",
    stepAway:
      'If you feel you might hurt someone, please step away from them now: go to another room or outside, and put distance between you. If anyone is in danger, call your local emergency number straight away. You can also talk to one of these:',
    breathe:
      'Slow breathing can help while you wait for the feeling to pass: in for four counts, out for six. You are not alone with this, and I am still here.',
  },
  IN_DANGER: {
    acknowledge: "I'm so sorry this is happening. Your safety comes first.",
    callNow: 'If you are in danger right now, call the emergency number now. Then these lines can support you:',
    safePlace:
      'If you can, get to a safe place: somewhere with other people around, or a locked room, and keep your phone with you. Tell someone you trust where you are. I am still here.',
  },
  SOMEONE_ELSE: {
    emergency: 'This is an emergency. Call the emergency number now, before anything else:',
    whileWaiting: 'While you wait for help:',
    stayWithThem: 'Stay with them and do not leave them alone.',
    keepPacket: 'If they took pills or drank something, keep the packet or bottle to show the responders.',
    nothingByMouth: 'Do not give them anything to eat or drink, and do not try to make them vomit.',
    recoveryPosition:
      'If they are unconscious but breathing, lay them on their side in the recovery position and keep checking their breathing.',
    notBreathing: 'If they are not breathing, tell the emergency operator: they will guide you.',
  },
} as const;

/** A translation function fixed to the reader's language (the server's `t`): `crisis:<key>`. */
export type CrisisTranslate = (key: string) => string;

/** English, from CRISIS_TEXTS: the default wherever no language is given. */
export const englishCrisis: CrisisTranslate = (key) => {
  let node: unknown = CRISIS_TEXTS;
  for (const part of key.replace(/^crisis:/, '').split('.')) node = (node as Record<string, unknown>)?.[part];
  if (typeof node !== 'string') throw new Error(`no crisis text ${key}`);
  return node;
};

/** Asked instead of an AI reply when the rules are unsure (a hedged or ambiguous phrasing). */
export const CRISIS_QUESTION = CRISIS_TEXTS.question;

/** Asked instead of CRISIS_QUESTION when the unsure message is about someone else (a "yes" brings the someone-else reply). */
export const CRISIS_QUESTION_SOMEONE_ELSE = CRISIS_TEXTS.questionSomeoneElse;

/** The kind answer to a "no" to CRISIS_QUESTION; the ordinary reply follows it. */
export const CRISIS_QUESTION_NO_REPLY = CRISIS_TEXTS.questionNoReply;

/** The emergency entries first, each group in the directory's order (a stable sort). */
export function emergencyFirst<T extends { emergency?: boolean }>(lines: readonly T[]): T[] {
  return [...lines.filter((l) => l.emergency === true), ...lines.filter((l) => l.emergency !== true)];
}

/** The order a reply of this kind lists the lines in: emergency first when danger is immediate. */
export function linesForKind<T extends { emergency?: boolean }>(kind: CrisisKind, lines: readonly T[]): T[] {
  return kind === 'IN_DANGER' || kind === 'SOMEONE_ELSE' ? emergencyFirst(lines) : [...lines];
}

/** The names MindCheck ships by their English words: their catalogue keys (`crisis:lines.*`). */
const LINE_KEYS: ReadonlyMap<string, string> = new Map(
  Object.entries(HELP_LINE_NAMES).map(([key, name]) => [name, key]),
);

/** One help line to a line: its name in the reader's language when MindCheck ships it, its number as the directory has it. */
function numbered(lines: readonly CrisisLine[], t: CrisisTranslate): string[] {
  return lines.map((r, i) => {
    const key = LINE_KEYS.get(r.name);
    const name = key ? t(`crisis:lines.${key}`) : r.name;
    return `${i + 1}. ${name}: ${r.contact}${r.url ? ` (${r.url})` : ''}`;
  });
}

/** Each kind's lines before and after the help lines, by key in CRISIS_TEXTS. */
const REPLY_KEYS: Record<CrisisKind, { before: string[]; after: string[] }> = {
  SELF_HARM: {
    before: ['SELF_HARM.acknowledge', 'SELF_HARM.reachOut'],
    after: ['SELF_HARM.stayWithSomeone', 'SELF_HARM.safetyPlan'],
  },
  HARM_TO_OTHERS: {
    before: ['HARM_TO_OTHERS.acknowledge', 'HARM_TO_OTHERS.stepAway'],
    after: ['HARM_TO_OTHERS.breathe'],
  },
  IN_DANGER: { before: ['IN_DANGER.acknowledge', 'IN_DANGER.callNow'], after: ['IN_DANGER.safePlace'] },
  SOMEONE_ELSE: {
    before: ['SOMEONE_ELSE.emergency'],
    after: [
      'SOMEONE_ELSE.whileWaiting',
      'SOMEONE_ELSE.stayWithThem',
      'SOMEONE_ELSE.keepPacket',
      'SOMEONE_ELSE.nothingByMouth',
      'SOMEONE_ELSE.recoveryPosition',
      'SOMEONE_ELSE.notBreathing',
    ],
  },
};

/** Every key a reply of some kind uses (the catalogue test checks each is in CRISIS_TEXTS). */
export const CRISIS_REPLY_KEYS: readonly string[] = Object.values(REPLY_KEYS).flatMap((k) => [...k.before, ...k.after]);

/** The fixed reply for a crisis of `kind`, with the member's help lines on numbered lines, in `t`'s language. */
export function crisisReplyText(
  kind: CrisisKind,
  lines: readonly CrisisLine[],
  t: CrisisTranslate = englishCrisis,
): string {
  const say = (keys: string[]) => keys.map((key) => t(`crisis:${key}`));
  return [
    ...say(REPLY_KEYS[kind].before),
    ...numbered(linesForKind(kind, lines), t),
    ...say(REPLY_KEYS[kind].after),
  ].join('\n');
}

/** The spec's fallback reply followed by the help lines (when the conversation was recently flagged). */
export function withHelpLines(text: string, lines: readonly CrisisLine[], t: CrisisTranslate = englishCrisis): string {
  return [text, t('crisis:helpLinesIntro'), ...numbered(emergencyFirst(lines), t)].join('\n');
}
