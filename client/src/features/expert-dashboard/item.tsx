export function Item({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="break-words whitespace-pre-wrap text-slate-900">{value}</dd>
    </div>
  );
}
