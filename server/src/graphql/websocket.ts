// GraphQL subscriptions over WebSocket (graphql-ws) on the HTTP server's port and /graphql path.
// The upgrade is refused unless its Origin is allowed and its session cookie belongs to a signed-in
// member (SECURITY.md 13); frames are capped at 64 KB; a socket without connection_init is closed
// after 3 s; a socket whose session ends (sign-out, erasure) is closed with 4403, and every new
// subscription checks the session again. Only subscriptions are served here: queries and
// mutations go over HTTP, where CSRF prevention, body limits and the session cookie's controls
// apply. Documents pass the same
// validation rules as HTTP (`validationRules`, shared with Apollo in app.ts) and errors go through
// the same formatter (no internals reach a client).
import type http from 'node:http';
import { randomUUID } from 'node:crypto';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import type { Sessions, SignedIn } from '../http/session.js';
import { messages } from '../messages.js';
import type { GraphQLContext } from './context.js';
import { createErrorFormatter } from './errors.js';
import { GRAPHQL_LIMITS } from './armor.js';

export const WS_MAX_PAYLOAD_BYTES = 64 * 1024;
export const SUBSCRIPTIONS_ONLY_MESSAGE =
  'Only subscriptions are served over WebSocket; send queries and mutations over HTTP.';

export interface SubscriptionServerOptions {
  server: http.Server;
  schema: GraphQLSchema;
  config: Config;
  logger: Logger;
  services: Services;
  sessions: Pick<Sessions, 'readSignedIn' | 'onEnded'>;
  /** Extra validation rules, the same list HTTP uses (depth, aliases, cost...). */
  validationRules?: readonly ValidationRule[];
}

/** The member and session found at the upgrade, carried on the request to graphql-ws's context. */
const MEMBER = Symbol('mindcheck.member');
type UpgradeRequest = http.IncomingMessage & { [MEMBER]?: SignedIn };

/** graphql-ws's close code for a socket that may no longer be used (its session ended). */
export const SESSION_ENDED_CLOSE = { code: 4403, reason: 'Forbidden' } as const;

export function startSubscriptionServer(options: SubscriptionServerOptions): { dispose(): Promise<void> } {
  const { server, schema, config, logger, services, sessions } = options;
  const rules = [...specifiedRules, ...(options.validationRules ?? [])];
  const formatError = createErrorFormatter(logger, { hideSuggestions: config.isProduction });

  const wsServer = new WebSocketServer({
    server,
    path: '/graphql',
    maxPayload: WS_MAX_PAYLOAD_BYTES,
    // Refused before the handshake: a cross-site page (foreign Origin) or a visitor (no session).
    verifyClient: (info, done) => {
      const origin = info.req.headers.origin;
      if (!origin || !(config.corsOrigins.includes(origin) || sameHost(origin, info.req.headers.host, config)))
        return done(false, 403, 'Forbidden');
      Promise.resolve()
        .then(() => sessions.readSignedIn(info.req))
        .then(
          (signedIn) => {
            if (!signedIn) return done(false, 401, 'Unauthorized');
            (info.req as UpgradeRequest)[MEMBER] = signedIn;
            done(true);
          },
          (error: unknown) => {
            logger.error(
              { err: error instanceof Error ? { name: error.name, message: error.message } : String(error) },
              'websocket upgrade: session check failed',
            );
            done(false, 500, 'Internal Server Error');
          },
        );
    },
  });

  closeEndedSessions(wsServer, sessions);

  const graphqlWs = useServer<Record<string, unknown>, { request: UpgradeRequest }>(
    {
      schema,
      onConnect: (ctx) => Boolean(ctx.extra.request[MEMBER]),
      onSubscribe: async (ctx, _id, payload) => {
        // The session may have ended since the upgrade (signed out, expired, account disabled).
        const signedIn = ctx.extra.request[MEMBER];
        const current = await sessions.readSignedIn(ctx.extra.request);
        if (!signedIn || current?.sessionId !== signedIn.sessionId) {
          ctx.extra.socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
          return [withCode(new GraphQLError(messages.signInRequired), 'UNAUTHENTICATED')];
        }
        let document: DocumentNode;
        try {
          document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.tokens });
        } catch (error) {
          return [
            withCode(error instanceof GraphQLError ? error : new GraphQLError('Syntax Error'), 'GRAPHQL_PARSE_FAILED'),
          ];
        }
        const errors = validate(schema, document, rules);
        if (errors.length) return errors.map((error) => withCode(error, 'GRAPHQL_VALIDATION_FAILED'));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return [new GraphQLError('Unable to identify operation')];
        if (operation.operation !== 'subscription')
          return [withCode(new GraphQLError(SUBSCRIPTIONS_ONLY_MESSAGE), 'BAD_USER_INPUT')];
        const contextValue: GraphQLContext = {
          requestId: randomUUID(),
          userId: signedIn.userId,
          ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
          services,
        };
        return {
          schema,
          document,
          operationName: payload.operationName,
          variableValues: payload.variables,
          contextValue,
        };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((error) => formatError(error.toJSON(), error)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors
          ? { ...result, errors: result.errors.map((error) => formatError(error.toJSON(), error)) }
          : undefined,
    },
    wsServer,
  );
  // A frame over the limit (or malformed) is closed by ws itself (1009, 1002), then emitted as the
  // socket's 'error', which graphql-ws answers with console.error and a stack trace. Its listener
  // (added as the socket connects, before this one) is replaced by one JSON log line.
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.on('error', (error: Error & { code?: string }) => {
      logger.warn({ err: { name: error.name, message: error.message, code: error.code } }, 'websocket frame refused');
    });
  });

  return {
    async dispose() {
      await graphqlWs.dispose();
      wsServer.close();
    },
  };
}

