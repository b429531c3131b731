// The crisis check every member-written text goes through (chat, appointment messages, the answer to
// the "are you thinking about ending your life?" question): a token-window classifier over
// lexicons of intents, self-references, means, places and people (rules.kinds.ts), after the
// idioms that only look like a crisis are set aside (rules.ts). Measured, never tuned by pasting a
// sentence in, against the labelled corpus in ./corpus (corpus.test.ts).
import type { CrisisKind, SelfHarmSubKind } from '@mindcheck/common';
import { EDGE_TOKEN, lexicon, lexiconNamed } from './engine.js';
import { TokenIndex } from './engine.index.js';
import { findMatches, forEachMatch } from './engine.match.js';
import { CRISIS_CHECK_MAX_CHARS, crisisSentences } from './normalize.js';
import { SAFE_RULES } from './rules.js';
import { KIND_RULES } from './rules.kinds.js';
import { modelVerdict } from './model.js';
import { heldBack, pastAndResolved } from './context.js';
import { Guard } from './context.guard.js';
import type { Rule, SafeRule } from './rules.js';

export { CRISIS_CHECK_MAX_CHARS };

/**
 * CRISIS: answer with the crisis reply of `kind`, never the AI's.
 * UNSURE: a hedged or ambiguous phrasing: ask the member kindly, with the crisis card, instead of an
 *   AI reply (counts as flagged when measuring recall and false positives).
 * NONE: nothing found by the rules (the semantic check may still run when the AI is on).
 */
export type CrisisLevel = 'CRISIS' | 'UNSURE' | 'NONE';

export interface CrisisAssessment {
  level: CrisisLevel;
  /** Set when level is CRISIS or UNSURE (UNSURE is about SELF_HARM unless the rules know better). */
  kind: CrisisKind | null;
  /** For SELF_HARM: which sub-kind matched, when known. */
  subKind: SelfHarmSubKind | null;
}

export const NO_CRISIS: CrisisAssessment = Object.freeze({ level: 'NONE', kind: null, subKind: null });

const NEG = lexiconNamed('NEG').id;
const CLAUSE = lexicon(
  'CLAUSE',
  'but|and|though|although|however|because|cause|so|then|yet|until|till|if|when|since|except'.split('|'),
).id;
const FIRST = lexiconNamed('FIRST').id;
const I_SUBJECT = lexicon('I_SUBJECT', 'i|im|ive|ill|id|i am|i will|i have'.split('|')).id;
const THIRD = lexiconNamed('THIRD').id;
const DELIBERATE = lexiconNamed('DELIBERATE').id;
const NEGATION_WINDOW = 3;
/** Round-4 idioms: how far before and after the match the writer's own intent still counts. */
const NEAR_BEFORE = 6;
const NEAR_AFTER = 8;
const MEANS = [lexiconNamed('POISON').id, lexiconNamed('DRUGS').id];
const OWN_NOW = lexiconNamed('OWN_NOW').id;
const FINAL_AFTER_ALL = lexiconNamed('FINAL_AFTER_ALL').id;
const SUBJECT_WINDOW = 6;

/**
 * The learned second stage (model.ts) flags as UNSURE (ask the member) what the rules did not see
 * when its probability of a crisis is at least this. Round 6 of #32 lowered it from 0.85, measured
 * on a set neither the rules nor the model had seen (main's rules, the model trained without
 * fresh5.jsonl and round 6's lines, run on fresh5): 0.85 recall 92.8 % / false positives 4.3 %;
 * 0.7 93.8 / 4.5; 0.6 94.6 / 4.8 (goodbyes 81.3 -> 84.4 %). Recall is the gap on unread
 * phrasings; a model-only finding asks the member, it never answers as a crisis by itself.
 */
export const MODEL_UNSURE_AT = 0.6;
/** How many findings told as past and resolved are set aside before the rest is read as it is. */
const MAX_RESOLVED = 4;

