// Phone verification (#36): a six-digit code by SMS to the profile's number, valid 10 minutes,
// 5 tries. The code is stored as an HMAC-SHA256 keyed by the server's secret and bound to the
// member and the number (a leaked database does not give a 10^6 table to look codes up in), and
// it is never logged. Each try is counted by one atomic update that only matches while tries are
// left, so any number of concurrent tries make at most 5 comparisons; the fifth wrong one voids
// the code. Asking for codes is rate-limited per number (one a minute, five an hour) and per IP.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { trusted } from 'mongoose';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_PATTERN,
  PHONE_CODE_TRIES,
  phoneE164,
  phoneMessages,
} from '@mindcheck/common';
import type { Clock } from '../../clock.js';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { messages } from '../../messages.js';
import type { Limiter } from '../../rate-limit/index.js';
import { SmsTexts, type SmsService } from '../../sms/index.js';
import type { UserDocument, UserModel } from '../auth/user.model.js';
import type { PhoneVerificationModel } from './phone-verification.model.js';

export interface PhoneLimiters {
  /** One code per number per PHONE_CODE_RESEND_SECONDS. */
  numberResend: Limiter;
  /** Codes per number per hour. */
  numberHourly: Limiter;
  /** Codes asked for from one IP per hour (any member, any number). */
  ip: Limiter;
}

export interface PhoneVerificationDeps {
  verifications: PhoneVerificationModel;
  users: UserModel;
  sms: SmsService;
  texts: SmsTexts;
  limits: PhoneLimiters;
  /** SMS preferences: off when a number is (re)verified; turned on only by the member. */
  setSms(userId: string, on: boolean): Promise<boolean>;
  clock: Clock;
  /** The key of the codes' HMAC (the session secret). */
  secret: string;
  logger: Logger;
}

/** Longest code text looked at. */
const CODE_TEXT_MAX = 20;

export class PhoneVerificationService {
  constructor(private readonly deps: PhoneVerificationDeps) {}

  async request(userId: string, ip: string): Promise<true> {
    const user = await this.activeUser(userId);
    if (!user.phoneNumber) throw AppError.badInput(phoneMessages.noPhoneNumber, 'phoneNumber');
    const phone = phoneE164(user.phoneNumber);
    if (!phone) throw AppError.badInput(phoneMessages.notTextable, 'phoneNumber');
    if (user.phoneVerified) throw AppError.conflict(phoneMessages.alreadyVerified);
    const { limits } = this.deps;
    await limits.ip.consume(ip);
    await limits.numberResend.consume(phone);
    await limits.numberHourly.consume(phone);

    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const now = this.deps.clock.now();
    await this.deps.verifications.updateOne(
      { userId },
      {
        $set: {
          phone,
          codeHash: this.hash(userId, phone, code),
          expiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
          attempts: 0,
        },
        $setOnInsert: { createdAt: now },
      },
      { upsert: true },
    );
    const outcome = await this.deps.sms.send({
      kind: 'verification',
      to: phone,
      userId,
      text: this.deps.texts.verificationCode(SmsTexts.localeOf(user.toObject()), code),
    });
    // SMS_PROVIDER=log sends nothing: no code would ever arrive (dev-outbox keeps it at /dev/sms).
    const unavailable = outcome === 'not_configured' && this.deps.sms.kind === 'log';
    if (outcome === 'failed' || unavailable) {
      await this.deps.verifications.updateOne({ userId }, { $unset: { codeHash: '', expiresAt: '' } });
      throw AppError.upstream(unavailable ? phoneMessages.smsUnavailable : phoneMessages.smsNotSent);
    }
    this.deps.logger.info({ userId, event: 'phone code sent' }, 'phone verification code sent');
    return true;
  }

  async verify(userId: string, code: unknown): Promise<UserDocument> {
    const given = typeof code === 'string' ? code.slice(0, CODE_TEXT_MAX).trim() : '';
    if (!PHONE_CODE_PATTERN.test(given)) throw AppError.badInput(phoneMessages.codeFormat, 'code');
    const now = this.deps.clock.now();
    // One try counted, atomically, only while tries are left and the code is live.
    const claimed = await this.deps.verifications
      .findOneAndUpdate(
        {
          userId,
          codeHash: trusted({ $exists: true }),
          expiresAt: trusted({ $gt: now }),
          attempts: trusted({ $lt: PHONE_CODE_TRIES }),
        },
        { $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    if (!claimed?.codeHash) throw AppError.badInput(phoneMessages.codeInvalid, 'code');
    if (!this.matches(claimed.codeHash, this.hash(userId, claimed.phone, given))) {
      const left = PHONE_CODE_TRIES - claimed.attempts;
      if (left > 0) throw AppError.badInput(phoneMessages.codeWrong(left), 'code');
      await this.deps.verifications.updateOne(
        { _id: claimed._id, codeHash: claimed.codeHash },
        { $unset: { codeHash: '', expiresAt: '' } },
      );
      throw AppError.badInput(phoneMessages.codeInvalid, 'code');
    }
    // The number must still be the profile's (it may have changed since the code went out).
    const user = await this.activeUser(userId);
    if (phoneE164(user.phoneNumber) !== claimed.phone) throw AppError.badInput(phoneMessages.codeInvalid, 'code');
    const used = await this.deps.verifications.updateOne(
      { _id: claimed._id, codeHash: claimed.codeHash },
      { $unset: { codeHash: '', expiresAt: '' }, $set: { verifiedPhone: claimed.phone, verifiedAt: now } },
    );
    if (used.modifiedCount === 0) throw AppError.badInput(phoneMessages.codeInvalid, 'code');
    const verified = await this.deps.users.findOneAndUpdate(
      { _id: user._id, phoneNumber: user.phoneNumber },
      { $set: { phoneVerified: true } },
      { returnDocument: 'after' },
    );
    if (!verified) throw AppError.badInput(phoneMessages.codeInvalid, 'code');
    // A newly verified number gets no SMS until the member turns them on.
    await this.deps.setSms(userId, false);
    this.deps.logger.info({ userId, event: 'phone verified' }, 'phone number verified');
    return verified;
  }

  /**
   * An inbound STOP from a number: SMS off for every member who verified it; an acknowledgement
   * goes once per member (only when it switched SMS off).
   */
  async optOut(from: string): Promise<number> {
    const phone = phoneE164(from.startsWith('+') ? from : `+${from}`);
    if (!phone) return 0;
    const found = await this.deps.verifications.find({ verifiedPhone: phone }, { userId: 1 }).limit(20).lean();
    let acknowledged = 0;
    for (const { userId } of found) {
      if (!(await this.deps.setSms(userId, false))) continue;
      const user = await this.deps.users.findById(userId).lean();
      await this.deps.sms.send({
        kind: 'stopped',
        to: phone,
        userId,
        text: this.deps.texts.stopped(SmsTexts.localeOf(user ?? {})),
      });
      acknowledged++;
    }
    this.deps.logger.info({ members: found.length, acknowledged }, 'sms stop received');
    return acknowledged;
  }

  private hash(userId: string, phone: string, code: string): string {
    return createHmac('sha256', this.deps.secret).update(`phone-code:${userId}:${phone}:${code}`).digest('hex');
  }

  private matches(stored: string, computed: string): boolean {
    const a = Buffer.from(stored, 'hex');
    const b = Buffer.from(computed, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  }

  private async activeUser(userId: string): Promise<UserDocument> {
    const user = await this.deps.users.findById(userId);
    if (!user || user.disabled) throw AppError.unauthenticated(messages.signInRequired);
    return user;
  }
}
