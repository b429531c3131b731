// What the AI service is told, and how its answer is shaped before a member sees it
// (spec sections 5 and 7; SECURITY.md 17, 20): a little of the member's own recent chat and the new
// message (the instructions are the system instruction). Nothing else about the member: no name,
// email or phone.

import { lastWordRunStart } from '../../text.js';

/** How many earlier messages of the member's own chat go with a prompt. */
export const CONTEXT_MESSAGES = 6;
/** Earlier messages are cut to this length in the context. */
const CONTEXT_MESSAGE_MAX_CHARS = 1000;

export interface ContextMessage {
  type: 'user' | 'ai';
  text: string;
}

/**
 * The member's side of the request: a little of their own recent chat and the new message. The
 * product's instructions and safety rules travel apart, as the system instruction
 * (ai/system-instructions.ts), so nothing the member writes can pose as one.
 */
export function buildChatPrompt(context: ContextMessage[], message: string): string {
  const lines: string[] = [];
  if (context.length) {
    lines.push('Recent conversation:');
    for (const m of context.slice(-CONTEXT_MESSAGES)) {
      lines.push(`${m.type === 'user' ? 'Member' : 'Assistant'}: ${truncate(m.text, CONTEXT_MESSAGE_MAX_CHARS)}`);
    }
    lines.push('');
  }
  lines.push("Member's new message:", message, '', 'Your answer:');
  return lines.join('\n');
}

function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

// Markdown's special symbols; a model asked for plain text still sends some.
const SYMBOLS = /[*#`_~]/g;
const QUOTE_MARKER = /^[ \t]*>[ \t]?/gm;
// Whitespace before "1. " or "2) " inside a line: the point moves to a line of its own.
// Matched only from the start of a run (the lookbehind), so a long run is walked once, not once per character.
const INLINE_POINT = /(?<![ \t])[ \t]+(?=\d{1,2}[.)][ \t])/g;

/**
 * The reply as stored and shown: special symbols stripped, numbered points on new lines, spacing
 * tidied. `final: false` leaves the end untrimmed (more text may follow).
 */
export function shapeReply(raw: string, { final = true }: { final?: boolean } = {}): string {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(SYMBOLS, '')
    .replace(QUOTE_MARKER, '')
    .replace(INLINE_POINT, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimStart();
  return final ? text.trimEnd() : text;
}

/**
 * Shapes a reply while it streams. Each `push` returns the text that can be shown now: everything
 * up to the last run of whitespace, whose shaping still depends on what follows (a numbered point
 * may start there). `finish` returns the rest. Joined, the deltas equal `shapeReply(whole reply)`.
 */
export class StreamingReplyShaper {
  private raw = '';
  private sent = '';
  /** False once the shaped text stopped extending what was sent (then only the final message counts). */
  private consistent = true;

  push(chunk: string): string {
    this.raw += chunk;
    const shaped = shapeReply(this.raw, { final: false });
    const lastRun = lastWordRunStart(shaped);
    const ready = lastRun >= 0 ? shaped.slice(0, lastRun) : '';
    return this.advance(ready);
  }

  /** The rest of the reply, and the whole shaped text to store. */
  finish(): { delta: string; text: string } {
    const text = shapeReply(this.raw);
    return { delta: this.advance(text), text };
  }

  /** Everything received so far, unshaped. */
  get received(): string {
    return this.raw;
  }

  private advance(ready: string): string {
    if (!this.consistent) return '';
    if (!ready.startsWith(this.sent)) {
      this.consistent = false;
      return '';
    }
    const delta = ready.slice(this.sent.length);
    this.sent = ready;
    return delta;
  }
}
