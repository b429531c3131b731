import { useQuery } from '@apollo/client/react';
import { SessionFeeDocument } from '../gql/graphql';
import { formatMoney } from './money';
import { booking } from 'app-en:booking';
import { useLocale, useT } from '../lib/i18n/locale';

/** "₦5,000.00 per 50-minute session", from the server's amount and the expert's session length. */
export function useSessionFeeText(expertId: string): string | null {
  const { data } = useQuery(SessionFeeDocument, { variables: { expertId }, fetchPolicy: 'cache-first' });
  const fee = data?.sessionFee;
  const t = useT({ booking });
  const { locale } = useLocale();
  return fee ? t('booking.fee', { amount: formatMoney(fee.amount, fee.currency, locale), minutes: fee.minutes }) : null;
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
