import { formatTimestamp } from '../../lib/format-timestamp';

/** A moment in a booking card's details: its term, then the date and time. */
export function WhenItem({ term, at }: { term: string; at: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="text-slate-900">
        <time dateTime={at}>{formatTimestamp(at)}</time>
      </dd>
    </div>
  );
}
