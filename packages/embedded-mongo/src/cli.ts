/**
 * `npm run mongo:embedded -w server -- --port 27027 --dbpath ./data/db`
 *
 * Prints exactly one line, `ready mongodb://HOST:PORT`, once it accepts
 * connections (warnings go to stderr); flushes and exits 0 on SIGINT/SIGTERM.
 */
import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './index.js';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    host: { type: 'string', default: '127.0.0.1' },
    dbpath: { type: 'string' },
    'ttl-interval-ms': { type: 'string' },
  },
  strict: true,
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`invalid --port ${values.port}`);
  process.exit(2);
}

const mongo = await startEmbeddedMongo({
  port,
  host: values.host,
  dbPath: values.dbpath,
  ttlIntervalMs: values['ttl-interval-ms'] ? Number(values['ttl-interval-ms']) : undefined,
  logger: { warn: (msg) => console.error(msg) },
});
console.log(`ready mongodb://${values.host}:${mongo.port}`);

let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  mongo.stop().then(
    () => process.exit(0),
    (err: Error) => {
      console.error(`embedded-mongo: shutdown failed: ${err.message}`);
      process.exit(1);
    },
  );
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
