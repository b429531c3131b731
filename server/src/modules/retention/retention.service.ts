// Retention of health data (#32 item 6): an account not used for HEALTH_DATA_RETENTION_MONTHS is
// erased as deleteAccount erases it, and its member is mailed 30 days before.
//
// Last use: the latest of the account's creation, its last sign-in and the last request of any
// session still stored (a session keeps its last request while it lives). A daily job of the job
// library (server/src/jobs) sweeps: a member past (months - 30 days) without a notice since their
// last use is mailed once (a conditional update claims the notice, so two instances send one); a
// member past the full period whose notice is at least 30 days old and still later than their last
// use is erased. Signing in after the notice makes it stale: nothing is erased, and a new notice
// comes only after a new period of absence.
//
// Nothing is half-erased: AccountService.erase removes the account document last, so a sweep cut
// short (a crash, a database error) leaves the member a candidate and the next sweep finishes the
// erasure. Experts' accounts (linked to the directory operators manage) and accounts an operator
// disabled (a hold) are left to operators.
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE, type Locale } from '@mindcheck/common';
import { serverI18n } from '../../i18n/index.js';
import { localeOf } from '../locale/member-locale.js';
import { trusted, type Connection } from 'mongoose';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { MailService } from '../../mail/index.js';
import type { Jobs } from '../../jobs/index.js';
import type { UserModel, UserRecord } from '../auth/user.model.js';

/** The daily sweep's job name (server/src/jobs). */
export const RETENTION_JOB = 'health-data-retention';
/** When the sweep runs: every day at 03:00 UTC. */
export const RETENTION_SCHEDULE = '0 3 * * *';
/** How long before the erasure the member is told. */
export const RETENTION_NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RetentionServiceDeps {
  users: UserModel;
  connection: Connection;
  /** AccountService.erase: every registered collection, the account last. */
  erase: (userId: string) => Promise<void>;
  mail: MailService;
  jobs: Jobs;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** HEALTH_DATA_RETENTION_MONTHS. */
  months: number;
}

export interface SweepOutcome {
  noticed: number;
  erased: number;
}

type Candidate = Pick<UserRecord, 'email' | 'firstName' | 'displayName' | 'createdAt' | 'lastSignInAt' | 'locale'> & {
  _id: unknown;
  retentionNoticeAt?: Date;
};

export class RetentionService {
  constructor(private readonly deps: RetentionServiceDeps) {
    deps.jobs.define(RETENTION_JOB, async () => {
      await this.sweep();
    });
  }

  /** The recurring job (every instance calls it at start; the job library keeps one). */
  async schedule(): Promise<void> {
    await this.deps.jobs.every(RETENTION_JOB, RETENTION_SCHEDULE, {});
  }

  /** The date a member's account is erased when their last use was `lastUse`. */
  eraseDate(lastUse: Date): Date {
    return DateTime.fromJSDate(lastUse, { zone: 'utc' }).plus({ months: this.deps.months }).toJSDate();
  }

  /** Sends the notices that are due and erases the accounts whose notice has run out. */
  async sweep(): Promise<SweepOutcome> {
    const now = this.deps.clock.now();
    // Anyone whose sign-up and last sign-in are both before the notice threshold; sessions below.
    const noticeFrom = DateTime.fromJSDate(now, { zone: 'utc' })
      .plus({ days: RETENTION_NOTICE_DAYS })
      .minus({ months: this.deps.months })
      .toJSDate();
    const before = trusted({ $lt: noticeFrom });
    const cursor = this.deps.users
      .find(
        {
          role: 'user',
          disabled: trusted({ $ne: true }),
          createdAt: before,
          $or: [{ lastSignInAt: trusted({ $exists: false }) }, { lastSignInAt: before }],
        } as never,
        { email: 1, firstName: 1, displayName: 1, createdAt: 1, lastSignInAt: 1, retentionNoticeAt: 1, locale: 1 },
      )
      .lean<Candidate[]>()
      .cursor();
    const outcome: SweepOutcome = { noticed: 0, erased: 0 };
    for await (const member of cursor as AsyncIterable<Candidate>) {
      try {
        const done = await this.consider(member, now);
        if (done) outcome[done] += 1;
      } catch (error) {
        // One member's failure never stops the others; the next sweep tries again. No ids or addresses.
        this.deps.logger.warn(
          { reason: error instanceof Error ? error.message : 'unknown' },
          'retention: a member was not processed',
        );
      }
    }
    if (outcome.noticed || outcome.erased) this.deps.logger.info(outcome, 'retention: sweep done');
    return outcome;
  }

