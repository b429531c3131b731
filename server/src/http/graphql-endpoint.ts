// The GraphQL endpoint over HTTP: Apollo Server (operations executed compiled by graphql-jit once
// they have run ten times), at the exact path /graphql (app.all, not app.use: /graphql/anything is
// an unknown path), GET and POST only, with a JSON body of at most 100 KB. Each operation's context
// carries the member from the session and the lookup of them the session check already made.
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import express, { type RequestHandler } from 'express';
import type { GraphQLSchema } from 'graphql';
import { ApolloServer } from '@apollo/server';
import { metricsPlugin } from '../metrics/apollo-plugin.js';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Services } from '../services.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { GraphQLLimits } from '../graphql/armor.js';
import { createErrorFormatter } from '../graphql/errors.js';
import { localizedErrorsPlugin } from '../graphql/localized-errors.js';
import { jitGateway, type JitStats } from '../graphql/jit-executor.js';
import type { UserSnapshot } from '../modules/auth/user.model.js';
import type { Sessions } from './session.js';
import type { MemberLookup } from './member-per-request.js';

export interface GraphQLEndpointOptions {
  server: http.Server;
  schema: GraphQLSchema;
  config: Config;
  logger: Logger;
  limits: GraphQLLimits;
  introspection: boolean;
  services: Services;
  sessions: Pick<Sessions, 'control'>;
  memberOf: MemberLookup<UserSnapshot>;
}

export interface GraphQLEndpoint {
  /** The handlers of /graphql: method check, JSON body, Apollo. */
  handlers: RequestHandler[];
  /** How operations were executed: interpreted, compiled through Apollo, or on the fast path. */
  stats: JitStats;
  stop(): Promise<void>;
}

export async function graphqlEndpoint(options: GraphQLEndpointOptions): Promise<GraphQLEndpoint> {
  const { config, services, sessions, memberOf } = options;
  const gateway = jitGateway(options.schema);
  const apollo = new ApolloServer<GraphQLContext>({
    gateway,
    formatError: createErrorFormatter(options.logger, { hideSuggestions: config.isProduction }),
    includeStacktraceInErrorResponses: false,
    introspection: options.introspection,
    parseOptions: options.limits.parseOptions,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    // index.ts owns SIGINT/SIGTERM. Apollo's own handlers (on unless NODE_ENV=test) raced ours:
    // both stopped the server, and the shutdown hung until the force timer (exit 1).
    stopOnTerminationSignals: false,
    validationRules: options.limits.validationRules,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: options.server }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints (responses are no-store): without this plugin Apollo does not wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Not a federation subgraph: no tracing hook on every request.
      ApolloServerPluginInlineTraceDisabled(),
      // #37: requests by operation and outcome, and their duration, for /metrics.
      metricsPlugin(),
      // #36: the messages people read, in their language (extensions unchanged).
      localizedErrorsPlugin(),
    ],
  });
  await apollo.start();
  const methods: RequestHandler = (req, res, next) => {
    if (req.method === 'GET' || req.method === 'POST' || req.method === 'OPTIONS') return next();
    res.setHeader('Allow', 'GET, POST');
    res.status(405).json({ errors: [{ message: 'Method Not Allowed', extensions: { code: 'BAD_USER_INPUT' } }] });
  };
  const handlers: RequestHandler[] = [
    methods,
    // The body: JSON only, at most 100 KB (413 past it, 400 when not JSON, 415 for another charset
    // or a compressed body); another content type is left unread for Apollo to refuse.
    express.json({ limit: 100 * 1024, inflate: false }),
    expressMiddleware(apollo, {
      context: async ({ req }): Promise<GraphQLContext> => {
        const userId = req.session?.userId ?? null;
        return {
          requestId: String(req.id ?? randomUUID()),
          userId,
          ip: req.ip ?? 'unknown',
          services,
          req,
          session: sessions.control(req),
          currentUser: () => (userId ? memberOf(userId, req) : Promise.resolve(null)),
        };
      },
    }),
  ];
  return { handlers, stats: gateway.stats, stop: () => apollo.stop() };
}