/** Finds every idiom first, then sets them all aside (one idiom never hides another). */
function setIdiomsAside(index: TokenIndex, guard: Guard, sentenceStarts: readonly number[]): void {
  const spans: [number, number][] = [];
  for (const rule of SAFE_RULES) {
    // A rule whose required words occur nowhere cannot match: skipped before any allocation (#32 round 10).
    if (!viable(index, rule)) continue;
    for (const [start, end] of findMatches(index, rule.slots)) {
      // Round 6: an idiom or a context is read within its sentence: a film, a job or a testimony in
      // one sentence never sets aside a crisis told in the next ("...in the film. He is outside my
      // door with a machete").
      if (!rule.acrossSentences && crossesSentence(sentenceStarts, start, end)) continue;
      // Round 5: no safe rule beside an oath of seriousness ("wallahi ba wasa nake ba", "no be play");
      // no context rule over, or a few words beside, a first-person act, intent or farewell, a danger
      // now or a command voice (context.guard.ts): a safe context sets aside a means word or an idiom,
      // never the crisis itself.
      if (guard.sworn(start - NEAR_BEFORE, end + NEAR_AFTER)) continue;
      const weighsFarewell = rule.unlessWithin === FINAL_AFTER_ALL;
      if (
        rule.near
          ? guard.protects(start - NEAR_BEFORE, end + NEAR_AFTER, true, weighsFarewell)
          : guard.protects(start, end, false)
      )
        continue;
      if (rule.unlessAfter !== null && index.startsWithin([rule.unlessAfter], Math.max(0, start - 4), start - 1))
        continue;
      if (rule.unlessWithin !== null && unlessFound(index, rule, start, end)) continue;
      // A means word is never set aside with the writer's own intent beside it ("rat poison, not for
      // rats", "I told her it's for cockroaches but it's for me").
      if (!rule.near && index.startsWithin(MEANS, start, end - 1) && near(index, OWN_NOW, start, end)) continue;
      // An accident is no idiom when the member says it was deliberate ("burned my hand on the stove
      // on purpose").
      if (index.startsWithin([DELIBERATE], Math.max(0, start - 4), end + 6)) continue;
      spans.push([start, end]);
    }
  }
  for (const [start, end] of spans) index.blankOut(start, end);
}

/** Whether every required slot of `rule` occurs in the text (forEachMatch's own first test). */
function viable(index: TokenIndex, rule: { slots: readonly { rule: number }[] }): boolean {
  const first = rule.slots[0];
  return first !== undefined && index.viable(first.rule);
}

/** Whether a sentence starts strictly inside [start, end) (`starts` ascending). */
function crossesSentence(starts: readonly number[], start: number, end: number): boolean {
  let lo = 0;
  let hi = starts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] ?? 0) <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < starts.length && (starts[lo] ?? 0) < end;
}

/** "Not in a dark way", "not literally", "I'm not suicidal": the writer disowns a hedged reading. */
const DISCLAIMER = lexicon(
  'DISCLAIMER',
  'not in a dark way|not in a bad way|not in that way|not like that|not literally|no be like that|no be that kind|not suicidal|im not suicidal|i am not suicidal|not that kind of tired|just need a holiday|just need a break|just need rest|just need a vacation|just venting|im just venting|figure of speech|no be say i wan die|ba haka ba|ko ri bee|o bughi otu ahu'.split(
    '|',
  ),
).id;

/** A disclaimer counts only with no protected words (a farewell, an intent) in the message. */
function disclaimed(index: TokenIndex, guard: Guard): boolean {
  return index.startsWithin([DISCLAIMER], 0, index.tokens.length) && !guard.anywhere();
}

/**
 * A safe rule's unless-words: in the match, a few words around it (round 4), or the whole message.
 * Read before anything is set aside, so a binary search over the lexicon's starts (startsWithin)
 * answers what a scan of each position would (#32 round 5, speed).
 */
function unlessFound(index: TokenIndex, rule: SafeRule, start: number, end: number): boolean {
  const lex = rule.unlessWithin;
  if (lex === null) return false;
  if (rule.wholeMessage) return index.startsWithin([lex], 0, index.tokens.length);
  return rule.near ? near(index, lex, start, end) : index.startsWithin([lex], start, end - 1);
}

/** A word of `lex` in the match or a few words around it (before anything is set aside). */
function near(index: TokenIndex, lex: number, start: number, end: number): boolean {
  return index.startsWithin(
    [lex],
    Math.max(0, start - NEAR_BEFORE),
    Math.min(end + NEAR_AFTER, index.tokens.length) - 1,
  );
}

/** A negation shortly before `start`, in the same clause ("no, but I bought sniper" is not one). */
function negatedBefore(index: TokenIndex, start: number): boolean {
  // A match that opens with the member's own "I" starts its clause: a negation before it belongs to
  // another clause ("if this doesn't work out, I'm ending it").
  if (index.has(I_SUBJECT, start)) return false;
  for (let i = start - 1; i >= Math.max(0, start - NEGATION_WINDOW); i -= 1) {
    // A clause word, or the member's own "I" opening a new clause ("I'm not okay. I want to die").
    if (index.has(CLAUSE, i) || index.has(I_SUBJECT, i)) return false;
    if (index.has(NEG, i)) return index.tokens[i - 1] !== 'why';
  }
  return false;
}

