// The HTTP server's plumbing: the database it opens by default, the Express app's settings, and
// listening on the configured port.
import type http from 'node:http';
import path from 'node:path';
import express from 'express';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { DatabaseOptions } from '../db/connection.js';

/** MONGODB_URI, or the embedded engine in the data directory. */
export function defaultDatabase(config: Config, logger: Logger): DatabaseOptions {
  return {
    uri: config.mongodbUri,
    embeddedDbPath: path.resolve(config.dataDir, 'db'),
    log: { info: (m) => logger.info(m), warn: (m) => logger.warn(m), error: (m) => logger.error(m) },
  };
}

/** Express with the app's settings: no X-Powered-By, no ETags, the proxy trusted one hop (TRUST_PROXY). */
export function expressApp(config: Config): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // API responses are no-store; an ETag (a hash of every body) would never be used.
  app.set('etag', false);
  // One hop: the address our own proxy saw. Trusting every X-Forwarded-For entry would let a
  // client choose its own IP and slip past the per-IP limits.
  app.set('trust proxy', config.trustProxy ? 1 : false);
  return app;
}

/** Listens on the configured host and port; the address the app answers at. */
export async function listen(server: http.Server, config: Config): Promise<{ port: number; url: string }> {
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { port, url: `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}` };
}
