// Holds a streamed AI reply back until each sentence has passed the reply guard, then releases whole
// sentences (docs/security.md 20). Nothing the guard would stop is ever shown: when it trips, the
// caller replaces the message with the crisis reply.
import type { GuardTrip, ReplyGuard } from '../../ai/reply-guard.js';

export type GateResult = { trip: GuardTrip } | { trip: null; release: string };

/**
 * The end of the last whole sentence in `text` (after ". ", "! ", "? ", a final stop or a line break), looking
 * no further back than `from` (what was scanned before), else 0.
 */
function lastSentenceEnd(text: string, from: number): number {
  for (let i = text.length - 1; i >= Math.max(from, 0); i--) {
    const c = text[i];
    if (c === '\n') return i + 1;
    if ((c === ' ' || c === '\t') && i > 0 && '.!?'.includes(text[i - 1])) return i + 1;
    // The shaper only hands over text up to whitespace: a final stop is a sentence's end too.
    if (i === text.length - 1 && '.!?'.includes(c)) return i + 1;
  }
  return 0;
}

export class SentenceGate {
  private held = '';
  private released = '';

  constructor(private readonly guard: ReplyGuard) {}

  /** Takes the next shaped delta; returns the whole sentences that passed, or the trip. */
  push(delta: string): GateResult {
    this.held += delta;
    const end = lastSentenceEnd(this.held, this.held.length - delta.length - 1);
    if (end === 0) return { trip: null, release: '' };
    return this.release(end);
  }

  /** The end of the reply: the rest, checked, then the whole reply as stored (`whole`). */
  finish(rest: string, whole: string): GateResult {
    this.held += rest;
    const out = this.release(this.held.length);
    if (out.trip) return out;
    const trip = this.guard.checkWhole(whole);
    return trip ? { trip } : out;
  }

  private release(end: number): GateResult {
    const sentences = this.held.slice(0, end);
    const trip = this.guard.checkPiece(sentences);
    if (trip) return { trip };
    this.held = this.held.slice(end);
    this.released += sentences;
    return { trip: null, release: sentences };
  }
}
