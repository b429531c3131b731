// Outgoing mail. Two implementations: SMTP through nodemailer (SMTP_URL set) and the outbox,
// which sends nothing and says so (status not_configured). Callers store what they send first;
// a mailer only delivers or fails with MailFailure.

export interface MailAddress {
  name?: string;
  address: string;
}

export interface OutgoingMail {
  to: string;
  /** Validated by the caller: an address of one line. */
  replyTo?: MailAddress;
  subject: string;
  text: string;
  /** The same message as HTML (the text stays the plain-text part). */
  html?: string;
  /** Files sent with it (an appointment's calendar entry). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar entries are text). */
  content: string;
}

export type MailDeliveryStatus = 'sent' | 'not_configured';

export interface MailResult {
  status: MailDeliveryStatus;
  /** The Message-ID header of what was sent. */
  messageId?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Rejects with MailFailure when the mail server refuses or cannot be reached. */
  send(mail: OutgoingMail): Promise<MailResult>;
  close(): Promise<void>;
}

export class MailFailure extends Error {
  constructor(
    /** Temporary (try again later) or permanent, as far as the mail server said. */
    readonly permanent: boolean,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailFailure';
  }
}