/** A negation inside the match of a rule that starts with its subject ("I have never hit anyone"). */
function negatedWithin(index: TokenIndex, start: number, end: number): boolean {
  for (let i = start + 1; i < end; i += 1) if (index.has(NEG, i)) return true;
  return false;
}

/** Whether the nearest subject before `start` is another person ("my friend wants to die"). */
function saidOfSomeoneElse(index: TokenIndex, start: number): boolean {
  for (let i = start; i >= Math.max(0, start - SUBJECT_WINDOW); i -= 1) {
    if (index.has(FIRST, i)) return false;
    if (index.has(THIRD, i)) return true;
  }
  return false;
}

interface Found {
  start: number;
  end: number;
  order: number;
  rule: Rule;
  kind: CrisisKind;
}

/** The rules' finding, and whether a rule matched only under a negation ("I won't kill myself"). */
function firstFound(index: TokenIndex): { best: Found | null; negated: [number, number][] } {
  let best: Found | null = null;
  const negated: [number, number][] = [];
  KIND_RULES.forEach((rule, order) => {
    if (!viable(index, rule)) return;
    // Only a match that would beat the one held is looked for: an UNSURE rule never beats a CRISIS
    // match; one of the same level must start earlier (same start: the earlier rule keeps it).
    let maxStart = Number.POSITIVE_INFINITY;
    if (best) {
      if (rule.level === 'UNSURE' && best.rule.level === 'CRISIS') return;
      if (rule.level === best.rule.level) maxStart = best.start - 1;
    }
    forEachMatch(
      index,
      rule.slots,
      (start, end) => {
        if (
          rule.negatable &&
          (negatedBefore(index, start) || (rule.kind !== 'SELF_HARM' && negatedWithin(index, start, end)))
        ) {
          negated.push([start, end]);
          return false;
        }
        const kind = rule.subjectAware && saidOfSomeoneElse(index, start) ? 'SOMEONE_ELSE' : rule.kind;
        const found: Found = { start, end, order, rule, kind };
        if (!best || better(found, best)) best = found;
        return true;
      },
      maxStart,
    );
  });
  return { best, negated };
}

function better(a: Found, b: Found): boolean {
  if (a.rule.level !== b.rule.level) return a.rule.level === 'CRISIS';
  return a.start !== b.start ? a.start < b.start : a.order < b.order;
}

/** Reads at most CRISIS_CHECK_MAX_CHARS characters of `text`; linear in its length. */
export function assessCrisis(text: string): CrisisAssessment {
  const { tokens, starts } = crisisSentences(text);
  const index = new TokenIndex([EDGE_TOKEN, ...tokens, EDGE_TOKEN]);
  const guard = new Guard(index);
  // The index opens with the edge token: a sentence's first token is one further on.
  const sentenceStarts = starts.map((s) => s + 1);
  setIdiomsAside(index, guard, sentenceStarts);
  let { best: found, negated } = firstFound(index);
  if (!found && pastAndResolved(index, 0, 0, sentenceStarts)) return NO_CRISIS;
  // Round 6: a crisis told as past and resolved (a testimony), or an urge held back, sets aside
  // that finding only: the rules then read on, so a crisis told later in the same message still
  // counts (a bounded number of times: each pass sets aside one finding).
  for (let pass = 0; found && pass < MAX_RESOLVED; pass += 1) {
    const resolved =
      pastAndResolved(index, found.end - 1, found.start, sentenceStarts) ||
      (found.kind === 'HARM_TO_OTHERS' && heldBack(index, found.start, found.end));
    if (!resolved) break;
    index.blankOut(found.start, found.end);
    ({ best: found, negated } = firstFound(index));
    if (!found) return NO_CRISIS;
  }
  if (!found) {
    // What the rules read as an idiom or under a negation is theirs to judge: the model reads only
    // the windows without one.
    for (const [start, end] of negated) index.blankOut(start, end);
    const verdict = modelVerdict(index.tokens, (i) => index.isBlank(i));
    return verdict.crisis >= MODEL_UNSURE_AT && !disclaimed(index, guard)
      ? { level: 'UNSURE', kind: verdict.kind, subKind: null }
      : NO_CRISIS;
  }
  // A hedged finding the writer disowns ("tired of everything. Not in a dark way, just need a
  // holiday"): only an UNSURE one; a CRISIS finding stands whatever else the message says.
  if (found.rule.level === 'UNSURE' && disclaimed(index, guard)) return NO_CRISIS;
  return {
    level: found.rule.level,
    kind: found.kind,
    subKind: found.kind === 'SELF_HARM' ? found.rule.subKind : null,
  };
}
