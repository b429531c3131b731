// The session room's rules (#35): when the call is open, how long messages stay open, and the caps
// on what a client may send. One place, so the service, the job and the tests agree.
import { DateTime } from 'luxon';

/** The room opens this long before the appointment begins. */
export const ROOM_OPENS_BEFORE_MS = 10 * 60_000;
/** ...and closes this long after it ends. */
export const ROOM_GRACE_MS = 15 * 60_000;
/** Messages may be written from payment until this long after the appointment. */
export const MESSAGES_OPEN_AFTER_MS = 7 * 24 * 3600_000;
/** The expert may correct an automatic outcome for this long after it was decided. */
export const CORRECTION_WINDOW_MS = 24 * 3600_000;
/** One signal (an SDP offer or answer, or an ICE candidate): an SDP with many candidates fits. */
export const SIGNAL_MAX_CHARS = 20_000;
/** Signals one person may send per minute (ICE candidates come in bursts; a restart sends more). */
export const SIGNALS_PER_MINUTE = 120;
/** One appointment message. */
export const MESSAGE_MAX_CHARS = 2000;
/** Messages one person may send per hour. */
export const MESSAGES_PER_HOUR = 30;
/** At most one "new message" mail to the other side per booking and side in this time. */
export const MESSAGE_MAIL_EVERY_MS = 3600_000;

export type RoomSide = 'MEMBER' | 'EXPERT';

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

export function roomWindow(start: Date, end: Date): RoomWindow {
  return {
    opensAt: new Date(start.getTime() - ROOM_OPENS_BEFORE_MS),
    closesAt: new Date(end.getTime() + ROOM_GRACE_MS),
  };
}

/** The opening time's format in the English message (read back to say it in another language, #36). */
export const OPENING_FORMAT = "HH:mm 'UTC on' cccc d LLLL yyyy";

/** e.g. "09:50 UTC on Monday 1 March 2027" (the client shows the time in the reader's own zone too). */
export function describeOpening(at: Date): string {
  return DateTime.fromJSDate(at, { zone: 'UTC' }).toFormat(OPENING_FORMAT);
}

export const roomMessages = {
  notPaid: 'The room is only for a paid, confirmed appointment.',
  notYours: 'This appointment is not yours.',
  opensAt: (at: Date) => `The room opens 10 minutes before the appointment, at ${describeOpening(at)}.`,
  closed: "This appointment's room has closed.",
  signalInvalid: 'That signal could not be read.',
  messageEmpty: 'Write a message first.',
  messageTooLong: `A message can be at most ${MESSAGE_MAX_CHARS} characters.`,
  messagesClosed: 'Messages for this appointment are closed.',
  tooManySignals: 'Too many signals: wait a moment.',
  tooManyMessages: 'You have sent many messages in the last hour: please wait before sending another.',
  correctionClosed: 'The outcome can only be corrected within 24 hours.',
} as const;
