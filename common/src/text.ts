// Text helpers without zod: a form's character count imports this, not the rules (which build
// every schema when they load).

/** Characters as a member counts them (an emoji is one), not UTF-16 units. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
