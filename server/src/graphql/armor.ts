// The limits every GraphQL operation passes, over HTTP and over WebSocket alike (SECURITY.md 7-8):
// depth, aliases, cost and directives are graphql-armor's validation rules; the token limit is
// the parser's own (graphql-js `maxTokens`, the same check graphql-armor's max-tokens plugin makes,
// without parsing every new document twice); introspection is refused in production unless the
// playground is on. One list of rules for Apollo (HTTP) and graphql-ws (WebSocket): graphql-ws does
// not run Apollo's plugins, so nothing here may live in an Apollo-only hook.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule, type ParseOptions, type ValidationRule } from 'graphql';

export const GRAPHQL_LIMITS = {
  /** Deepest selection allowed (the client's deepest operation is 4). */
  depth: 8,
  /** Aliased fields per operation. */
  aliases: 15,
  /** armor's cost: 2 per object, 1 per scalar, times 1.5 per level (a full testHistory is about 300). */
  cost: 5000,
  directives: 20,
  /** Lexical tokens per document (GraphiQL's introspection query is about 300). */
  tokens: 1000,
} as const;

export interface GraphQLLimitsOptions {
  /** Whether `__schema` and `__type` may be asked for (development, or the playground enabled). */
  introspection: boolean;
}

export interface GraphQLLimits {
  validationRules: ValidationRule[];
  /** For Apollo; graphql-ws parses with the same `maxTokens` (websocket.ts). */
  parseOptions: ParseOptions;
}

export function createGraphQLLimits(options: GraphQLLimitsOptions): GraphQLLimits {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, flattenFragments: true },
    maxAliases: { n: GRAPHQL_LIMITS.aliases },
    costLimit: { maxCost: GRAPHQL_LIMITS.cost },
    maxDirectives: { n: GRAPHQL_LIMITS.directives },
    // The parser enforces the token limit (parseOptions below), on both transports.
    maxTokens: { enabled: false },
    // Suggestions are removed by the error formatter, which both transports share.
    blockFieldSuggestion: { enabled: false },
  });
  const { validationRules } = armor.protect();
  if (!options.introspection) validationRules.push(NoSchemaIntrospectionCustomRule);
  return { validationRules, parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens } };
}

const HINT = 'Did you mean ';

/**
 * graphql-js's "Did you mean …?" hints name fields, types and values; production does not give
 * them out. What /\s*Did you mean [^?]*\?/g removed, found with indexOf: that pattern was quadratic
 * on long whitespace, which graphql-js copies from a variable into its messages (SECURITY.md 26).
 */
export function withoutSuggestions(message: string): string {
  const kept: string[] = [];
  let from = 0;
  for (;;) {
    const at = message.indexOf(HINT, from);
    if (at < 0) break;
    const end = message.indexOf('?', at + HINT.length);
    if (end < 0) break;
    kept.push(message.slice(from, at).trimEnd());
    from = end + 1;
  }
  kept.push(message.slice(from));
  return kept.join('').trim();
}
