// The one way MindCheck sends SMS: store the message, then hand it to the provider (Termii, or the
// log / development outbox). A notice with a dedupe key is stored once (a unique index), so a job
// run twice, or on two instances, texts the member once. Delivery reports update the record; an
// inbound reply goes to whoever listens (the phone module: STOP opts the member out).
//
// SMS is never retried here: a reminder that fails is recorded (failed, counted in the metrics)
// and the member still has the mail. The text is kept only in the development outbox.
import { trusted } from 'mongoose';
import { smsFailed, smsSent } from '../metrics/metrics.js';
import type { Logger } from '../logger.js';
import type { SmsKind, SmsMessageModel, SmsMessageRecord, SmsStatus } from './sms.model.js';
import { SmsFailure, type SmsProvider } from './sms.provider.js';

export interface SmsRequest {
  kind: SmsKind;
  /** E.164. */
  to: string;
  text: string;
  userId?: string;
  /** Sends at most once per key (e.g. `appointment:<booking>:24:<start>`). */
  dedupeKey?: string;
}

/** sent / not_configured: handed over; duplicate: sent before under this key; failed: the provider refused. */
export type SmsOutcome = SmsStatus | 'duplicate';

export type InboundHandler = (from: string, text: string) => Promise<void>;

export interface SmsServiceDeps {
  messages: SmsMessageModel;
  provider: SmsProvider;
  logger: Logger;
  /** Keep texts (the development outbox at /dev/sms). */
  keepBodies: boolean;
  now: () => Date;
}

const PROVIDER_STATUS_MAX = 80;

export class SmsService {
  private readonly inbound: InboundHandler[] = [];

  constructor(private readonly deps: SmsServiceDeps) {}

  get kind(): SmsProvider['kind'] {
    return this.deps.provider.kind;
  }

  /** Stores the message and sends it now; resolves with what happened (never rejects for the provider). */
  async send(request: SmsRequest): Promise<SmsOutcome> {
    const { messages, provider, logger } = this.deps;
    let record;
    try {
      record = await messages.create({
        kind: request.kind,
        to: request.to,
        ...(request.userId ? { userId: request.userId } : {}),
        ...(this.deps.keepBodies ? { text: request.text } : {}),
        ...(request.dedupeKey ? { dedupeKey: request.dedupeKey } : {}),
        status: 'pending',
        createdAt: this.deps.now(),
      } satisfies Partial<SmsMessageRecord>);
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) return 'duplicate';
      throw error;
    }
    const log = { smsId: String(record._id), kind: request.kind };
    try {
      const result = await provider.send({ to: request.to, text: request.text });
      await messages.updateOne(
        { _id: record._id },
        {
          $set: {
            status: result.status,
            statusAt: this.deps.now(),
            ...(result.providerMessageId ? { providerMessageId: result.providerMessageId } : {}),
          },
        },
      );
      if (result.status === 'sent') smsSent.inc();
      logger.info({ sms: { ...log, status: result.status } }, 'sms handed over');
      return result.status;
    } catch (error) {
      const reason = error instanceof SmsFailure ? error.reason : 'sms delivery failed';
      smsFailed.inc();
      await messages.updateOne(
        { _id: record._id },
        { $set: { status: 'failed', lastError: reason, statusAt: this.deps.now() } },
      );
      logger.warn({ sms: { ...log, status: 'failed', reason } }, 'sms failed');
      return 'failed';
    }
  }

  /** A delivery report: the message's status as the provider last said it. Returns whether it named one of ours. */
  async report(providerMessageId: string, status: SmsStatus, providerStatus: string): Promise<boolean> {
    const { modifiedCount, matchedCount } = await this.deps.messages.updateOne(
      // A late "sent" never undoes "delivered".
      { providerMessageId, ...(status === 'delivered' ? {} : { status: trusted({ $ne: 'delivered' }) }) },
      { $set: { status, providerStatus: providerStatus.slice(0, PROVIDER_STATUS_MAX), statusAt: this.deps.now() } },
    );
    if (status === 'failed' && modifiedCount > 0) smsFailed.inc();
    return matchedCount > 0;
  }

  /** Registers who hears inbound replies (the phone module: STOP). */
  whenReplied(handler: InboundHandler): void {
    this.inbound.push(handler);
  }

  async received(from: string, text: string): Promise<void> {
    for (const handler of this.inbound) await handler(from, text);
  }

  /** The development outbox, newest first. */
  async outbox(limit = 100) {
    return this.deps.messages.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  }

  async findMessage(id: string) {
    return this.deps.messages.findById(id).lean();
  }
}
