// The expert's actions on an appointment (#24): the meeting link and the reason for declining.
// One rule each, with two wordings: the expert's form says what is missing in the field's words;
// the API answers with one sentence that names the limit.
import { z } from 'zod';
import { messages } from './messages.js';
import { isOneLine } from './rules.js';

export const MEETING_URL_MAX_LENGTH = 500;
export const DECLINE_REASON_MAX_LENGTH = 500;

const stop = (error: string) => ({ error, abort: true });

// The WHATWG URL parser of the browser and of Node (common is typed without either's library).
interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  href: string;
}
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/**
 * The meeting room's link as it is stored and mailed (the URL parser's href), or null: https only,
 * no user name or password, a host with a dot, on one line, at most 500 characters (checked before
 * anything is parsed; the parser would silently drop tabs and line breaks, so they are refused first).
 */
export function meetingUrlOf(value: string): string | null {
  if (value.length > MEETING_URL_MAX_LENGTH) return null;
  const trimmed = value.trim();
  if (!isOneLine(trimmed)) return null;
  let parsed: ParsedUrl;
  try {
    parsed = new UrlParser(trimmed);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password || !parsed.hostname.includes('.')) return null;
  return parsed.href;
}

/** True when the link passes meetingUrlOf. */
export function isMeetingUrl(value: string): boolean {
  return meetingUrlOf(value) !== null;
}

const meetingLinkRule = (say: { required: string; invalid: string }) =>
  z
    .string({ error: say.invalid })
    .max(MEETING_URL_MAX_LENGTH, stop(say.invalid))
    .trim()
    .min(1, stop(say.required))
    .refine(isMeetingUrl, stop(say.invalid));

/** The expert's meeting-link form: "Please enter the meeting link." when blank, else the https rule. */
export const meetingLinkForm = meetingLinkRule({
  required: messages.meetingLinkRequired,
  invalid: messages.meetingLinkHttps,
});

/** setMeetingLink's url: one message for every refusal; the value is the link as stored (meetingUrlOf). */
export const meetingLink = meetingLinkRule({
  required: messages.meetingLinkInvalid,
  invalid: messages.meetingLinkInvalid,
}).transform((url) => meetingUrlOf(url)!);

const declineReasonRule = (say: { required: string; tooLong: string; oneLine: string }) =>
  z
    .string({ error: say.required })
    // Length first: nothing runs over an over-long string.
    .max(DECLINE_REASON_MAX_LENGTH * 2, stop(say.tooLong))
    .trim()
    .min(1, stop(say.required))
    .max(DECLINE_REASON_MAX_LENGTH, stop(say.tooLong))
    // Mailed to the member on a line of its own (#33).
    .refine(isOneLine, stop(say.oneLine));

/** The decline form's reason: "Reason is required.", "Reason must be at most 500 characters long.", one line. */
export const declineReasonForm = declineReasonRule({
  required: messages.requiredField('Reason'),
  tooLong: messages.tooLong('Reason', DECLINE_REASON_MAX_LENGTH),
  oneLine: messages.oneLine('Reason'),
});

/** declineBooking's reason: a blank or over-long one says what is asked for, with its limit. */
export const declineReason = declineReasonRule({
  required: messages.declineReasonRequired,
  tooLong: messages.declineReasonRequired,
  oneLine: messages.oneLine('The reason'),
});
