// The crisis matcher: a rule (engine.ts compiles it into slots) is tried only where its first slot
// matched, over a bounded window, on the per-message index (engine.index.ts).
import { MAX_PHRASE, type Slot } from './engine.js';
import type { TokenIndex } from './engine.index.js';

/** End of the first match of `slots` from `k` on, the previous slot having ended at `pos`; -1 if none. */
function matchFrom(index: TokenIndex, slots: readonly Slot[], k: number, pos: number): number {
  const slot = slots[k];
  if (!slot) return pos;
  if (!index.startsWithin(slot.lexes, pos, pos + slot.gap))
    return slot.optional ? matchFrom(index, slots, k + 1, pos) : -1;
  for (let at = pos; at <= pos + slot.gap && at < index.tokens.length; at += 1) {
    for (let hit = index.nextHitIn(slot.member, at, 0); hit >= 0; hit = index.nextHitIn(slot.member, at, hit + 1)) {
      const done = matchFrom(index, slots, k + 1, index.hitEnd(at, hit));
      if (done >= 0) return done;
    }
  }
  if (slot.optional) return matchFrom(index, slots, k + 1, pos);
  return -1;
}

/** Every [start, end) where `slots` match (first slot at start), in order of start. */
export function findMatches(index: TokenIndex, slots: readonly Slot[]): [number, number][] {
  const found: [number, number][] = [];
  forEachMatch(index, slots, (start, end) => {
    found.push([start, end]);
    return false;
  });
  return found;
}

/**
 * Visits the matches of `slots` in order of start, at most up to `maxStart`, until `visit` returns
 * true (the caller has what it needs: the detector stops at a rule's first usable match, and never
 * looks past the match it already holds).
 */
export function forEachMatch(
  index: TokenIndex,
  slots: readonly Slot[],
  visit: (start: number, end: number) => boolean,
  maxStart = Number.POSITIVE_INFINITY,
): void {
  const first = slots[0];
  if (!first) return;
  // A rule whose required slot occurs nowhere in the text cannot match: most rules stop here.
  if (!index.viable(first.rule)) return;
  const starts = anchored(index, slots, mergedStarts(index, first));
  let last = -1;
  for (let k = 0; k < starts.length; k += 1) {
    const start = starts[k] ?? 0;
    if (start > maxStart) return;
    if (start === last) continue;
    last = start;
    for (
      let hit = index.nextHitIn(first.member, start, 0);
      hit >= 0;
      hit = index.nextHitIn(first.member, start, hit + 1)
    ) {
      const done = matchFrom(index, slots, 1, index.hitEnd(start, hit));
      if (done >= 0) {
        if (visit(start, done)) return;
        break;
      }
    }
  }
}

/**
 * The rule's possible starts, kept only where its rarest required later slot occurs close enough
 * after them (within the longest phrases and gaps before it): a rule anchored on a common word ("I",
 * "my") is tried only near its rare words. A filter on a necessary condition: the matches found, and
 * their order, are those of trying every start.
 */
function anchored(index: TokenIndex, slots: readonly Slot[], starts: ArrayLike<number>): ArrayLike<number> {
  let anchor: Slot | undefined;
  let fewest = starts.length / ANCHOR_RATIO;
  let reach = 0;
  let anchorReach = 0;
  for (let j = 1; j < slots.length; j += 1) {
    const slot = slots[j];
    if (!slot) break;
    reach += MAX_PHRASE + slot.gap;
    if (slot.optional) continue;
    let count = 0;
    for (const lex of slot.lexes) count += index.countOf(lex);
    if (count < fewest) {
      anchor = slot;
      fewest = count;
      anchorReach = reach;
    }
  }
  if (!anchor) return starts;
  const near = mergedStarts(index, anchor);
  const kept: number[] = [];
  let q = 0;
  for (let k = 0; k < starts.length; k += 1) {
    const start = starts[k] ?? 0;
    while (q < near.length && (near[q] ?? 0) < start) q += 1;
    if (q < near.length && (near[q] ?? 0) <= start + anchorReach) kept.push(start);
  }
  return kept;
}

/** A later slot anchors a rule when it occurs this many times less often than the first. */
const ANCHOR_RATIO = 4;

function mergedStarts(index: TokenIndex, slot: Slot): ArrayLike<number> {
  let only: readonly number[] | undefined;
  let total = 0;
  let lists = 0;
  for (const lex of slot.lexes) {
    const starts = index.startsOf(lex);
    if (!starts) continue;
    only = starts;
    total += starts.length;
    lists += 1;
  }
  if (lists <= 1) return only ?? [];
  // Several lexicons: their positions merged in order (a typed array sorts numbers without a callback).
  const merged = new Int32Array(total);
  let at = 0;
  for (const lex of slot.lexes) {
    const starts = index.startsOf(lex);
    if (starts) for (const start of starts) merged[at++] = start;
  }
  return merged.sort();
}
