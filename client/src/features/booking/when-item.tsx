import { formatMoment } from '../../lib/format-day';
import { useLocale } from '../../lib/i18n/locale';

/** A moment in a booking card's details: its term, then the date and time. */
export function WhenItem({ term, at }: { term: string; at: string }) {
  const { locale } = useLocale();
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="text-slate-900">
        <time dateTime={at}>{formatMoment(new Date(at), locale)}</time>
      </dd>
    </div>
  );
}
