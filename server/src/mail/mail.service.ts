// The one way MindCheck sends mail: render a template (text + HTML), store the message, then hand it
// to the mailer (SMTP through nodemailer, or the outbox). A refusal the server calls temporary (4xx,
// a connection that fails) is tried again later with growing delays; a permanent one (5xx) is not.
// Every message is a record first, so a restart loses nothing: pending messages are picked up
// again at start-up (and a message an instance was sending when it died, once its lock expires).
//
// Retries are scheduled through the job library (jobs/, agenda on the same database): a job per
// message at its next attempt, so any instance may run it, and it survives a restart. The record
// stays the truth (status, attempts, next attempt): a job that finds its message not due does
// nothing, and at start-up every instance delivers whatever is due (a message stored by an
// instance that died before its first attempt, or while sending, once its lock has run out).
//
// Messages that carry a one-time link (sensitive) keep their body only until they are delivered or
// their link expires: the token's hash is all the database keeps of it after that. Outside
// production without SMTP_URL, the outbox keeps bodies so that /dev/mail can show them.
import { mailFailed, mailSent } from '../metrics/metrics.js';
import type { Logger } from '../logger.js';
import type { Jobs } from '../jobs/index.js';
import { MailFailure, type MailAttachment, type Mailer, type MailResult } from './mailer.js';
import type { MailMessageModel, MailMessageRecord, MailStatus } from './mail.model.js';
import { renderMail, type MailTemplateData, type MailTemplateName } from './templates.js';
import { isValidObjectId, trusted, Types, type QueryFilter } from 'mongoose';
const { ObjectId } = Types;

/** Delays before the 2nd, 3rd, ... attempt after a temporary refusal; after the last, the message fails. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 60 * 60_000, 2 * 3600_000, 4 * 3600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How long an instance may take to deliver one message before another may try it. */
const SEND_LOCK_MS = 2 * 60_000;
/** Messages delivered per pass over the due ones. */
const BATCH = 50;

export interface MailRequest<N extends MailTemplateName = MailTemplateName> {
  template: N;
  data: MailTemplateData[N];
  to: string;
  replyTo?: { name?: string; address: string };
  /** The member the message concerns (export, erasure). */
  userId?: string;
  /** It carries a one-time link valid until then: not delivered after, body not kept. */
  linkExpiresAt?: Date;
  /** Files sent with it (an appointment's calendar entry). */
  attachments?: MailAttachment[];
  /** The reader's language (User.locale; issue #36); English when left out. */
  locale?: string;
}

export interface MailServiceDeps {
  messages: MailMessageModel;
  mailer: Mailer;
  logger: Logger;
  /** Keep bodies after delivery (the development outbox at /dev/mail). */
  keepBodies: boolean;
  /** The member's language (User.locale) for a mail about them that names none (issue #36). */
  localeOf?: (userId: string) => Promise<string | undefined>;
  /** Retries are scheduled as jobs; without (a service used alone), a timer of this instance stands in. */
  jobs?: Jobs;
  now?: () => Date;
}

/** The job that makes one more attempt at one message. */
export const MAIL_RETRY_JOB = 'mail.deliver';

type MessageId = Types.ObjectId;

