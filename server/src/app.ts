// Assembles the HTTP server: Express, Apollo (HTTP) and graphql-ws (WebSocket) on one port,
// sessions, health checks, and the built client with its SPA fallback.
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Request, type Response, type NextFunction } from 'express';
import helmet from 'helmet';
import { ApolloServer } from '@apollo/server';
import { metricsRoutes } from './metrics/metrics.routes.js';
import { metricsPlugin } from './metrics/apollo-plugin.js';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { messages } from './messages.js';
import { trimTrailing } from './text.js';
import { ErrorCode } from './errors.js';
import { loadCrisisDirectory, type LiveCrisisDirectory } from './content/crisis-resources.js';
import { connectDatabase, pingDatabase, type Database, type DatabaseOptions } from './db/connection.js';
import { createServices, type Services } from './services.js';
import { checkAiModel } from './ai/model-check.js';
import { createSchema } from './graphql/schema.js';
import { createErrorFormatter } from './graphql/errors.js';
import { createGraphQLLimits } from './graphql/armor.js';
import { jitGateway, type JitStats } from './graphql/jit-executor.js';
import { startSubscriptionServer } from './graphql/websocket.js';
import type { AiProvider } from './ai/index.js';
import type { GraphQLContext } from './graphql/context.js';
import { createSessions } from './http/session.js';
import { createSessionEnds } from './http/session-ends.js';
import { corsAllowlist } from './http/cors.js';
import { accessLog } from './http/access-log.js';
import { memberPerRequest } from './http/member-per-request.js';
import { expressMiddleware } from '@as-integrations/express5';
import { ASSETS_PREFIX, IMMUTABLE_CACHE, precompressedAssets } from './http/precompressed-assets.js';
import { GOOGLE_POPUP_SCRIPT_PATH, GOOGLE_STARTS_PER_MINUTE, googleRoutes } from './modules/auth/google.routes.js';
import { activeMember } from './modules/auth/auth.service.js';
import { userModel } from './modules/auth/user.model.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { reportRoutes } from './modules/report/report.routes.js';
import { unsubscribeRoutes } from './modules/reminder/unsubscribe.routes.js';
import { DEV_MAIL_PATH, devMailRoutes } from './mail/dev-mail.routes.js';
import { loopbackOnly } from './http/loopback-only.js';
import { PAYSTACK_WEBHOOK_PATH, paystackWebhookRoutes } from './modules/booking/booking.routes.js';

export interface AppOptions {
  config: Config;
  logger: Logger;
  /** How to reach the database; defaults follow the config (MONGODB_URI or the embedded engine). */
  database?: DatabaseOptions;
  /** An AI provider to use instead of the configured one (benchmarks). */
  ai?: AiProvider;
  /** The clock of token expiry and mail retries (tests move it forward). */
  now?: () => Date;
}

export interface RunningApp {
  server: http.Server;
  url: string;
  port: number;
  database: Database;
  services: Services;
  /** How operations over HTTP were executed: interpreted, compiled through Apollo, or on the fast path. */
  graphqlStats: JitStats;
  close(): Promise<void>;
}

const API_PREFIXES = ['/graphql', '/auth', '/account', '/webhooks', '/api', '/healthz', '/readyz', '/dev'];
/** Client pages whose address carries a one-time token: it must never leave in a Referer header. */
const TOKEN_PAGES = ['/reset-password', '/verify-email', '/cancel-email-change', '/expert-invitation'];
const here = path.dirname(fileURLToPath(import.meta.url));

