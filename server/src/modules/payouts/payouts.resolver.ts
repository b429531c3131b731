// #37: payout accounts and earnings (EXPERT), reconciliation (ADMIN).
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PayoutAccount, PayoutAccountInput, PayoutBank, Reconciliation, toPayoutAccount } from './payouts.types.js';
import { EarningsMonth, ExpertEarnings } from './earnings.types.js';

const toReconciliation = (r: { day: string; payments: number; matched: number; mismatches: string[] }) =>
  Object.assign(new Reconciliation(), r);

@Resolver()
export class PayoutsResolver {
  @Authorized('EXPERT')
  @Query(() => PayoutAccount, {
    nullable: true,
    description: "wave 3 (expert payouts): the signed-in expert's payout account, or null (EXPERT).",
  })
  async myPayoutAccount(@Ctx() ctx: GraphQLContext): Promise<PayoutAccount | null> {
    const account = await ctx.services.payouts.accounts.myPayoutAccount(ctx.userId!);
    return account ? toPayoutAccount(account) : null;
  }

  @Authorized('EXPERT')
  @Mutation(() => PayoutAccount, {
    description: 'wave 3 (expert payouts): EXPERT; creates or updates the Paystack subaccount.',
  })
  async setPayoutAccount(
    @Arg('input', () => PayoutAccountInput) input: PayoutAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PayoutAccount> {
    return toPayoutAccount(await ctx.services.payouts.accounts.setPayoutAccount(ctx.userId!, input));
  }

  @Authorized('EXPERT')
  @Query(() => [PayoutBank], { description: "wave 3 (expert payouts): the payment provider's banks (EXPERT)." })
  async payoutBanks(@Ctx() ctx: GraphQLContext): Promise<PayoutBank[]> {
    await ctx.services.appointments.expertOf(ctx.userId!);
    return (await ctx.services.payouts.accounts.banks()).map((b) => Object.assign(new PayoutBank(), b));
  }

  @Authorized('EXPERT')
  @Query(() => String, {
    description:
      "wave 3 (expert payouts): the account holder's name as the bank knows it, before saving; nothing is stored (EXPERT).",
  })
  async payoutAccountName(
    @Arg('input', () => PayoutAccountInput) input: PayoutAccountInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.payouts.accounts.accountName(ctx.userId!, input);
  }

  @Authorized('EXPERT')
  @Query(() => ExpertEarnings, { description: "wave 3 (expert payouts): the signed-in expert's earnings (EXPERT)." })
  async myEarnings(@Ctx() ctx: GraphQLContext): Promise<ExpertEarnings> {
    const expertId = await ctx.services.appointments.expertOf(ctx.userId!);
    const earnings = await ctx.services.payouts.earnings.earnings(expertId);
    return Object.assign(new ExpertEarnings(), {
      ...earnings,
      months: earnings.months.map((m) => Object.assign(new EarningsMonth(), m)),
      simulated: ctx.services.payouts.simulated,
    });
  }

  @Authorized('EXPERT')
  @Query(() => String, {
    description: "wave 3 (expert payouts): the signed-in expert's payments as CSV, amounts in minor units (EXPERT).",
  })
  async myEarningsCsv(@Ctx() ctx: GraphQLContext): Promise<string> {
    const expertId = await ctx.services.appointments.expertOf(ctx.userId!);
    return ctx.services.payouts.earnings.csv(expertId);
  }

  @Authorized('ADMIN')
  @Query(() => Reconciliation, {
    description: "wave 3 (expert payouts): one day's reconciliation, YYYY-MM-DD in Africa/Lagos (ADMIN).",
  })
  async reconciliation(@Arg('day', () => String) day: string, @Ctx() ctx: GraphQLContext): Promise<Reconciliation> {
    return toReconciliation(await ctx.services.payouts.reconciliation.forDay(day));
  }

  @Authorized('ADMIN')
  @Query(() => [Reconciliation], {
    description:
      'wave 3 (expert payouts): the reconciled days among the last `days` (default 30), newest first (ADMIN).',
  })
  async recentReconciliations(
    @Arg('days', () => Int, { defaultValue: 30 }) days: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Reconciliation[]> {
    return (await ctx.services.payouts.reconciliation.recent(days)).map(toReconciliation);
  }
}
