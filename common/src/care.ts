// Care between sessions (#34): the expert's private notes and the results a member shares with a
// booking's expert. The rules the client's forms and the server's services both apply.
import { z } from 'zod';
import { messages } from './messages.js';
import { characterCount } from './text.js';

/** One note: long enough for a session's notes, short enough to stay a note. */
export const SESSION_NOTE_MAX_LENGTH = 5000;
/** Notes one expert may keep on one appointment (each save adds one). */
export const SESSION_NOTES_PER_BOOKING = 200;
/** How long before a paid appointment the member is asked to answer the PHQ-9 and GAD-7. */
export const MEASURE_REQUEST_HOURS = 72;

const stop = (error: string) => ({ error, abort: true });

/** A note's text: line breaks allowed, trimmed, 1 to 5,000 characters as a person counts them. */
export const sessionNoteText = z
  .string(stop(messages.requiredField('Note')))
  // Length first: nothing runs over an over-long string.
  .max(SESSION_NOTE_MAX_LENGTH * 2, stop(messages.tooLong('Note', SESSION_NOTE_MAX_LENGTH)))
  .trim()
  .min(1, stop(messages.requiredField('Note')))
  .refine(
    (text) => characterCount(text) <= SESSION_NOTE_MAX_LENGTH,
    stop(messages.tooLong('Note', SESSION_NOTE_MAX_LENGTH)),
  );

/**
 * A result answered "before this session": after the measure request for the appointment went out
 * and before the appointment began. No request yet: nothing is marked.
 */
export function answeredBeforeSession(
  answeredAt: Date | string,
  requestedAt: Date | string | null | undefined,
  start: Date | string | null | undefined,
): boolean {
  if (!requestedAt || !start) return false;
  const at = new Date(answeredAt).getTime();
  return at >= new Date(requestedAt).getTime() && at < new Date(start).getTime();
}
