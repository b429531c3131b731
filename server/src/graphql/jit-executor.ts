// Operations executed by graphql-jit inside Apollo Server. Apollo still does everything around
// execution: parsing, the document cache, validation (graphql-armor's rules included), the
// context, error formatting and the HTTP response. Only `execute` is handed over, through Apollo's
// gateway interface (the documented way to execute operations some other way).
//
// Why: measured in `npm run bench`, graphql-js's execute was the largest part of the app's own
// work on testHistory (about 80 µs of a signed-in member's request; graphql-jit runs the same
// operation in about 9). graphql-jit compiles an operation into a function once and runs that
// function on every later request with the same document.
//
// What stays with graphql-js:
//   - an operation seen for the first time: it is compiled only when it comes again, so a stream
//     of one-off documents costs no compilation (Apollo's document cache hands back the same
//     DocumentNode for the same query text, which is how "again" is recognised);
//   - subscriptions sent over HTTP (subscriptions run over WebSocket with graphql-ws);
//   - anything graphql-jit cannot compile;
//   - a request refused before any resolver runs (variables that do not fit their types): it is
//     run again by graphql-js so that the errors are graphql-js's, which Apollo recognises as
//     BAD_USER_INPUT.
import type { ApolloServerOptionsWithGateway, BaseContext } from '@apollo/server';
import { GraphQLError, execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type GatewayInterface = ApolloServerOptionsWithGateway<BaseContext>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

export interface JitExecutorOptions {
  /** How many times a document is executed by graphql-js before it is compiled (default 1). */
  compileAfter?: number;
}

interface Entry {
  runs: number;
  /** The compiled operation; null once compiling failed (graphql-js runs it from then on). */
  compiled?: CompiledQuery | null;
}

export interface JitStats {
  compiled: number;
  interpreted: number;
  jit: number;
}

/** Apollo's gateway interface around one fixed schema whose operations run compiled. */
export function jitGateway(
  schema: GraphQLSchema,
  options: JitExecutorOptions = {},
): GatewayInterface & { stats: JitStats } {
  const compileAfter = options.compileAfter ?? 1;
  // Keyed by the document: an entry lives as long as Apollo's document cache keeps the document.
  const entries = new WeakMap<DocumentNode, Map<string, Entry>>();
  const stats: JitStats = { compiled: 0, interpreted: 0, jit: 0 };
  const listeners = new Set<Parameters<GatewayInterface['onSchemaLoadOrUpdate']>[0]>();

  const interpret = (
    document: DocumentNode,
    contextValue: unknown,
    variableValues: Record<string, unknown> | undefined,
    operationName: string | undefined,
  ) => {
    stats.interpreted++;
    return execute({ schema, document, contextValue, variableValues, operationName });
  };

  const executor: GatewayExecutor = async (requestContext) => {
    const { document, operation, context } = requestContext;
    const { variables, operationName } = requestContext.request;
    if (operation.operation === 'subscription') return interpret(document, context, variables, operationName);

    let byName = entries.get(document);
    if (!byName) entries.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) byName.set(key, (entry = { runs: 0 }));
    if (entry.compiled === undefined && entry.runs >= compileAfter) entry.compiled = compile(document, operationName);
    entry.runs++;
    if (!entry.compiled) return interpret(document, context, variables, operationName);

    stats.jit++;
    const result: ExecutionResult = await entry.compiled.query(undefined, context, variables);
    // No data at all: refused before execution (the variables). graphql-js words that refusal.
    if (result.errors?.length && result.data === undefined)
      return interpret(document, context, variables, operationName);
    return result.errors?.length ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };

  function compile(document: DocumentNode, operationName: string | undefined): CompiledQuery | null {
    try {
      const compiled = compileQuery(schema, document, operationName, { disablingCapturingStackErrors: true });
      if (!isCompiledQuery(compiled)) return null;
      stats.compiled++;
      return compiled;
    } catch {
      return null;
    }
  }

  return {
    stats,
    // The schema never changes while the app runs: it is announced once, at load.
    onSchemaLoadOrUpdate(callback) {
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
    async load() {
      for (const listener of listeners) listener({ apiSchema: schema, coreSupergraphSdl: '' });
      return { executor };
    },
    async stop() {
      listeners.clear();
    },
  };
}

/**
 * graphql-jit's errors are GraphQLErrors without graphql-js's guarantees (no `extensions` object
 * when the thrown error had none, which Apollo reads). The same error as graphql-js would make it:
 * message, path, locations, the error thrown (which the error formatter unwraps) and its extensions.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  Object.defineProperty(copy, 'locations', { value: error.locations, enumerable: true, writable: true });
  return copy;
}