/**
 * Open sockets by session, so that a sign-out (or an erased account) closes them at once on this
 * instance; on another instance the check at each new subscription turns them away.
 */
function closeEndedSessions(wsServer: WebSocketServer, sessions: SubscriptionServerOptions['sessions']): void {
  const sockets = new Map<WebSocket, SignedIn>();
  wsServer.on('connection', (socket, req: UpgradeRequest) => {
    const signedIn = req[MEMBER];
    if (!signedIn) return;
    sockets.set(socket, signedIn);
    // Closed at the session's deadline at the latest: then its session is read again, and the
    // socket lives on only if the session does (used meanwhile over HTTP, the idle end moved).
    let timer: NodeJS.Timeout | undefined;
    const watch = (expiresAt: number) => {
      timer = setTimeout(
        () => {
          sessions.readSignedIn(req).then(
            (current) => {
              if (current?.sessionId === signedIn.sessionId && current.expiresAt > Date.now()) watch(current.expiresAt);
              else socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
            },
            () => socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason),
          );
        },
        // setTimeout's longest delay is about 24.8 days.
        Math.min(Math.max(0, expiresAt - Date.now()) + 50, 2 ** 31 - 1),
      );
      timer.unref();
    };
    watch(signedIn.expiresAt);
    socket.once('close', () => {
      clearTimeout(timer);
      sockets.delete(socket);
    });
  });
  // A session ended on any instance (session-ends.ts publishes it on the pub/sub).
  sessions.onEnded((ended) => {
    const ids = 'sessionIds' in ended ? new Set(ended.sessionIds) : null;
    for (const [socket, signedIn] of sockets) {
      const matches = ids ? ids.has(signedIn.sessionId) : 'userId' in ended && ended.userId === signedIn.userId;
      if (matches) socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  });
}

/**
 * Outside production, a page served by this very server (its Origin names the host the socket
 * connected to, e.g. http://127.0.0.1:5000 or another PORT) is same-origin, not cross-site.
 * Production keeps to its allow-list (behind a proxy, Host is not the public address).
 */
export function sameHost(origin: string, host: string | undefined, config: Pick<Config, 'isProduction'>): boolean {
  if (config.isProduction || !host) return false;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' && url.host === host;
  } catch {
    return false;
  }
}

/** The codes Apollo gives parse and validation errors, so that the formatter shows them as BAD_USER_INPUT. */
function withCode(error: GraphQLError, code: string): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    extensions: { ...error.extensions, code },
  });
}
