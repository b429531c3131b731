import { isValidObjectId, Types } from 'mongoose';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Kernel } from '../kernel.js';
import { serverI18n } from '../i18n/index.js';
import { MailService } from './mail.service.js';
import { mailMessageModel } from './mail.model.js';
import type { Mailer } from './mailer.js';
import { OutboxMailer } from './outbox-mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export * from './mailer.js';
export { MailService, type MailRequest } from './mail.service.js';
export { mailMessageModel } from './mail.model.js';

/** How long connecting to, greeting and talking to the mail server may each take. */
export const MAIL_TIMEOUT_MS = 10_000;

/** SMTP when SMTP_URL is set; else the outbox (stored, logged as not configured). */
export function createMailer(config: Config, logger: Logger): Mailer {
  if (config.mail.smtpUrl)
    return new SmtpMailer({ url: config.mail.smtpUrl, from: config.mail.from, timeoutMs: MAIL_TIMEOUT_MS });
  return new OutboxMailer(logger, config.isProduction ? 'warn' : 'info');
}

/**
 * The mail module: every mail goes through its service (stored, then sent, retried when refused).
 * Outside production without SMTP the bodies stay readable at /dev/mail.
 */
export async function createMailModule(k: Kernel): Promise<MailService> {
  // The catalogues mails (and errors, crisis replies) are written from: read now, so that a broken
  // file stops the start rather than a request (issue #36).
  serverI18n();
  const messages = mailMessageModel(k.connection);
  await messages.init();
  const mailer = createMailer(k.config, k.logger);
  return new MailService({
    messages,
    mailer,
    logger: k.logger,
    keepBodies: mailer.kind === 'outbox' && !k.config.isProduction,
    jobs: k.jobs,
    now: k.now,
    localeOf: async (userId) => {
      if (!isValidObjectId(userId)) return undefined;
      const user = await k.connection
        .collection<{ locale?: string }>('users')
        .findOne({ _id: new Types.ObjectId(userId) } as never, { projection: { locale: 1 } });
      return user?.locale;
    },
  });
}
