// The contact form: validate, store, then mail to CONTACT_TO. The message is stored before any
// mail is attempted; a mail failure keeps it (status failed) and tells the sender to try again.
// The sender's address goes in Reply-To only, after validation; From is always our own.
// Limited per IP. Nothing the sender wrote goes into the logs.
import { AppError, ErrorCode } from '../../errors.js';
import { messages } from '../../messages.js';
import type { Logger } from '../../logger.js';
import type { Limiter } from '../../rate-limit/index.js';
import { MailFailure, type MailService } from '../../mail/index.js';
import type { ContactMessageModel } from './contact.model.js';
import { contactSchema, type ContactValues as ContactData } from '@mindcheck/common';
import { parseInput } from '../../validation.js';

export interface ContactServiceDeps {
  contactMessages: ContactMessageModel;
  mail: MailService;
  /** Where contact messages are delivered (CONTACT_TO). */
  contactTo: string;
  /** Counts accepted messages per IP. */
  limiter: Limiter;
  logger: Logger;
}

export interface ContactSender {
  /** The signed-in member, or null for a visitor. */
  userId: string | null;
  ip: string;
}

export class ContactService {
  constructor(private readonly deps: ContactServiceDeps) {}

  async send(input: ContactData, sender: ContactSender): Promise<void> {
    const data = parseInput(contactSchema, input);
    // Counted after validation: a typo corrected does not use up the sender's allowance.
    await this.deps.limiter.consume(sender.ip);

    let record;
    try {
      record = await this.deps.contactMessages.create({
        ...data,
        ...(sender.userId ? { userId: sender.userId } : {}),
        status: 'pending',
        createdAt: new Date(),
      });
    } catch (error) {
      // Not stored, so not sent: the spec's contact failure words.
      throw new AppError(ErrorCode.INTERNAL_SERVER_ERROR, messages.contactFailed, {}, { cause: error });
    }

    try {
      // Sent once, now: the sender is told the outcome and may try again, so nothing is retried behind them.
      const result = await this.deps.mail.sendNow({
        template: 'contactMessage',
        data: { name: data.name, email: data.email, signedIn: sender.userId !== null, message: data.message },
        to: this.deps.contactTo,
        replyTo: { name: data.name, address: data.email },
        ...(sender.userId ? { userId: sender.userId } : {}),
      });
      await this.deps.contactMessages.updateOne(
        { _id: record._id },
        {
          $set: {
            status: result.status,
            ...(result.messageId ? { messageId: result.messageId } : {}),
            ...(result.status === 'sent' ? { sentAt: new Date() } : {}),
          },
        },
      );
      this.deps.logger.info(
        { contactMessageId: record._id.toString(), status: result.status },
        'contact message stored',
      );
    } catch (error) {
      const reason = error instanceof MailFailure ? error.message : 'mail delivery failed';
      await this.deps.contactMessages.updateOne(
        { _id: record._id },
        { $set: { status: 'failed', failureReason: reason } },
      );
      this.deps.logger.warn(
        { contactMessageId: record._id.toString(), status: 'failed', reason },
        'contact message stored; mail failed',
      );
      throw AppError.upstream(messages.contactFailed, error);
    }
  }
}
