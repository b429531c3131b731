// Reminders: the member's choices, the retake-reminder sweep (each result's reminder sent once,
// decided by a unique index) and unsubscribing by a one-time token (SECURITY.md 29: 256-bit random,
// stored as a SHA-256 hash, single use, expiring, a new one voids the older ones).
import { createHash, randomBytes } from 'node:crypto';
import { trusted } from 'mongoose';
import { phoneMessages, type Locale } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import type { Clock } from '../../clock.js';
import { CONDITIONS, type Condition } from '../../content/index.js';
import type { Logger } from '../../logger.js';
import type { MailService } from '../../mail/index.js';
import { REMINDER_MAIL_RETRIES, type Jobs } from '../../jobs/index.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { localeOf } from '../locale/member-locale.js';
import type { ReminderModels } from './reminder.model.js';

export interface NotificationPreferencesView {
  retakeReminders: boolean;
  appointmentReminders: boolean;
  /** #36: on only while the member's phone number is verified. */
  sms: boolean;
}

/** The job that sends one retake reminder (server/src/jobs), one pending per member and condition. */
export const RETAKE_REMINDER_JOB = 'retake-reminder';
export interface RetakeReminderJob {
  userId: string;
  condition: Condition;
  assessmentId: string;
}

export interface ReminderServiceDeps {
  jobs: Jobs;
  models: ReminderModels;
  assessments: AssessmentService;
  auth: AuthService;
  /** The mail module: stored, then delivered (and retried) in the background. */
  mail: MailService;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  retakeAfterDays: Readonly<Record<Condition, number | null>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an unsubscribe link works. */
export const UNSUBSCRIBE_TOKEN_DAYS = 30;
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export class ReminderService {
  constructor(private readonly deps: ReminderServiceDeps) {
    // A failed mail is tried again later (the claim on the result is released first).
    deps.jobs.define<RetakeReminderJob>(
      RETAKE_REMINDER_JOB,
      (data) => this.runRetakeReminder(data),
      REMINDER_MAIL_RETRIES,
    );
  }

  async preferences(userId: string): Promise<NotificationPreferencesView> {
    const found = await this.deps.models.preferences.findOne({ userId }).lean();
    return {
      retakeReminders: found?.retakeReminders ?? false,
      // Appointment reminders are on until the member switches them off (#23): they booked a time.
      appointmentReminders: found?.appointmentReminders ?? true,
      sms: found?.sms === true && (await this.phoneVerified(userId)),
    };
  }

  /**
   * #36: SMS on or off without the member asking (off when they verify a new number, or reply
   * STOP). Returns whether it was on before, so a STOP is acknowledged once.
   */
  async setSms(userId: string, on: boolean): Promise<boolean> {
    const before = await this.deps.models.preferences
      .findOneAndUpdate(
        { userId },
        { $set: { sms: on, updatedAt: this.deps.clock.now() } },
        { returnDocument: 'before' },
      )
      .lean();
    return before?.sms === true;
  }

  private async phoneVerified(userId: string): Promise<boolean> {
    const member = await this.deps.auth.findActiveUser(userId);
    return member?.phoneVerified === true && !!member.phoneNumber;
  }

  async updatePreferences(
    userId: string,
    input: { retakeReminders?: boolean | null; appointmentReminders?: boolean | null; sms?: boolean | null },
  ): Promise<NotificationPreferencesView> {
    const set: Record<string, unknown> = { updatedAt: this.deps.clock.now() };
    if (typeof input.retakeReminders === 'boolean') set.retakeReminders = input.retakeReminders;
    if (typeof input.appointmentReminders === 'boolean') set.appointmentReminders = input.appointmentReminders;
    if (typeof input.sms === 'boolean') {
      // Checked before anything is written: one refused field changes nothing.
      if (input.sms && !(await this.phoneVerified(userId)))
        throw AppError.badInput(phoneMessages.smsNeedsVerifiedPhone, 'sms');
      set.sms = input.sms;
    }
    const before = await this.preferences(userId);
    const upsert = () =>
      this.deps.models.preferences
        .findOneAndUpdate(
          { userId },
          { $set: set },
          { upsert: true, returnDocument: 'after', setDefaultsOnInsert: true },
        )
        .lean();
    // Two first saves at once: one inserts, the other's insert meets the unique index and updates.
    const doc = await upsert().catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 11000) return upsert();
      throw error;
    });
    if (doc!.retakeReminders !== before.retakeReminders) await this.rescheduleAll(userId, doc!.retakeReminders);
    return {
      retakeReminders: doc!.retakeReminders,
      appointmentReminders: doc!.appointmentReminders,
      sms: doc!.sms === true && (await this.phoneVerified(userId)),
    };
  }

  /** The language of the member a live token is for (the unsubscribe page speaks it, #36); null when none. */
  async tokenLocale(token: string): Promise<Locale | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const found = await this.deps.models.unsubscribeTokens
      .findOne({ tokenHash: hash(token), expiresAt: trusted({ $gt: this.deps.clock.now() }) }, { userId: 1 })
      .lean();
    const member = found ? await this.deps.auth.findActiveUser(found.userId) : null;
    return member ? localeOf(member) : null;
  }

  /** Turns retake reminders off for the token's member; false when the token is unknown, used or expired. */
  async unsubscribe(token: string): Promise<boolean> {
    if (!TOKEN_PATTERN.test(token)) return false;
    const found = await this.deps.models.unsubscribeTokens
      .findOneAndDelete({ tokenHash: hash(token), expiresAt: trusted({ $gt: this.deps.clock.now() }) })
      .lean();
    if (!found) return false;
    await this.deps.models.preferences.updateOne(
      { userId: found.userId },
      { $set: { retakeReminders: false, updatedAt: this.deps.clock.now() } },
    );
    await this.rescheduleAll(found.userId, false);
    return true;
  }

  /** After a result is stored: the reminder for its retake, when the member wants one. */
  async resultStored(userId: string, condition: Condition, result: { id: string; createdAt: Date }): Promise<void> {
    const days = this.deps.retakeAfterDays[condition];
    if (days === null) return;
    if (!(await this.preferences(userId)).retakeReminders) return;
    await this.schedule(userId, condition, result, days);
  }

  /** One pending job per member and condition: a retake moves it to the new result's date. */
  private async schedule(userId: string, condition: Condition, result: { id: string; createdAt: Date }, days: number) {
    await this.deps.jobs.schedule<RetakeReminderJob>(
      RETAKE_REMINDER_JOB,
      new Date(result.createdAt.getTime() + days * DAY_MS),
      { userId, condition, assessmentId: result.id },
      { uniqueKey: `${userId}:${condition}` },
    );
  }

  /** Turning reminders on schedules them for the member's latest results; off cancels them. */
  private async rescheduleAll(userId: string, on: boolean): Promise<void> {
    if (!on) {
      for (const condition of CONDITIONS) await this.deps.jobs.cancel(RETAKE_REMINDER_JOB, `${userId}:${condition}`);
      return;
    }
    const latest = await this.deps.assessments.latestResults(userId);
    for (const [condition, result] of latest) {
      const days = this.deps.retakeAfterDays[condition];
      if (days !== null) await this.schedule(userId, condition, result, days);
    }
  }

  /** The job: sends the reminder if it is still wanted and still about the latest result. */
  async runRetakeReminder({ userId, condition, assessmentId }: RetakeReminderJob): Promise<void> {
    const days = this.deps.retakeAfterDays[condition];
    if (days === null || !(await this.preferences(userId)).retakeReminders) return;
    const latest = (await this.deps.assessments.latestResults(userId)).get(condition);
    if (!latest || latest.id !== assessmentId) return;
    if (this.deps.clock.now().getTime() < latest.createdAt.getTime() + days * DAY_MS) return;
    await this.sendOne(userId, condition, assessmentId);
  }

  private async sendOne(userId: string, condition: Condition, assessmentId: string): Promise<boolean> {
    const { models, clock, logger } = this.deps;
    try {
      await models.retakeReminders.create({
        userId,
        assessmentId,
        condition,
        status: 'sending',
        createdAt: clock.now(),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 11000) return false; // already sent (or being sent elsewhere)
      throw error;
    }
    const member = await this.deps.auth.findActiveUser(userId);
    if (!member) {
      await models.retakeReminders.updateOne({ assessmentId }, { $set: { status: 'failed' } });
      return false;
    }
    const token = await this.issueUnsubscribeToken(userId);
    const unsubscribeUrl = new URL(`/account/unsubscribe?token=${token}`, this.deps.publicUrl).href;
    const dashboardUrl = new URL('/dashboard', this.deps.publicUrl).href;
    try {
      await this.deps.mail.queue({
        template: 'retakeReminder',
        data: {
          firstName: member.firstName || member.displayName || undefined,
          days: this.deps.retakeAfterDays[condition] ?? 0,
          dashboardLink: dashboardUrl,
          unsubscribeLink: unsubscribeUrl,
        },
        to: member.email,
        userId,
        // The unsubscribe link's life: the mail is not delivered after it, nor its body kept.
        linkExpiresAt: new Date(clock.now().getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS),
      });
      await models.retakeReminders.updateOne({ assessmentId }, { $set: { status: 'queued', sentAt: clock.now() } });
      return true;
    } catch (error) {
      // Only the reason: never the address or the text. The claim goes, so the job's retry may queue it.
      logger.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'retake reminder not queued');
      await models.retakeReminders.deleteOne({ assessmentId, status: 'sending' });
      throw error;
    }
  }

  /** A new token voids the member's older ones of the same purpose. */
  private async issueUnsubscribeToken(userId: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const { unsubscribeTokens } = this.deps.models;
    await unsubscribeTokens.deleteMany({ userId, purpose: 'retake-reminders' });
    await unsubscribeTokens.create({
      userId,
      tokenHash: hash(token),
      purpose: 'retake-reminders',
      expiresAt: new Date(this.deps.clock.now().getTime() + UNSUBSCRIBE_TOKEN_DAYS * DAY_MS),
    });
    return token;
  }
}
