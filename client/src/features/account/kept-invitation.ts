// An expert invitation kept on this device while its invitee signs up and confirms their address
// (issue #39, item 7): the confirmation link opens in another tab, so it is kept in localStorage,
// for the invitation's 7 days at most. The token alone grants nothing: the server still takes it
// only from the signed-in member whose confirmed address is the invited one. Forgotten once accepted.

const KEY = 'mindcheck.expert-invitation';
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;
const TOKEN_MAX_LENGTH = 200;

export function keepInvitation(token: string): void {
  if (!token || token.length > TOKEN_MAX_LENGTH) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, until: Date.now() + KEEP_MS }));
  } catch {
    // Storage refused: the link from the mail still works.
  }
}

/** The kept invitation's token, while it is fresh. */
export function keptInvitation(): string | null {
  try {
    const kept = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { token?: unknown; until?: unknown } | null;
    if (kept && typeof kept.token === 'string' && typeof kept.until === 'number' && kept.until > Date.now())
      return kept.token;
    localStorage.removeItem(KEY);
  } catch {
    // Unreadable: as if none.
  }
  return null;
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
