// The one way tests boot MindCheck: the real app on a free port, the embedded engine in memory,
// logs captured (and checked by the log-privacy test). Reuse it; never copy it.
import { Writable } from 'node:stream';
import { loadConfig, type RawEnv } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startApp, type RunningApp } from '../../src/app.js';
import { GraphQLClient } from './graphql-client.js';

export const TEST_ORIGIN = 'http://localhost:4000';

export interface TestApp {
  app: RunningApp;
  url: string;
  /** Every log line the app wrote, as text. */
  logs: string[];
  /** A fresh client with its own cookie jar (one browser, one member). */
  client(): GraphQLClient;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** The app's clock for token expiry and mail retries (a test moves it forward). */
  now?: () => Date;
}

export async function startTestApp(env: RawEnv = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'info',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: '/nonexistent-data-dir-tests-run-in-memory',
    // Suites sign up many members from 127.0.0.1; the accounts tests set the real limit themselves.
    SIGNUP_LIMIT_PER_IP: '10000',
    // Background jobs: due jobs found within 100 ms; agenda's timer after each run (half the lock
    // lifetime) gone soon after the suite ends.
    JOBS_POLL_MS: '100',
    JOBS_LOCK_LIFETIME_MS: '4000',
    // argon2id with 1 MiB instead of production's 19 MiB: every sign-up hashes a password (about
    // 50 ms of CPU each at 19 MiB, thousands of them per run). accounts.test.ts keeps 19456 and
    // checks the stored hash's parameters; config.test.ts checks that production refuses less (so
    // a production test app keeps production's cost).
    ...(env.NODE_ENV === 'production' ? {} : { PASSWORD_HASH_MEMORY_KIB: '1024' }),
    ...env,
  });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      const line = chunk.toString();
      logs.push(line);
      if (process.env.TEST_LOG_LEVEL) process.stderr.write(line);
      done();
    },
  });
  const logger = createLogger(config.logLevel, sink);
  const app = await startApp({ config, logger, database: { uri: env.MONGODB_URI }, now: options.now });
  return {
    app,
    url: app.url,
    logs,
    client: () => new GraphQLClient(app.url),
    close: () => app.close(),
  };
}
