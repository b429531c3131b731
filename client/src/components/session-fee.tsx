import { useQuery } from '@apollo/client/react';
import { SessionFeeDocument } from '../gql/graphql';
import { formatMoney } from './money';

/** "₦5,000.00 per 50-minute session", from the server's amount and the expert's session length. */
export function useSessionFeeText(expertId: string): string | null {
  const { data } = useQuery(SessionFeeDocument, { variables: { expertId }, fetchPolicy: 'cache-first' });
  const fee = data?.sessionFee;
  return fee ? `${formatMoney(fee.amount, fee.currency)} per ${fee.minutes}-minute session` : null;
}

/**
 * The price before checkout (issue #39, item 2: it appeared first at checkout): on the expert's
 * page and in the slot picker.
 */
export function SessionFee({ expertId, className = '' }: { expertId: string; className?: string }) {
  const text = useSessionFeeText(expertId);
  if (!text) return null;
  return <p className={`text-sm font-medium text-slate-800 ${className}`}>{text}</p>;
}
