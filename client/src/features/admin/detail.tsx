export function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{term}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}
