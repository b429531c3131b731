// Small helpers shared by Google sign-in's popup pages (the real flow and its development stand-in).
import { timingSafeEqual } from 'node:crypto';

/** Text made safe for an HTML attribute or element. */
export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;');

/** Compares a stored one-time value with the one sent back, in constant time. */
export const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the popup posts to its opener. */
export interface GoogleSignInOutcome {
  source: 'mindcheck-google-sign-in';
  ok: boolean;
  /** Why it failed, in words a member can read (the client shows 'Error signing in: {message}'). */
  message?: string;
  /** 'en' when `message` is English in a popup of another language (it awaits review there, #36). */
  lang?: string;
  /** The member turned Google down: the client says what it says for a closed popup. */
  cancelled?: boolean;
}
