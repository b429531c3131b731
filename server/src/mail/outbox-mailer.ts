// The default when SMTP_URL is unset: nothing is sent. The caller keeps the message (its record
// says not_configured); the log says a mail was not sent, and never what it said, to whom or who wrote it.
// Outside production its messages stay readable at /dev/mail (mail/dev-mail.routes.ts).
import type { Logger } from '../logger.js';
import type { Mailer, MailResult, OutgoingMail } from './mailer.js';

export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;

  /** `level`: warn in production (mail is lost to its readers there), info elsewhere (the /dev/mail outbox). */
  constructor(
    private readonly logger: Logger,
    private readonly level: 'warn' | 'info' = 'warn',
  ) {}

  async send(_mail: OutgoingMail): Promise<MailResult> {
    this.logger[this.level]({ mail: { status: 'not_configured' } }, 'mail not sent: SMTP_URL is not configured');
    return { status: 'not_configured' };
  }

  async close(): Promise<void> {}
}
