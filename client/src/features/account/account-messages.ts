// The account recovery pages' server problems. Their own words are the catalogue's (section
// `account`); the rules' messages come from the server, in the member's language.
import { GraphQLRequestError } from '../../lib/graphql-request';
import { firstProblem, type ServerProblem } from '../../lib/server-problem';

export type { ServerProblem };

/** The server's words (the rules' messages) and the field at fault; a network failure as `otherwise`. */
export function describeServerProblem(error: unknown, otherwise: string): ServerProblem {
  const problem = error instanceof GraphQLRequestError ? firstProblem(error.errors) : null;
  return problem ?? { message: otherwise };
}
