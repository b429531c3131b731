// Input rules live in @mindcheck/common (zod schemas shared with the client's forms). Services run
// them through parseInput, which turns the first refusal into the API's answer: BAD_USER_INPUT with
// the rule's message and the field at fault.
import type { z } from 'zod';
import { AppError } from './errors.js';

export function parseInput<T extends z.ZodType>(schema: T, input: unknown, field?: string): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const path = issue.path[0];
  throw AppError.badInput(issue.message, field ?? (typeof path === 'string' ? path : undefined));
}
