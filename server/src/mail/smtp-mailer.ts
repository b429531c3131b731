// SMTP through nodemailer. The transport is created once; each send has the transport's
// connection, greeting and socket deadlines, so a dead mail server fails a send within seconds.
import { createTransport } from 'nodemailer';
import { MailFailure, type Mailer, type MailResult, type OutgoingMail } from './mailer.js';

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  from: string;
  timeoutMs: number;
}

export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: ReturnType<typeof createTransport>;

  constructor(private readonly options: SmtpMailerOptions) {
    this.transport = createTransport({
      url: options.url,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    });
  }

  async send(mail: OutgoingMail): Promise<MailResult> {
    try {
      const info = (await this.transport.sendMail({
        from: this.options.from,
        // Address objects, never strings: nodemailer parses a string for display names and comments,
        // so `x<someone@example.com>` would reach someone@example.com (#33).
        to: { name: '', address: mail.to },
        ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name ?? '', address: mail.replyTo.address } } : {}),
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                content: a.content,
                contentType: a.contentType,
              })),
            }
          : {}),
        // No X-Mailer header naming the library and its version.
        xMailer: false,
      })) as { messageId?: string };
      return { status: 'sent', messageId: info.messageId };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      const permanent = (error as { permanent?: boolean }).permanent ?? (typeof code === 'number' && code >= 500);
      // The server's reply code only: its text may quote addresses.
      throw new MailFailure(
        permanent,
        `SMTP delivery failed${code ? ` (${code})` : ''}: ${(error as { code?: string }).code ?? 'error'}`,
        { cause: error },
      );
    }
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