  private async consider(member: Candidate, now: Date): Promise<'noticed' | 'erased' | null> {
    const userId = String(member._id);
    const lastUse = await this.lastUse(member);
    const eraseOn = this.eraseDate(lastUse);
    if (now.getTime() < eraseOn.getTime() - RETENTION_NOTICE_DAYS * DAY_MS) return null;
    const notice = member.retentionNoticeAt;
    const noticeCurrent = notice !== undefined && notice.getTime() >= lastUse.getTime();
    if (!noticeCurrent) return (await this.notify(member, lastUse, now)) ? 'noticed' : null;
    // Erased only once the full period is over and the member has had their 30 days.
    if (now.getTime() < eraseOn.getTime()) return null;
    if (now.getTime() < notice.getTime() + RETENTION_NOTICE_DAYS * DAY_MS) return null;
    // Read again just before erasing: a sign-in since the sweep began keeps the account.
    const fresh = await this.deps.users.findById(userId).lean<Candidate>();
    if (!fresh || (await this.lastUse(fresh)).getTime() !== lastUse.getTime()) return null;
    await this.deps.erase(userId);
    return 'erased';
  }

  /** Claims the notice (one per period, whichever instance gets there first), then queues the mail. */
  private async notify(member: Candidate, lastUse: Date, now: Date): Promise<boolean> {
    const claim = await this.deps.users.updateOne(
      {
        _id: member._id,
        $or: [{ retentionNoticeAt: trusted({ $exists: false }) }, { retentionNoticeAt: trusted({ $lt: lastUse }) }],
      } as never,
      { $set: { retentionNoticeAt: now } },
    );
    if (claim.modifiedCount !== 1) return false;
    // The member always gets their 30 days: a notice sent late moves the erasure with it.
    const eraseOn = new Date(
      Math.max(this.eraseDate(lastUse).getTime(), now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS),
    );
    try {
      await this.deps.mail.queue({
        template: 'retentionNotice',
        data: {
          firstName: member.firstName || member.displayName || undefined,
          months: this.deps.months,
          eraseOn: dayIn(eraseOn, localeOf(member)),
          signInLink: new URL('/sign-in', this.deps.publicUrl).toString(),
        },
        to: member.email,
        userId: String(member._id),
        locale: localeOf(member),
      });
    } catch (error) {
      // Not queued: the claim goes, so no erasure counts from a notice that was never sent.
      await this.deps.users.updateOne({ _id: member._id } as never, { $unset: { retentionNoticeAt: 1 } });
      throw error;
    }
    return true;
  }

  /** The latest of sign-up, last sign-in and the last request of a session still stored. */
  private async lastUse(member: Candidate): Promise<Date> {
    let latest = Math.max(member.createdAt?.getTime() ?? 0, member.lastSignInAt?.getTime() ?? 0);
    const db = this.deps.connection.db;
    if (!db) throw new Error('database not connected');
    const sessions = db.collection<{ session?: { userId?: string; lastSeenAt?: number } }>('sessions');
    const [newest] = await sessions
      .find({ 'session.userId': String(member._id) }, { projection: { 'session.lastSeenAt': 1 } })
      .sort({ 'session.lastSeenAt': -1 })
      .limit(1)
      .toArray();
    const seen = newest?.session?.lastSeenAt;
    if (typeof seen === 'number') latest = Math.max(latest, seen);
    return new Date(latest);
  }
}

/** e.g. "Saturday 26 December 2026" (UTC), with the day and month names of a translated mail's language. */
function dayIn(day: Date, locale: Locale): string {
  const utc = DateTime.fromJSDate(day, { zone: 'utc' });
  const translated = locale !== DEFAULT_LOCALE && !serverI18n().awaitingReview(locale, 'mail:retentionNotice.text');
  return (translated ? utc.setLocale(locale) : utc).toFormat('cccc d LLLL yyyy');
}
