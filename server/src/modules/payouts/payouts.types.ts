// #37: the contract's PayoutAccount, PayoutAccountInput and Reconciliation, and our own PayoutBank.
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import type { PayoutAccountDocument } from './payout-account.model.js';

@ObjectType({
  simpleResolvers: true,
  description:
    'wave 3 (expert payouts): where an expert is paid (a Paystack subaccount); the account number is shown masked.',
})
export class PayoutAccount {
  @Field(() => String)
  bankCode: string;

  @Field(() => String, { description: "The bank's name, from the provider's list." })
  bankName: string;

  @Field(() => String)
  accountNumberMasked: string;

  @Field(() => String)
  accountName: string;

  @Field(() => Int, { description: "The expert's share of each payment, in percent." })
  sharePercent: number;

  @Field(() => Boolean)
  verified: boolean;
}

@InputType({ description: 'wave 3 (expert payouts)' })
export class PayoutAccountInput {
  @Field(() => String)
  bankCode: string;

  @Field(() => String)
  accountNumber: string;
}

@ObjectType({ simpleResolvers: true, description: "wave 3 (expert payouts): a bank of the payment provider's list." })
export class PayoutBank {
  @Field(() => String)
  name: string;

  @Field(() => String)
  code: string;
}

@ObjectType({
  simpleResolvers: true,
  description: "wave 3 (expert payouts): one day's payments against the provider's own records.",
})
export class Reconciliation {
  @Field(() => String)
  day: string;

  @Field(() => Int)
  payments: number;

  @Field(() => Int)
  matched: number;

  @Field(() => [String], {
    description: 'References that differ: missing on one side, or a different amount or status.',
  })
  mismatches: string[];
}

export function toPayoutAccount(doc: PayoutAccountDocument): PayoutAccount {
  return Object.assign(new PayoutAccount(), {
    bankCode: doc.bankCode,
    bankName: doc.bankName,
    accountNumberMasked: doc.accountNumberMasked,
    accountName: doc.accountName,
    sharePercent: doc.sharePercent,
    verified: doc.verified,
  });
}
