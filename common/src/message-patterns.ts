// A rule's message that carries a value ('First name is required.', 'Reason must be at most 500
// characters long.'), read back: made once with stand-ins for its values, then matched as a pattern,
// so that the client's forms and the server's errors can say it again in the member's language.

/** Stands in for a field's name in a message made to be read back. */
export const LABEL_STAND_IN = '\u0001';
/** Stands in for a number (987654, or 987,654 once formatted). */
export const NUMBER_STAND_IN = 987654;

/**
 * The pattern of a message made with the stand-ins: the field's name is the group `label`, the
 * number the group named `numberGroup` (as it was written, thousands separators included).
 */
export function messagePattern(made: string, numberGroup: string): RegExp {
  return new RegExp(
    `^${made
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(LABEL_STAND_IN, '(?<label>[^\\u0001]+)')
      .replace(/987,?654/, `(?<${numberGroup}>[\\d,]+)`)}$`,
    'u',
  );
}
