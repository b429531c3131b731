/** What the server said about a failed operation: its words, and the field and code when named. */
export interface ServerProblem {
  message: string;
  field?: string;
  code?: string;
}

/** The first GraphQL error as a ServerProblem (either client's errors: Apollo's or the fetch client's). */
export function firstProblem(
  errors: readonly { message: string; extensions?: Record<string, unknown> | null }[],
): ServerProblem | null {
  const [first] = errors;
  if (!first) return null;
  return {
    message: first.message,
    field: typeof first.extensions?.field === 'string' ? first.extensions.field : undefined,
    code: typeof first.extensions?.code === 'string' ? first.extensions.code : undefined,
  };
}
