import type { Locale } from '@mindcheck/common';
import { expertConsole } from 'app-en:expertConsole';
import { formatMoney } from '../../components/money';
import { ScrollTable } from '../../components/scroll-table';
import { intlSpeaks, LONG_MONTHS as MONTHS } from '../../lib/format-day';
import { useLocale, useT } from '../../lib/i18n/locale';

/**
 * YYYY-MM as "March 2026"; Intl's month and year for another language, digits ("03/2026") where the
 * browser has no data for it (lib/format-day: Debian's Chromium knows none of pcm, yo, ha, ig).
 */
export function monthName(month: string, locale: Locale = 'en'): string {
  const [year, m] = month.split('-');
  if (locale !== 'en' && year && m)
    return new Intl.DateTimeFormat(
      intlSpeaks(locale) ? locale : 'en-GB',
      intlSpeaks(locale)
        ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { month: '2-digit', year: 'numeric', timeZone: 'UTC' },
    ).format(new Date(Date.UTC(Number(year), Number(m) - 1, 1)));
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

type Month = { month: string; payments: number; paid: number; refunded: number; pending: number };

const COLUMNS = [
  'expertConsole.earnings.month',
  'expertConsole.earnings.payments',
  'expertConsole.earnings.paidColumn',
  'expertConsole.earnings.refunded',
  'expertConsole.earnings.pending',
] as const;

/** Per month, newest first. */
export function EarningsMonthsTable({ months, currency }: { months: Month[]; currency: string }) {
  const t = useT({ expertConsole });
  const { locale } = useLocale();
  if (!months.length) return <p className="mt-6 text-slate-700">{t('expertConsole.earnings.none')}</p>;
  return (
    <ScrollTable
      label={t('expertConsole.earnings.region')}
      caption={t('expertConsole.earnings.caption')}
      className="mt-6"
      head={COLUMNS.map((column) => (
        <th key={column} scope="col" className="py-2 pr-4">
          {t(column)}
        </th>
      ))}
    >
      {months.map((m) => (
        <tr key={m.month} className="border-t border-slate-200">
          <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
            {monthName(m.month, locale)}
          </th>
          <td className="py-2 pr-4">{m.payments}</td>
          <td className="py-2 pr-4">{formatMoney(m.paid, currency, locale)}</td>
          <td className="py-2 pr-4">{formatMoney(m.refunded, currency, locale)}</td>
          <td className="py-2 pr-4">{formatMoney(m.pending, currency, locale)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