/** Paths the server answers itself (API, health, playground): never the SPA shell. */
function isServerPath(pathname: string): boolean {
  if (pathname === '/playground' || pathname === '/playground.html') return true;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * index.html with the crisis resources and the operator's contact address in a JSON data element;
 * read again when the build changes.
 */
function pageShell(file: string, directory: LiveCrisisDirectory, contactTo: string): () => string {
  let cached: { mtimeMs: number; version: number; html: string } | null = null;
  return () => {
    const { mtimeMs } = statSync(file);
    // Read again when the build changes or an operator edits the help-line directory.
    if (cached?.mtimeMs !== mtimeMs || cached.version !== directory.version) {
      const data = JSON.stringify({
        crisis: {
          defaultCountry: directory.defaultCountry,
          defaults: directory.defaults,
          byCountry: directory.byCountry,
        },
        contactTo,
      }).replace(/</g, '\\u003c');
      const element = `<script type="application/json" id="mc-shell-data">${data}</script>`;
      const html = readFileSync(file, 'utf8');
      cached = {
        mtimeMs,
        version: directory.version,
        html: html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : element + html,
      };
    }
    return cached.html;
  };
}

function methodNotAllowed(res: Response, allow = 'GET, HEAD'): void {
  res.setHeader('Allow', allow);
  res.status(405).json({ error: 'Method Not Allowed' });
}

export function defaultClientDist(): string {
  // server/src or server/dist → client/dist
  return path.resolve(here, '..', '..', 'client', 'dist');
}

export async function startApp({ config, logger, database: dbOptions, ai, now }: AppOptions): Promise<RunningApp> {
  // A malformed CRISIS_RESOURCES stops start-up before anything is opened.
  loadCrisisDirectory(config.crisisResourcesJson, config.crisisDefaultCountry);
  const database = await connectDatabase(
    dbOptions ?? {
      uri: config.mongodbUri,
      embeddedDbPath: path.resolve(config.dataDir, 'db'),
      log: { info: (m) => logger.info(m), warn: (m) => logger.warn(m) },
    },
  );
  // A session whose member is gone or disabled is ended at its next request.
  // The session check and `me` share one lookup of the member per request.
  // (`services` is assigned below, before the first request: the session layer is built first
  // because the account services end and list sessions through it.)
  // eslint-disable-next-line prefer-const
  let services: Services;
  const memberOf = memberPerRequest((userId) => services.auth.findActiveUser(userId));
  // The session is read with its member in one round trip; what was read is kept for the request.
  const sessions = createSessions(config, database.connection, {
    membersCollection: userModel(database.connection).collection.collectionName,
    isActiveUser: async (userId, req, read) => {
      if (!read) return (await memberOf(userId, req)) !== null;
      const member = activeMember(read.member);
      if (req) memberOf.remember(req, userId, member);
      return member !== null;
    },
  });
  await sessions.ready;
  services = await createServices({ config, logger, connection: database.connection, ai, sessions, now });
  // A retired or misspelt model is told once, now, not on every member's request.
  void checkAiModel(services.ai, config.ai.model, logger);
  // Ended sessions are told to every instance through the pub/sub (their sockets close there too).
  const sessionEnds = createSessionEnds(services.pubSub);
  sessions.connectEnds(sessionEnds);
  // Mail left pending at the last stop (a refusal, a restart) goes out again.
  services.mail.start();
  // Every handler is defined by now (services define theirs as they are built).
  await services.jobs.start();
  const schema = await createSchema({ pubSub: services.pubSub });
  // Introspection (and so the playground's schema view) only where the playground may run.
  const introspection = !config.isProduction || config.playground;
  // Validation rules for every operation, over HTTP and WebSocket alike: graphql-armor's limits.
  const limits = createGraphQLLimits({ introspection });
  const validationRules = limits.validationRules;

  const app = express();
  app.disable('x-powered-by');
  // API responses are no-store; an ETag (a hash of every body) would never be used.
  app.set('etag', false);
  // One hop: the address our own proxy saw. Trusting every X-Forwarded-For entry would let a
  // client choose its own IP and slip past the per-IP limits.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  const server = http.createServer(app);

  app.use(accessLog(logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.paystack.co'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'", 'https://api.paystack.co'],
          frameSrc: ["'self'", 'https://checkout.paystack.com', 'https://js.paystack.co'],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: config.isProduction ? [] : null,
        },
      },
      strictTransportSecurity: config.isProduction ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The Google sign-in popup posts its outcome back to the page that opened it.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(corsAllowlist(config.corsOrigins));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await pingDatabase(database.connection);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', database: ready ? 'up' : 'down' });
  });

  // #37: Prometheus metrics behind METRICS_TOKEN (off, and saying so, without it).
  app.use(metricsRoutes(config.metricsToken, database.connection));

  const noStore = (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  };
  app.use(['/graphql', '/auth', '/account', '/webhooks'], noStore);
  // Payment webhooks read their raw body (the signature covers its bytes) and need no session.
  app.use(
    paystackWebhookRoutes({
      bookings: services.bookings,
      refunds: services.refunds,
      verifier: services.paymentWebhook,
      logger,
    }),
  );
  // The built client (hashed assets and the SPA shell) before sessions: public files read no
  // session and never carry a Set-Cookie (a shared cache would hand one member's cookie to the
  // next visitor), and cost no database read.
  const clientDist = config.clientDist ? path.resolve(config.clientDist) : defaultClientDist();
  const hasClient = existsSync(path.join(clientDist, 'index.html'));
  app.get(TOKEN_PAGES, (_req, res, next) => {
    res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  if (hasClient) {
    // Hashed build files: brotli or gzip copies when the browser takes them, cached for a year.
    app.use(precompressedAssets(clientDist, existsSync));
    const files = express.static(clientDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (file.startsWith(path.join(clientDist, ASSETS_PREFIX))) res.setHeader('Cache-Control', IMMUTABLE_CACHE);
      },
    });
    // The raw shell file lacks the data the SPA fallback adds: its one address is /.
    app.get('/index.html', (_req, res) => res.redirect(301, '/'));
    // The playground's page stays behind its own route (it may be off).
    app.use((req, res, next) => (isServerPath(req.path) ? next() : files(req, res, next)));
    // The SPA fallback: every other GET is a client route; the client's router shows its 404 page.
    // The configured crisis resources travel with the page shell ("Get help now" works while the
    // API is down), as a JSON data element: never run as a script, so the CSP stays strict.
    const shell = pageShell(path.join(clientDist, 'index.html'), services.crisis.directory, config.mail.contactTo);
    app.get('/{*path}', (req, res, next) => {
      if (isServerPath(req.path)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(shell());
    });
  }
  app.use(sessions.middleware);

  // The schema, with operations executed compiled (graphql-jit) once they have run ten times.
  const gateway = jitGateway(schema);
  const apollo = new ApolloServer<GraphQLContext>({
    gateway,
    formatError: createErrorFormatter(logger, { hideSuggestions: config.isProduction }),
    includeStacktraceInErrorResponses: false,
    introspection,
    parseOptions: limits.parseOptions,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    persistedQueries: false,
    // index.ts owns SIGINT/SIGTERM. Apollo's own handlers (on unless NODE_ENV=test) raced ours:
    // both stopped the server, and the shutdown hung until the force timer (exit 1).
    stopOnTerminationSignals: false,
    validationRules,
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer: server }),
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints (responses are no-store): without this plugin Apollo does not wrap every field's resolver.
      ApolloServerPluginCacheControlDisabled(),
      // Not a federation subgraph: no tracing hook on every request.
      ApolloServerPluginInlineTraceDisabled(),
      metricsPlugin(),
    ],
  });
  await apollo.start();

  // Exact path (app.all, not app.use): /graphql/anything is an unknown path, answered 404 below.
  // Registered before the other routers, which GraphQL requests then never walk through.
  app.all(
    '/graphql',
    (req, res, next) => {
      if (req.method === 'GET' || req.method === 'POST' || req.method === 'OPTIONS') return next();
      res.setHeader('Allow', 'GET, POST');
      res.status(405).json({ errors: [{ message: 'Method Not Allowed', extensions: { code: 'BAD_USER_INPUT' } }] });
    },
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
  );

  // Accounts: Google sign-in (popup flow) and the member's data export.
  app.use(
    googleRoutes({
      config,
      logger,
      auth: services.auth,
      sessions,
      startLimiter: services.rateLimits.create({
        name: 'google-starts',
        points: GOOGLE_STARTS_PER_MINUTE,
        durationSeconds: 60,
      }),
    }),
  );
  app.use(accountRoutes(services.account));
  app.use(reportRoutes(services.reports, () => services.clock.now()));
  app.use(unsubscribeRoutes(services.reminders));
  // The development outbox: outside production, when mail is not sent over SMTP; to this machine only.
  const devMail = !config.isProduction && services.mail.kind === 'outbox';
  if (devMail) app.use(DEV_MAIL_PATH, loopbackOnly);
  if (devMail) app.use(devMailRoutes(services.mail));

  // WebSocket subscriptions on the same port and path; the upgrade carries the session cookie.
  const subscriptions = startSubscriptionServer({
    server,
    schema,
    config,
    logger,
    services,
    sessions,
    validationRules,
  });

  // Unknown API paths answer 404 as JSON; they never fall through to the client. A known path
  // asked with a method it does not take answers 405 with the methods it does (spec section 8).
  const apiMethods = new Map<string, string>([
    ['/healthz', 'GET, HEAD'],
    ['/readyz', 'GET, HEAD'],
    ['/account/export', 'GET, HEAD'],
    ['/auth/google', 'GET, HEAD'],
    ['/auth/google/callback', config.google.simulated ? 'GET, HEAD, POST' : 'GET, HEAD'],
    [GOOGLE_POPUP_SCRIPT_PATH, 'GET, HEAD'],
    [PAYSTACK_WEBHOOK_PATH, 'POST'],
    ...(devMail ? [[DEV_MAIL_PATH, 'GET, HEAD'] as [string, string]] : []),
  ]);
  app.use(API_PREFIXES, (req, res) => {
    // Trailing slashes dropped by a loop: /(.)\/+$/ was quadratic on runs of slashes (SECURITY.md 26).
    const pathname = trimTrailing(req.originalUrl.split('?')[0], '/', 1);
    const allow = apiMethods.get(pathname);
    if (allow) return methodNotAllowed(res, allow);
    res.status(404).json({ error: 'Not Found' });
  });

  // GraphiQL, built with the client (client/playground.html), only where the playground is on;
  // elsewhere both of its addresses are unknown paths.
  app.get(['/playground', '/playground.html'], (_req, res) => {
    const page = path.join(clientDist, 'playground.html');
    if (!config.playground || !existsSync(page)) {
      res.status(404).json({ error: 'Not Found' });
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(page);
  });
  if (hasClient) {
    // Every client route answers GET: any other method on one is a wrong method (405), as the
    // spec's router answers.
    app.use((req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : methodNotAllowed(res)));
  } else {
    logger.warn(`no built client at ${clientDist}; run npm run build to serve it`);
  }
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not Found' });
  });
  app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(err);
    const status = typeof err === 'object' && err && 'status' in err ? Number((err as { status: number }).status) : 500;
    if (status >= 500) logger.error({ err }, 'request failed');
    // A GraphQL client gets a GraphQL error, never internals: the session store unreachable (500),
    // a body over the limit (413) or not JSON (400), with the HTTP status kept.
    if (req.path === '/graphql') {
      const error =
        status >= 500 || !(status >= 400)
          ? { message: messages.internalError, extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR } }
          : {
              message:
                status === 413
                  ? messages.requestTooLarge
                  : status === 400
                    ? messages.requestNotJson
                    : (http.STATUS_CODES[status] ?? 'Bad Request'),
              extensions: { code: ErrorCode.BAD_USER_INPUT },
            };
      res.status(status >= 400 && status < 500 ? status : 500).json({ errors: [error] });
      return;
    }
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .json({ error: status >= 500 ? 'Internal Server Error' : (http.STATUS_CODES[status] ?? 'Bad Request') });
  });

  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;

  let closing: Promise<void> | undefined;
  return {
    server,
    url,
    port,
    database,
    services,
    graphqlStats: gateway.stats,
    close() {
      closing ??= (async () => {
        await subscriptions.dispose();
        sessionEnds.close();
        await apollo.stop();
        await services.close();
        await database.close();
      })();
      return closing;
    },
  };
}
