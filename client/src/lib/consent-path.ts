/** The consent screen, with the way back to `path` afterwards. */
export function consentPath(path: string): string {
  return `/consent?next=${encodeURIComponent(path)}`;
}
