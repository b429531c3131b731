// Serves the real app with the embedded engine in memory, for the browser tests:
// prints `listening http://127.0.0.1:PORT` once ready; stops on SIGINT/SIGTERM.
import 'reflect-metadata';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startApp } from '../../src/app.js';
import { freePort } from './free-port.js';

// The port is chosen first so that PUBLIC_URL (and so the allowed WebSocket origin) matches it.
const port = process.env.PORT && process.env.PORT !== '0' ? Number(process.env.PORT) : await freePort();
const config = loadConfig({
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'test',
  HOST: '127.0.0.1',
  PORT: String(port),
  // SERVE_DEFAULT_PUBLIC_URL=1 leaves PUBLIC_URL to its default (http://localhost:PORT), as `npm start` does.
  PUBLIC_URL: process.env.SERVE_DEFAULT_PUBLIC_URL ? undefined : `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The per-IP limits keep their defaults outside production (every browser test signs up from
  // 127.0.0.1, as an acceptance suite would): the run shows they do not get in its way.
});
const logger = createLogger(config.logLevel, process.stderr);
const app = await startApp({ config, logger, database: { uri: process.env.MONGODB_URI } });
// Browser tests that need records from the past (a retake after its window) write them here.
console.log(`database ${app.database.uri}`);
console.log(`listening ${app.url}`);
const stop = () => {
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
