// Apollo Server on Express 5: what @as-integrations/express5 does, without its per-request costs
// measured in `npm run bench` (a legacy url.parse of every URL for the query string, Express's
// res.send content sniffing). Mount it after jsonBody() (json-body.ts).
//
// With `fastPath`, a query that Apollo has already answered compiled is answered here directly:
// the same compiled operation run with the same context, the same JSON and content type, without
// Apollo's per-request pipeline (a SHA-256 of the query text, two content negotiations, a request
// context, plugin hooks; about a tenth of a signed-in member's request in `npm run bench`). Only
// requests whose answer from Apollo is known take it; every other request, and every operation
// that ends with an error, is Apollo's. The conditions, each a part of Apollo's pipeline it
// stands for (runHttpQuery, preventCsrf, processGraphQLRequest in @apollo/server 5):
//   - Apollo is started and no plugin has a per-request hook (checked once, when mounted): there
//     is nothing of Apollo's own to run for a request but the steps below;
//   - POST with a JSON object body (read by jsonBody, so the content type was application/json,
//     which CSRF prevention lets through); `query` a non-empty string; `operationName` absent,
//     null or a non-empty string; `variables` and `extensions` absent, null or objects, and no
//     persisted query (Apollo refuses those);
//   - the query text and operation name are the gateway's compiled query (jit-executor.ts): Apollo
//     parsed and validated that very text with the app's rules, and validation depends on the text
//     alone;
//   - the Accept header is one for which Apollo has already chosen a content type (its choice
//     depends on that header alone, so it is remembered from Apollo's own answers);
//   - the operation runs without errors: an answer with errors is thrown away and the request goes
//     to Apollo, which runs it again and formats the errors (queries only read, so running one
//     twice changes nothing).
// The answer is then Apollo's: status 200, that content type, and `{"data":...}` and a newline.
// A test sends the same requests both ways and compares status, headers and body.
import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { ExecutionResult } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { JitStats } from '../graphql/jit-executor.js';

/** Where compiled queries are found (the jit gateway). */
export interface FastPathSource {
  stats: JitStats;
  compiledQuery(source: string, operationName: string | undefined): CompiledQuery | undefined;
}

/** How many Accept headers' content types are remembered (a client sends one or two). */
const ACCEPT_HEADERS_KEPT = 100;

/** Apollo's state and plugins, read to know that the fast path may stand in for it. */
interface ApolloInternals {
  internals?: { state?: { phase?: string }; plugins?: ApolloServerPlugin[] };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

/** Whether Apollo, once started, does anything per request besides its pipeline (a plugin's hooks). */
export function apolloHasRequestHooks<TContext extends BaseContext>(server: ApolloServer<TContext>): boolean {
  const plugins = (server as unknown as ApolloInternals).internals?.plugins;
  return !Array.isArray(plugins) || plugins.some((plugin) => typeof plugin.requestDidStart === 'function');
}

export function apolloMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
  options: { fastPath?: FastPathSource } = {},
): RequestHandler {
  server.assertStarted('apolloMiddleware()');
  const internals = (server as unknown as ApolloInternals).internals;
  const fastPath = options.fastPath && !apolloHasRequestHooks(server) ? options.fastPath : undefined;
  // The content type Apollo chose for a single result, by Accept header ('' for none).
  const contentTypes = new Map<string, string>();

  /** Answers the request if it qualifies (see above); false hands it to Apollo untouched. */
  async function tryFast(source: FastPathSource, req: Request, res: Response): Promise<boolean> {
    if (req.method !== 'POST' || internals?.state?.phase !== 'started') return false;
    const body: unknown = req.body;
    if (!isRecord(body)) return false;
    const { query, operationName, variables, extensions } = body;
    if (typeof query !== 'string' || query === '') return false;
    // An empty operation name is no operation's: compiledQuery never finds one for it.
    if (operationName != null && typeof operationName !== 'string') return false;
    if (variables != null && !isRecord(variables)) return false;
    if (extensions != null && (!isRecord(extensions) || 'persistedQuery' in extensions)) return false;
    const contentType = contentTypes.get(req.headers.accept ?? '');
    if (contentType === undefined) return false;
    const compiled = source.compiledQuery(query, operationName ?? undefined);
    if (!compiled) return false;

    let result: ExecutionResult;
    try {
      result = await compiled.query(undefined, await context({ req, res }), variables ?? undefined);
    } catch {
      return false;
    }
    if (result.errors?.length) return false;
    source.stats.fast++;
    res.setHeader('content-type', contentType);
    res.statusCode = 200;
    // Apollo's stringifyResult: its fields in Apollo's order, then a newline.
    res.end(JSON.stringify({ data: result.data, extensions: result.extensions }) + '\n');
    return true;
  }

  return async (req, res) => {
    if (fastPath && (await tryFast(fastPath, req, res))) return;
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.originalUrl;
    const queryAt = url.indexOf('?');
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: queryAt === -1 ? '' : url.slice(queryAt),
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      // Apollo's choice of content type for a single result depends on the Accept header alone.
      const contentType = response.headers.get('content-type');
      const accept = req.headers.accept ?? '';
      if (
        fastPath &&
        res.statusCode === 200 &&
        contentType !== undefined &&
        !contentTypes.has(accept) &&
        contentTypes.size < ACCEPT_HEADERS_KEPT
      )
        contentTypes.set(accept, contentType);
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
