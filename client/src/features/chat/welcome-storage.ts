// "Welcome seen" is remembered per member in this browser (spec section 4), under a key with the
// member's id, so that another member on the same browser still gets the welcome.
const PREFIX = 'mindcheck.chat.welcomeSeen.';

export function welcomeKey(userId: string): string {
  return PREFIX + userId;
}

export function hasSeenWelcome(userId: string): boolean {
  try {
    return window.localStorage.getItem(welcomeKey(userId)) === 'true';
  } catch {
    return false; // storage blocked: show the welcome; it costs one click
  }
}

export function rememberWelcomeSeen(userId: string): void {
  try {
    window.localStorage.setItem(welcomeKey(userId), 'true');
  } catch {
    // Storage blocked or full: the welcome shows again next time, nothing worse.
  }
}
