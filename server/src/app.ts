// Assembles the HTTP server: Express, Apollo (HTTP) and graphql-ws (WebSocket) on one port,
// sessions, health checks, and the built client with its SPA fallback. Each part is its own file
// under http/; this one puts them in order.
import http from 'node:http';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { loadCrisisDirectory } from './content/crisis-resources.js';
import { connectDatabase, type Database, type DatabaseOptions } from './db/connection.js';
import { createCore, createServices, type Services } from './services.js';
import { checkAiModel } from './ai/model-check.js';
import type { AiProvider } from './ai/index.js';
import { createSchema } from './graphql/schema.js';
import { createGraphQLLimits } from './graphql/armor.js';
import type { JitStats } from './graphql/jit-executor.js';
import { startSubscriptionServer } from './graphql/websocket.js';
import { memberSessions } from './http/member-session.js';
import type { Sessions } from './http/session.js';
import { createSessionEnds } from './http/session-ends.js';
import { accessLog } from './http/access-log.js';
import { securityHeaders } from './http/security-headers.js';
import { corsAllowlist } from './http/cors.js';
import { healthRoutes, noStore } from './http/health.js';
import { metricsRoutes } from './metrics/metrics.routes.js';
import { clientShell } from './http/client-shell.js';
import { graphqlEndpoint } from './http/graphql-endpoint.js';
import { API_PREFIXES } from './http/api-paths.js';
import { apiFallback, apiMethods, errorHandler, notFound } from './http/api-fallback.js';
import { defaultDatabase, expressApp, listen } from './http/server.js';
import { loopbackOnly } from './http/loopback-only.js';
import { GOOGLE_STARTS_PER_MINUTE, googleRoutes } from './modules/auth/google.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { reportRoutes } from './modules/report/report.routes.js';
import { unsubscribeRoutes } from './modules/reminder/unsubscribe.routes.js';
import { DEV_MAIL_PATH, devMailRoutes } from './mail/dev-mail.routes.js';
import { paystackWebhookRoutes } from './modules/booking/booking.routes.js';
import { termiiWebhookRoutes } from './sms/termii.webhook.js';
import { DEV_SMS_PATH, devSmsRoutes } from './sms/dev-sms.routes.js';

/** How long an idle keep-alive connection stays open (Node's default is 5 s). */
export const KEEP_ALIVE_MS = 65_000;

export { defaultClientDist } from './http/client-shell.js';

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

