// The fixed replies of the safety net (docs/security.md 20, docs/clinical-safety.md): one per kind of
// crisis, the ask-when-unsure question and its kind answer to a "no". Written once, here, by people:
// never the AI's words. The server stores them as chat replies; the client's crisis card shows the
// same resources as tap-to-call links.
import type { CrisisKind } from './crisis.js';

/** One help line as the directory gives it; `emergency` marks a general emergency number. */
export interface CrisisLine {
  name: string;
  contact: string;
  url?: string | null;
  emergency?: boolean;
}

/** Where a member's own safety plan lives in the app. */
export const SAFETY_PLAN_PATH = '/safety-plan';

/** Asked instead of an AI reply when the rules are unsure (a hedged or ambiguous phrasing). */
export const CRISIS_QUESTION = 'It sounds like things are really hard. Are you thinking about ending your life?';

/** The kind answer to a "no" to CRISIS_QUESTION; the ordinary reply follows it. */
export const CRISIS_QUESTION_NO_REPLY =
  "Thank you for telling me, I'm glad to hear it. I asked because I care how you are. If that ever changes, the help lines are always here, and you can keep talking to me.";

/** The emergency entries first, each group in the directory's order (a stable sort). */
export function emergencyFirst<T extends { emergency?: boolean }>(lines: readonly T[]): T[] {
  return [...lines.filter((l) => l.emergency === true), ...lines.filter((l) => l.emergency !== true)];
}

/** The order a reply of this kind lists the lines in: emergency first when danger is immediate. */
export function linesForKind<T extends { emergency?: boolean }>(kind: CrisisKind, lines: readonly T[]): T[] {
  return kind === 'IN_DANGER' || kind === 'SOMEONE_ELSE' ? emergencyFirst(lines) : [...lines];
}

function numbered(lines: readonly CrisisLine[]): string[] {
  return lines.map((r, i) => `${i + 1}. ${r.name}: ${r.contact}${r.url ? ` (${r.url})` : ''}`);
}

const BEFORE_LINES: Record<CrisisKind, string[]> = {
  SELF_HARM: [
    "I'm really sorry you're feeling this way. Thank you for telling me. You deserve support right now, and you don't have to face this alone.",
    'If you might act on these thoughts or you are in danger, please contact your local emergency number now, or reach out to one of these:',
  ],
  HARM_TO_OTHERS: [
    "Thank you for telling me. It sounds like you are carrying a lot of anger or pain right now, and it's good that you said it out loud.",
    'If you feel you might hurt someone, please step away from them now: go to another room or outside, and put distance between you. If anyone is in danger, call your local emergency number straight away. You can also talk to one of these:',
  ],
  IN_DANGER: [
    "I'm so sorry this is happening. Your safety comes first.",
    'If you are in danger right now, call the emergency number now. Then these lines can support you:',
  ],
  SOMEONE_ELSE: ['This is an emergency. Call the emergency number now, before anything else:'],
};

const AFTER_LINES: Record<CrisisKind, string[]> = {
  SELF_HARM: [
    "If you can, tell someone you trust how you are feeling and stay with them or somewhere safe. I'm still here, and you can keep talking to me.",
    `Your safety plan can help you through the next hours: open it at ${SAFETY_PLAN_PATH}.`,
  ],
  HARM_TO_OTHERS: [
    'Slow breathing can help while you wait for the feeling to pass: in for four counts, out for six. You are not alone with this, and I am still here.',
  ],
  IN_DANGER: [
    'If you can, get to a safe place: somewhere with other people around, or a locked room, and keep your phone with you. Tell someone you trust where you are. I am still here.',
  ],
  SOMEONE_ELSE: [
    'While you wait for help:',
    'Stay with them and do not leave them alone.',
    'If they took pills or drank something, keep the packet or bottle to show the responders.',
    'Do not give them anything to eat or drink, and do not try to make them vomit.',
    'If they are unconscious but breathing, lay them on their side in the recovery position and keep checking their breathing.',
    'If they are not breathing, tell the emergency operator: they will guide you.',
  ],
};

/** The fixed reply for a crisis of `kind`, with the member's help lines on numbered lines. */
export function crisisReplyText(kind: CrisisKind, lines: readonly CrisisLine[]): string {
  return [...BEFORE_LINES[kind], ...numbered(linesForKind(kind, lines)), ...AFTER_LINES[kind]].join('\n');
}

/** The spec's fallback reply followed by the help lines (when the conversation was recently flagged). */
export function withHelpLines(text: string, lines: readonly CrisisLine[]): string {
  return [text, 'If you need to talk to someone now, these lines can help:', ...numbered(emergencyFirst(lines))].join(
    '\n',
  );
}
