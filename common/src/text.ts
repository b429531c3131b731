// Text helpers without zod: a form's character count imports this, not the rules (which build
// every schema when they load).

/** The longest chat prompt, in characters as counted below (the rule is in rules.ts). */
export const PROMPT_MAX_CHARS = 2000;

/** Characters as a member counts them (an emoji is one), not UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
