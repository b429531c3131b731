// Operations executed by graphql-jit inside Apollo Server, through Apollo's gateway interface (the
// documented way to execute operations some other way). Apollo still does everything around
// execution: parsing, the document cache, validation (graphql-armor's rules included), the
// context, error formatting and the HTTP response. It stays because it passes the README's rule
// (Architecture: its bench:ab figure). Argument values stay data: they are never written into the
// generated code (a test sends quotes, backticks and comment markers).
//
// Compiling costs far more than one execution, so a document is compiled only once graphql-js has
// executed it `compileAfter` times (10): rare documents never are, and a client cannot make the
// server compile for less than ten full executions. Apollo's document cache hands back the same
// DocumentNode for the same query text, which is how "again" is recognised.
//
// What stays with graphql-js:
//   - new documents while `maxCompiled` (200) operations are compiled already;
//   - documents longer than `maxSourceLength` (2,000 characters; the client's longest is about
//     500) and introspection (the playground's schema query), which only compile slowly;
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
  /** How many times a document is executed by graphql-js before it is compiled (default 10). */
  compileAfter?: number;
  /** Longest query text that is ever compiled, in characters (default 2,000). */
  maxSourceLength?: number;
  /**
   * Most operations kept compiled at once (default 200; the client has about 25). A compiled
   * operation holds 20 KiB (testHistory) to a few hundred (documents near the limits): past the
   * cap, new documents run through graphql-js until the document cache lets older ones go.
   */
  maxCompiled?: number;
}

const INTROSPECTION = /\b__(schema|type)\b/;

interface Entry {
  runs: number;
  /** The compiled operation; null once compiling failed (graphql-js runs it from then on). */
  compiled?: CompiledQuery | null;
}

export interface JitStats {
  compiled: number;
  interpreted: number;
  /** Compiled runs through Apollo's gateway interface. */
  jit: number;
}

/** Apollo's gateway interface around one fixed schema whose operations run compiled. */
export function jitGateway(
  schema: GraphQLSchema,
  options: JitExecutorOptions = {},
): GatewayInterface & { stats: JitStats } {
  const compileAfter = options.compileAfter ?? 10;
  const maxSourceLength = options.maxSourceLength ?? 2000;
  const maxCompiled = options.maxCompiled ?? 200;
  // Compiled operations alive: counted down when Apollo's document cache drops their document.
  let live = 0;
  const released = new FinalizationRegistry<undefined>(() => live--);
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
    const { document, operation, context, source = '' } = requestContext;
    const { variables, operationName } = requestContext.request;
    // No operation by that name (or several and no name): graphql-js words the refusal, which
    // Apollo answers with 400 (a bad request, not the 500 of reading a missing operation).
    if (!operation) return interpret(document, context, variables, operationName);

    let byName = entries.get(document);
    if (!byName) entries.set(document, (byName = new Map()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) {
      const compilable =
        operation.operation !== 'subscription' && source.length <= maxSourceLength && !INTROSPECTION.test(source);
      byName.set(key, (entry = compilable ? { runs: 0 } : { runs: 0, compiled: null }));
    }
    if (entry.compiled === undefined && entry.runs >= compileAfter && live < maxCompiled)
      entry.compiled = compile(document, operationName);
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
      live++;
      released.register(document, undefined);
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
