// #37 expert payouts: the module's one factory (services.ts calls it with a few lines).
import type { Connection } from 'mongoose';
import type { Config } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { Clock } from '../../clock.js';
import type { Jobs } from '../../jobs/index.js';
import type { MailService } from '../../mail/index.js';
import type { RateLimits } from '../../rate-limit/index.js';
import { createPayoutProvider, type PaymentProvider } from '../../payments/index.js';
import type { BookingModel } from '../booking/booking.model.js';
import type { PayoutTargetOf } from '../booking/payment-split.js';
import { payoutAccountModel } from './payout-account.model.js';
import { PAYOUT_ACCOUNT_CHECKS_PER_HOUR, PayoutsService } from './payouts.service.js';
import { EarningsService } from './earnings.service.js';
import { ReconciliationService } from './reconciliation.service.js';
import { reconciliationModel } from './reconciliation.model.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { AuthService } from '../auth/auth.service.js';
import type { ExpertDirectory } from '../expert/expert.directory.js';
import { OverviewService } from '../admin/overview.service.js';

export interface Payouts {
  accounts: PayoutsService;
  earnings: EarningsService;
  reconciliation: ReconciliationService;
  /** For startBooking: the expert's subaccount and the fee bearer, when they have a verified account. */
  payoutTarget: PayoutTargetOf;
  /** The operators' overview of the last 7 and 30 days. */
  overview: OverviewService;
  /** True on the simulated provider (the pages say so). */
  simulated: boolean;
}

export interface PayoutsDeps {
  config: Config;
  connection: Connection;
  payments: PaymentProvider;
  bookings: BookingModel;
  jobs: Jobs;
  mail: MailService;
  rateLimits: RateLimits;
  auth: Pick<AuthService, 'findActiveUser'>;
  directory: Pick<ExpertDirectory, 'find'>;
  clock: Clock;
  logger: Logger;
}

export async function createPayouts(deps: PayoutsDeps): Promise<Payouts> {
  const accountsModel = payoutAccountModel(deps.connection);
  const reconciliations = reconciliationModel(deps.connection);
  // Unique indexes first: one payout account per expert, one reconciliation per day.
  await Promise.all([accountsModel.init(), reconciliations.init()]);
  const provider = createPayoutProvider(deps.config, deps.payments);
  const { platformSharePercent, feesBearer } = deps.config.payouts;
  const accounts = new PayoutsService({
    accounts: accountsModel,
    provider,
    expertOf: async (userId) => {
      const user = await deps.auth.findActiveUser(userId);
      if (!user || user.role !== 'expert' || !user.expertId) throw AppError.forbidden(messages.notAllowed);
      return user.expertId;
    },
    expertName: (expertId) => deps.directory.find(expertId)?.name ?? expertId,
    platformSharePercent,
    feesBearer,
    limiter: deps.rateLimits.create({
      name: 'payout-account',
      points: PAYOUT_ACCOUNT_CHECKS_PER_HOUR,
      durationSeconds: 3600,
    }),
    clock: deps.clock,
    logger: deps.logger,
  });
  const reconciliation = new ReconciliationService({
    bookings: deps.bookings,
    reconciliations,
    provider,
    providerKind: deps.payments.kind,
    jobs: deps.jobs,
    mail: deps.mail,
    operators: deps.config.adminEmails,
    publicUrl: deps.config.publicUrl,
    clock: deps.clock,
    logger: deps.logger,
  });
  await reconciliation.schedule();
  return {
    accounts,
    earnings: new EarningsService({
      bookings: deps.bookings,
      expertSharePercent: 100 - platformSharePercent,
      currency: deps.config.booking.currency,
    }),
    reconciliation,
    payoutTarget: async (expertId) => {
      const subaccount = await accounts.subaccountOf(expertId);
      return subaccount ? { subaccount, bearer: feesBearer } : {};
    },
    simulated: deps.payments.simulated,
    overview: new OverviewService({ connection: deps.connection, now: () => deps.clock.now() }),
  };
}
