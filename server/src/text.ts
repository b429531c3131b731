// Small string checks written as loops instead of patterns, because the patterns they replace
// backtracked super-linearly on long runs of one character (SECURITY.md 26; the lint rule
// regexp/no-super-linear-backtracking now refuses such patterns). Each is linear in its input.

/** The string without the given character repeated at its end, keeping at least `keep` characters. */
export function trimTrailing(value: string, char: string, keep = 0): string {
  let end = value.length;
  while (end > keep && value[end - 1] === char) end--;
  return value.slice(0, end);
}

const WHITESPACE = /\s/;

/**
 * Where /\s+\S*$/ would match: the start of the whitespace run before the last word (or the
 * trailing whitespace), -1 when there is none.
 */
export function lastWordRunStart(value: string): number {
  let i = value.length;
  while (i > 0 && !WHITESPACE.test(value[i - 1])) i--;
  if (i === 0) return -1;
  while (i > 0 && WHITESPACE.test(value[i - 1])) i--;
  return i;
}
