// #37: an expert's payout account. The bank comes from the provider's list; the account number is
// resolved at the provider (the holder's name is shown before anything is saved); then the expert's
// subaccount is created (or updated) with the platform's share, and only then is the account stored,
// masked. The full number is never stored: nothing is written unless the subaccount exists.
import { ACCOUNT_NUMBER_PATTERN, payoutMessages } from '@mindcheck/common';
import { AppError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { Clock } from '../../clock.js';
import { PaymentFailure, type Bank, type FeesBearer, type PayoutProvider } from '../../payments/index.js';
import { maskAccountNumber, type PayoutAccountDocument, type PayoutAccountModel } from './payout-account.model.js';

export interface PayoutsServiceDeps {
  accounts: PayoutAccountModel;
  provider: PayoutProvider;
  /** The expert an EXPERT account speaks for (FORBIDDEN for any other account). */
  expertOf(userId: string): Promise<string>;
  /** The expert's name in the directory (the subaccount's business name). */
  expertName(expertId: string): string;
  /** PLATFORM_SHARE_PERCENT and PAYSTACK_FEES_BEARER. */
  platformSharePercent: number;
  feesBearer: FeesBearer;
  /** Resolves and saves per expert account (each one calls the provider). */
  limiter: Limiter;
  clock: Clock;
  logger: Logger;
}

/** Account checks and saves one expert account may make per hour. */
export const PAYOUT_ACCOUNT_CHECKS_PER_HOUR = 20;
const BANKS_CACHE_MS = 60 * 60_000;

export interface PayoutAccountInputValue {
  bankCode: string;
  accountNumber: string;
}

export class PayoutsService {
  private banksCache: { at: number; banks: Bank[] } | null = null;
  /** expertId -> a save in progress on this instance: saves of one expert run one after another. */
  private readonly saving = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: PayoutsServiceDeps) {}

  get feesBearer(): FeesBearer {
    return this.deps.feesBearer;
  }

  /** The provider's banks (kept an hour). */
  async banks(): Promise<Bank[]> {
    const now = Date.now();
    if (this.banksCache && now - this.banksCache.at < BANKS_CACHE_MS) return this.banksCache.banks;
    let banks: Bank[];
    try {
      banks = await this.deps.provider.banks();
    } catch (error) {
      throw AppError.upstream(payoutMessages.payoutProviderUnavailable, error);
    }
    this.banksCache = { at: now, banks };
    return banks;
  }

  async myPayoutAccount(userId: string): Promise<PayoutAccountDocument | null> {
    const expertId = await this.deps.expertOf(userId);
    return this.deps.accounts.findOne({ expertId });
  }

  /** The subaccount a payment to this expert is split with; null without a verified payout account. */
  async subaccountOf(expertId: string): Promise<string | null> {
    const account = await this.deps.accounts.findOne({ expertId, verified: true }, { subaccountCode: 1 }).lean();
    return account?.subaccountCode ?? null;
  }

  /** The holder's name of an account, as the provider resolves it (nothing is saved). */
  async accountName(userId: string, input: PayoutAccountInputValue): Promise<string> {
    const { bankCode, accountNumber } = await this.checkInput(input);
    await this.deps.expertOf(userId);
    await this.deps.limiter.consume(userId);
    return (await this.resolve(bankCode, accountNumber)).accountName;
  }

  async setPayoutAccount(userId: string, input: PayoutAccountInputValue): Promise<PayoutAccountDocument> {
    const { bankCode, accountNumber, bank } = await this.checkInput(input);
    const expertId = await this.deps.expertOf(userId);
    await this.deps.limiter.consume(userId);
    const previous = this.saving.get(expertId);
    const run = (previous ?? Promise.resolve()).then(
      () => this.save(expertId, bankCode, bank.name, accountNumber),
      () => this.save(expertId, bankCode, bank.name, accountNumber),
    );
    this.saving.set(expertId, run);
    const done = () => {
      if (this.saving.get(expertId) === run) this.saving.delete(expertId);
    };
    run.then(done, done);
    return run;
  }

  private async save(
    expertId: string,
    bankCode: string,
    bankName: string,
    accountNumber: string,
  ): Promise<PayoutAccountDocument> {
    const { accountName } = await this.resolve(bankCode, accountNumber);
    const existing = await this.deps.accounts.findOne({ expertId });
    const request = {
      businessName: this.deps.expertName(expertId).slice(0, 100),
      bankCode,
      accountNumber,
      platformPercent: this.deps.platformSharePercent,
    };
    let subaccount;
    try {
      subaccount = existing
        ? await this.deps.provider.updateSubaccount(existing.subaccountCode, request)
        : await this.deps.provider.createSubaccount(request);
    } catch (error) {
      this.deps.logger.warn({ expertId, reason: reasonOf(error) }, 'payout subaccount was not written');
      if (error instanceof PaymentFailure && error.reason === 'rejected')
        throw AppError.badInput(payoutMessages.accountNotResolved, 'accountNumber');
      throw AppError.upstream(payoutMessages.payoutProviderUnavailable, error);
    }
    const now = this.deps.clock.now();
    const saved = await this.deps.accounts.findOneAndUpdate(
      { expertId },
      {
        $set: {
          bankCode,
          bankName,
          accountNumberMasked: maskAccountNumber(accountNumber),
          accountName,
          subaccountCode: subaccount.code,
          sharePercent: 100 - this.deps.platformSharePercent,
          verified: true,
          updatedAt: now,
        },
        $setOnInsert: { expertId, createdAt: now },
      },
      { upsert: true, returnDocument: 'after' },
    );
    this.deps.logger.info({ expertId, created: !existing }, 'payout account saved');
    return saved!;
  }

  private async resolve(bankCode: string, accountNumber: string): Promise<{ accountName: string }> {
    try {
      return await this.deps.provider.resolveAccount(bankCode, accountNumber);
    } catch (error) {
      if (error instanceof PaymentFailure && (error.reason === 'rejected' || error.reason === 'not_found'))
        throw AppError.badInput(payoutMessages.accountNotResolved, 'accountNumber');
      throw AppError.upstream(payoutMessages.payoutProviderUnavailable, error);
    }
  }

  /** Length-capped before any pattern runs; the bank must be one of the provider's. */
  private async checkInput(input: PayoutAccountInputValue) {
    const bankCode = typeof input?.bankCode === 'string' && input.bankCode.length <= 20 ? input.bankCode.trim() : '';
    const accountNumber =
      typeof input?.accountNumber === 'string' && input.accountNumber.length <= 40 ? input.accountNumber.trim() : '';
    if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber))
      throw AppError.badInput(payoutMessages.accountNumberInvalid, 'accountNumber');
    if (!bankCode) throw AppError.badInput(payoutMessages.bankRequired, 'bankCode');
    const bank = (await this.banks()).find((b) => b.code === bankCode);
    if (!bank) throw AppError.badInput(payoutMessages.bankRequired, 'bankCode');
    return { bankCode, accountNumber, bank };
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof PaymentFailure) return `${error.reason}: ${error.message}`;
  return error instanceof Error ? error.name : 'unknown';
}
