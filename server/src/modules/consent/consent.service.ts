// Consent before health data (Nigeria's Data Protection Act 2023, like GDPR art. 9, asks for
// explicit, specific consent): a member's answers and chat messages are stored only after they
// accepted how MindCheck uses them, and reach the AI service only when they said yes to that too.
// No GraphQL or HTTP here.
import { AppError } from '../../errors.js';
import { localeOf } from '../locale/member-locale.js';
import { messages } from '../../messages.js';
import type { UserDocument, UserModel } from '../auth/user.model.js';

export interface MemberConsent {
  /** Their answers and messages may go to the AI service. */
  aiProcessing: boolean;
  /** For the crisis resources of their country. */
  country: string | null;
  /** Their language (User.locale; issue #36), for the fixed replies; English when left out. */
  locale?: string;
}

/** What the assessment and chat services ask before they store or send anything of a member's. */
export interface ConsentGate {
  /** The member's choices; FORBIDDEN (messages.consentRequired) before they consented. */
  require(userId: string): Promise<MemberConsent>;
}

export class ConsentService implements ConsentGate {
  constructor(private readonly users: UserModel) {}

  async require(userId: string): Promise<MemberConsent> {
    const user = await this.users
      .findById(userId, { consentedAt: 1, aiProcessing: 1, country: 1, disabled: 1, locale: 1 })
      .lean();
    if (!user || user.disabled) throw AppError.unauthenticated(messages.signInRequired);
    if (!user.consentedAt) throw AppError.forbidden(messages.consentRequired);
    return { aiProcessing: user.aiProcessing === true, country: user.country ?? null, locale: localeOf(user) };
  }

  /**
   * Records consent, or a changed AI choice. The first acceptance's time is kept: it is when the
   * member agreed, and later changes only change the AI choice.
   */
  async give(userId: string, aiProcessing: boolean): Promise<UserDocument> {
    if (typeof aiProcessing !== 'boolean') throw AppError.badInput(messages.consentChoiceRequired, 'aiProcessing');
    const user = await this.users.findById(userId);
    if (!user || user.disabled) throw AppError.unauthenticated(messages.signInRequired);
    user.consentedAt ??= new Date();
    user.aiProcessing = aiProcessing;
    await user.save();
    return user;
  }
}
