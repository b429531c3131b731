// The app proper, loaded by index.ts once the Node version is right: reads the config (a bad value
// stops start-up with one line per problem), then serves the API and the client on one port until SIGINT/SIGTERM.
import 'reflect-metadata';
import { ConfigError, loadConfig } from './config.js';
import { createLogger } from './logger.js';
import { startApp } from './app.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const problem of error.problems) console.error(`config error: ${problem}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const app = await startApp({ config, logger });
  // Without SMTP_URL outside production, mail (with its one-time links) waits in the outbox.
  const outbox =
    !config.isProduction && app.services.mail.kind === 'outbox'
      ? `; mail is not sent (no SMTP_URL): the outbox is at http://localhost:${app.port}/dev/mail, for browsers on this machine only`
      : '';
  // #36: texts (phone verification codes) likewise, with SMS_PROVIDER=dev-outbox.
  const smsOutbox =
    !config.isProduction && app.services.sms.kind === 'dev-outbox'
      ? `; text messages are not sent (SMS_PROVIDER=dev-outbox): they are at http://localhost:${app.port}/dev/sms`
      : '';
  logger.info(`MindCheck is listening on ${config.publicUrl} (port ${app.port})${outbox}${smsOutbox}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('MindCheck failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
