// "Looks like an email" (spec section 5): what /^[^\s@]+@[^\s@]+\.[^\s@]+$/ accepts, checked
// without that pattern, which backtracked quadratically on long runs of dots (the server's check,
// server/src/text.ts, is the same; SECURITY.md 26).
export function looksLikeEmail(value: string): boolean {
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) return false;
  const domain = value.slice(value.indexOf('@') + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}
