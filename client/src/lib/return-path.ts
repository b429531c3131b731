// Where a signed-out visitor was going (issue #39, item 12): a mail's deep link to /bookings opened
// signed out goes to / (spec section 3), and after signing in the member lands on the page the link
// named, not the dashboard. Kept in this tab's sessionStorage (never in the URL); only a path of
// this app is taken back (no '//host' or '/\host').

const KEY = 'mindcheck.returnPath';
const HOME = '/dashboard';

function isOwnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && path.length <= 2000;
}

/** Set at sign-out: the page the member was on is not a place they were "going" (spec: sign-in lands on /dashboard). */
let signingOut = false;

/** The next signed-out redirect comes from signing out, not from a link: it is not remembered. */
export function forgetReturnPathOnSignOut(): void {
  signingOut = true;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Remembers the path (with its query) a visitor was sent away from. */
export function rememberReturnPath(path: string): void {
  if (signingOut) {
    signingOut = false;
    return;
  }
  try {
    if (isOwnPath(path)) sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the member lands on the dashboard, as before.
  }
}

/** The remembered path, once (then forgotten), else the dashboard. */
export function takeReturnPath(): string {
  signingOut = false;
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && isOwnPath(path) ? path : HOME;
  } catch {
    return HOME;
  }
}