export class MailService {
  private readonly now: () => Date;
  private readonly inFlight = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly deps: MailServiceDeps) {
    this.now = deps.now ?? (() => new Date());
    deps.jobs?.define<{ id: string }>(MAIL_RETRY_JOB, async ({ id }) => {
      if (!isValidObjectId(id)) return;
      // A refusal is recorded on the message and scheduled again by deliver(): never a job failure.
      await this.deliver(new ObjectId(id)).catch((error: unknown) => this.logUnexpected(error));
    });
  }

  get kind(): Mailer['kind'] {
    return this.deps.mailer.kind;
  }

  /**
   * Stores the message and delivers it in the background; resolves once it is stored. Failures are
   * retried (temporary) or recorded (permanent); the caller never waits for the mail server.
   */
  async queue<N extends MailTemplateName>(request: MailRequest<N>): Promise<void> {
    const record = await this.store(request, true);
    this.track(this.deliver(record._id).catch((error: unknown) => this.logUnexpected(error)));
  }

  /**
   * Stores the message and delivers it now, once: resolves with what the mailer said, or rejects
   * with MailFailure (the record says failed). For a sender who is told the outcome and can try
   * again (the contact form), so nothing is retried behind their back.
   */
  async sendNow<N extends MailTemplateName>(request: MailRequest<N>): Promise<MailResult> {
    const record = await this.store(request, false);
    const outcome = await this.deliver(record._id);
    if (!outcome) throw new MailFailure(false, 'mail was not delivered');
    return outcome;
  }

  /** Picks up what was left at the last stop, and keeps retrying due messages from now on. */
  start(): void {
    this.stopped = false;
    this.track(this.processDue().catch((error: unknown) => this.logUnexpected(error)));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  /** Resolves when no delivery started by this instance is still under way (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.allSettled([...this.inFlight]);
  }

  /** Delivers every message whose (next) attempt is due; returns how many were attempted. */
  async processDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const now = this.now();
      const due = await this.deps.messages
        .find(this.dueFilter(now), { _id: 1 })
        .sort({ nextAttemptAt: 1 })
        .limit(BATCH)
        .lean();
      for (const { _id } of due) {
        await this.deliver(_id).catch((error: unknown) => this.logUnexpected(error));
        attempted += 1;
      }
      if (due.length < BATCH || this.stopped) break;
    }
    await this.scheduleNext();
    return attempted;
  }

  /** The development outbox, newest first (bodies included). */
  async outbox(limit = 100) {
    return this.deps.messages.find({}).sort({ createdAt: -1, _id: -1 }).limit(limit).lean();
  }

  async findMessage(id: string) {
    return this.deps.messages.findById(id).lean();
  }

  // sanitizeFilter is on (db/connection.ts): our own operators are marked trusted.
  private dueFilter(now: Date): QueryFilter<MailMessageRecord> {
    return {
      $or: [
        { status: 'pending' as MailStatus, nextAttemptAt: trusted({ $lte: now }) },
        // An instance that died while sending: its lock has run out.
        { status: 'sending' as MailStatus, lockedUntil: trusted({ $lte: now }) },
      ],
    };
  }

  private async store(request: MailRequest, retry: boolean) {
    // The member's own mail is in their language; a copy to someone else (an expert) names its own.
    const locale = request.locale ?? (request.userId ? await this.deps.localeOf?.(request.userId) : undefined);
    const rendered = renderMail(request.template, request.data as never, locale);
    const now = this.now();
    return this.deps.messages.create({
      template: request.template,
      to: request.to,
      ...(request.replyTo ? { replyTo: request.replyTo } : {}),
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(request.attachments?.length ? { attachments: request.attachments } : {}),
      ...(request.userId ? { userId: request.userId } : {}),
      sensitive: !!request.linkExpiresAt,
      ...(request.linkExpiresAt ? { expiresAt: request.linkExpiresAt } : {}),
      status: 'pending',
      attempts: 0,
      retry,
      nextAttemptAt: now,
      createdAt: now,
    } satisfies Partial<MailMessageRecord>);
  }

  /**
   * One attempt at one message, if this instance wins it (another may be sending it). Resolves with
   * the mailer's result, or null when there was nothing to do; rejects with MailFailure when the
   * attempt failed and the message is not retried.
   */
  private async deliver(id: MessageId): Promise<MailResult | null> {
    const now = this.now();
    const message = await this.deps.messages
      .findOneAndUpdate(
        { _id: id, ...this.dueFilter(now) },
        { $set: { status: 'sending', lockedUntil: new Date(now.getTime() + SEND_LOCK_MS) }, $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!message) return null;
    const log = { mailId: String(message._id), template: message.template, attempt: message.attempts };

    if (message.expiresAt && message.expiresAt.getTime() <= now.getTime()) {
      await this.finish(id, { status: 'expired' }, true);
      this.deps.logger.warn({ mail: { ...log, status: 'expired' } }, 'mail not sent: its link expired first');
      return null;
    }

    try {
      const result = await this.deps.mailer.send({
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text ?? '',
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length ? { attachments: message.attachments } : {}),
      });
      await this.finish(
        id,
        {
          status: result.status,
          ...(result.messageId ? { messageId: result.messageId } : {}),
          ...(result.status === 'sent' ? { sentAt: this.now() } : {}),
        },
        message.sensitive && !this.deps.keepBodies,
      );
      this.deps.logger.info({ mail: { ...log, status: result.status } }, 'mail delivered');
      mailSent.inc({ via: result.status === 'sent' ? 'smtp' : 'outbox' });
      return result;
    } catch (error) {
      mailFailed.inc();
      const reason = error instanceof MailFailure ? error.message : 'mail delivery failed';
      const permanent = error instanceof MailFailure ? error.permanent : false;
      const again = message.retry && !permanent && message.attempts < MAX_ATTEMPTS;
      if (again) {
        const nextAttemptAt = new Date(this.now().getTime() + RETRY_DELAYS_MS[message.attempts - 1]);
        await this.deps.messages.updateOne(
          { _id: id },
          { $set: { status: 'pending', nextAttemptAt, lastError: reason }, $unset: { lockedUntil: '' } },
        );
        this.deps.logger.warn(
          { mail: { ...log, status: 'pending', reason, nextAttemptAt } },
          'mail refused; will retry',
        );
        await this.scheduleRetry(id, nextAttemptAt);
        return null;
      }
      await this.finish(id, { status: 'failed', lastError: reason }, message.sensitive && !this.deps.keepBodies);
      this.deps.logger.warn({ mail: { ...log, status: 'failed', reason } }, 'mail failed');
      if (!message.retry) throw error instanceof MailFailure ? error : new MailFailure(false, reason, { cause: error });
      return null;
    }
  }

  private async finish(id: MessageId, set: Partial<MailMessageRecord>, dropBody: boolean): Promise<void> {
    await this.deps.messages.updateOne(
      { _id: id },
      {
        $set: set,
        $unset: { lockedUntil: '', nextAttemptAt: '', ...(dropBody ? { text: '', html: '', attachments: '' } : {}) },
      },
    );
  }

  private async scheduleRetry(id: MessageId, at: Date): Promise<void> {
    if (!this.deps.jobs) return this.scheduleNext();
    // One job per message: scheduling it again moves it.
    await this.deps.jobs.schedule(MAIL_RETRY_JOB, at, { id: String(id) }, { uniqueKey: String(id) });
  }

  /** Without jobs: wakes this instance when the earliest pending message is due (a restart finds them anyway). */
  private async scheduleNext(): Promise<void> {
    if (this.stopped || this.deps.jobs) return;
    const next = await this.deps.messages
      .findOne({ status: 'pending' }, { nextAttemptAt: 1 })
      .sort({ nextAttemptAt: 1 })
      .lean();
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!next?.nextAttemptAt) return;
    const delay = Math.min(Math.max(0, next.nextAttemptAt.getTime() - this.now().getTime()), 2 ** 31 - 1);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.track(this.processDue().catch((error: unknown) => this.logUnexpected(error)));
    }, delay);
    // A pending retry never keeps the process alive on its own.
    this.timer.unref();
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }

  private logUnexpected(error: unknown): void {
    this.deps.logger.error({ err: { message: error instanceof Error ? error.message : String(error) } }, 'mail error');
  }
}
