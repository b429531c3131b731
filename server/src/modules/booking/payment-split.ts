// #37: the expert's share of a booking's payment. At start, the payment is initialized with the
// expert's subaccount when they have a verified payout account (else the platform keeps it all, and
// the booking is marked "payout pending" for the operator). Once paid, both shares are recorded
// from the provider's verified transaction, never from what we asked for, in the same conditional
// update that marks the booking PAID: however many verifications race, one split is recorded.
import type { FeesBearer, TransactionSplit, VerifiedTransaction } from '../../payments/index.js';
import type { SplitRecord } from './booking.model.js';

export interface PayoutTarget {
  subaccount?: string;
  bearer?: FeesBearer;
}

/** Where a payment to this expert settles: looked up by the payouts module (none: the platform's). */
export type PayoutTargetOf = (expertId: string) => Promise<PayoutTarget>;

/** The fields recorded with PAID: the split as the provider reported it, and whether a payout is owed. */
export function paidSplitFields(transaction: VerifiedTransaction): { split?: SplitRecord; payoutPending: boolean } {
  const split: TransactionSplit | null | undefined = transaction.split;
  if (!split) return { payoutPending: true };
  return {
    split: {
      expertAmount: split.expertAmount,
      platformAmount: split.platformAmount,
      ...(split.fees === null ? {} : { fees: split.fees }),
      ...(split.subaccount ? { subaccount: split.subaccount } : {}),
    },
    payoutPending: !split.subaccount || split.expertAmount === 0,
  };
}

/**
 * What a refund of `refundAmount` takes back of each share: the same proportion of each (rounded
 * down, in integer minor units). A full refund takes back both shares whole.
 */
export function reversedSplit(
  split: SplitRecord | undefined,
  amount: number,
  refundAmount: number,
): { expertAmount: number; platformAmount: number } | undefined {
  if (!split || amount <= 0) return undefined;
  if (refundAmount >= amount) return { expertAmount: split.expertAmount, platformAmount: split.platformAmount };
  return {
    expertAmount: Math.floor((split.expertAmount * refundAmount) / amount),
    platformAmount: Math.floor((split.platformAmount * refundAmount) / amount),
  };
}