export async function startApp({ config, logger, database: dbOptions, ai, now }: AppOptions): Promise<RunningApp> {
  // A malformed CRISIS_RESOURCES stops start-up before anything is opened.
  loadCrisisDirectory(config.crisisResourcesJson, config.crisisDefaultCountry);
  // A caller's own database options keep the app's log (the driver watchdog reports through it).
  const defaults = defaultDatabase(config, logger);
  const database = await connectDatabase(dbOptions ? { log: defaults.log, ...dbOptions } : defaults);
  const { connection } = database;
  // The members first: the session layer asks the auth service whether a session's member is active;
  // then the session layer, which the account services list and end sessions through.
  const core = await createCore({ config, logger, connection, now });
  const { sessions, memberOf } = await memberSessions(config, connection, core.auth);
  const services = await createServices(core, { sessions, ai });
  const sessionEnds = await startBackground(config, logger, services, sessions);
  const schema = await createSchema({ pubSub: services.pubSub });
  // Introspection (and so the playground's schema view) only where the playground may run.
  const introspection = !config.isProduction || config.playground;
  // Validation rules for every operation, over HTTP and WebSocket alike: graphql-armor's limits.
  const limits = createGraphQLLimits({ introspection });

  const app = expressApp(config);
  // Idle keep-alive connections outlive a proxy's or client's own idle timeout (60 s at most load
  // balancers): with Node's 5 s a request sent on a connection the server was just closing was reset.
  const server = http.createServer(app);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;

  app.use(accessLog(logger));
  app.use(securityHeaders(config));
  app.use(corsAllowlist(config.corsOrigins));
  app.use(healthRoutes(connection));
  // #37: Prometheus metrics behind METRICS_TOKEN (off, and saying so, without it).
  app.use(metricsRoutes(config.metricsToken, connection));
  app.use(['/graphql', '/auth', '/account', '/webhooks'], noStore);
  // Payment webhooks read their raw body (the signature covers its bytes) and need no session.
  const { bookings, refunds, paymentWebhook: verifier } = services;
  app.use(paystackWebhookRoutes({ payments: bookings.payments, refunds, verifier, logger }));
  // #36: Termii's delivery reports and replies, signed with TERMII_SECRET_KEY.
  app.use(termiiWebhookRoutes({ sms: services.sms, secret: config.sms.termii.secretKey, logger }));
  const shell = clientShell(config, logger, services.crisis.directory);
  app.use(shell.files);
  app.use(sessions.middleware);

  // Registered before the other routers, which GraphQL requests then never walk through.
  const graphql = await graphqlEndpoint({
    server,
    schema,
    config,
    logger,
    limits,
    introspection,
    services,
    sessions,
    memberOf,
  });
  app.all('/graphql', ...graphql.handlers);

  // Accounts: Google sign-in (popup flow) and the member's data export.
  const startLimiter = services.rateLimits.create({
    name: 'google-starts',
    points: GOOGLE_STARTS_PER_MINUTE,
    durationSeconds: 60,
  });
  app.use(googleRoutes({ config, logger, auth: services.auth, sessions, startLimiter }));
  app.use(accountRoutes(services.account));
  app.use(reportRoutes(services.reports, () => services.clock.now()));
  app.use(unsubscribeRoutes(services.reminders));
  // The development outbox: outside production, when mail is not sent over SMTP; to this machine only.
  const devMail = !config.isProduction && services.mail.kind === 'outbox';
  if (devMail) app.use(DEV_MAIL_PATH, loopbackOnly);
  if (devMail) app.use(devMailRoutes(services.mail));
  // #36: the SMS outbox, the same way (SMS_PROVIDER=dev-outbox, never in production).
  const devSms = !config.isProduction && services.sms.kind === 'dev-outbox';
  if (devSms) app.use(DEV_SMS_PATH, loopbackOnly);
  if (devSms) app.use(devSmsRoutes(services.sms));

  // WebSocket subscriptions on the same port and path; the upgrade carries the session cookie.
  const validationRules = limits.validationRules;
  const subscriptions = startSubscriptionServer({
    server,
    schema,
    config,
    logger,
    services,
    sessions,
    validationRules,
  });

  app.use(API_PREFIXES, apiFallback(apiMethods(config, devMail, devSms)));
  app.use(shell.lastly);
  app.use(notFound);
  app.use(errorHandler(logger));

  const { port, url } = await listen(server, config);

  let closing: Promise<void> | undefined;
  return {
    server,
    url,
    port,
    database,
    services,
    graphqlStats: graphql.stats,
    close() {
      closing ??= (async () => {
        await subscriptions.dispose();
        sessionEnds.close();
        await graphql.stop();
        await services.close();
        await database.close();
      })();
      return closing;
    },
  };
}

/** What runs beside the requests: the AI model check, ended sessions told across instances, mail and jobs. */
async function startBackground(config: Config, logger: Logger, services: Services, sessions: Sessions) {
  // A retired or misspelt model is told once, now, not on every member's request.
  void checkAiModel(services.ai, config.ai.model, logger);
  // Ended sessions are told to every instance through the pub/sub (their sockets close there too).
  const sessionEnds = createSessionEnds(services.pubSub);
  sessions.connectEnds(sessionEnds);
  // Mail left pending at the last stop (a refusal, a restart) goes out again.
  services.mail.start();
  // Every handler is defined by now (services define theirs as they are built).
  await services.jobs.start();
  return sessionEnds;
}
