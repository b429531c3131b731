import { formatMoney } from '../../components/money';
import { LONG_MONTHS as MONTHS } from '../../lib/format-day';

/** YYYY-MM as "March 2026". */
export function monthName(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

type Month = { month: string; payments: number; paid: number; refunded: number; pending: number };

/** Per month, newest first. */
export function EarningsMonthsTable({ months, currency }: { months: Month[]; currency: string }) {
  if (!months.length) return <p className="mt-6 text-slate-700">No payments yet.</p>;
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Your earnings per month (scrolls sideways)"
      className="focus-visible:outline-2 focus-visible:outline-brand-600 mt-6 overflow-x-auto"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your earnings per month</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4">
              Month
            </th>
            <th scope="col" className="py-2 pr-4">
              Payments
            </th>
            <th scope="col" className="py-2 pr-4">
              Paid
            </th>
            <th scope="col" className="py-2 pr-4">
              Refunded
            </th>
            <th scope="col" className="py-2 pr-4">
              Pending
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-4 font-semibold text-slate-900">
                {monthName(m.month)}
              </th>
              <td className="py-2 pr-4">{m.payments}</td>
              <td className="py-2 pr-4">{formatMoney(m.paid, currency)}</td>
              <td className="py-2 pr-4">{formatMoney(m.refunded, currency)}</td>
              <td className="py-2 pr-4">{formatMoney(m.pending, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
