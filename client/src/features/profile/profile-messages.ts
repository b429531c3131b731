import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { firstProblem, type ServerProblem } from '../../lib/server-problem';

/**
 * The server's words for a failed change (the spec's texts, in the member's language), with the
 * field at fault when named; `otherwise` (the page's words) when the server said nothing.
 */
export function describeProfileError(error: unknown, otherwise: string): ServerProblem {
  const problem = CombinedGraphQLErrors.is(error) ? firstProblem(error.errors) : null;
  return problem ?? { message: otherwise };
}
