/** The line a console list shows until its data comes: loading, or that `what` could not be loaded. */
export function AdminLoadLine({
  loading,
  error,
  what,
  className = 'mt-4 text-slate-600',
}: {
  loading: boolean;
  error: unknown;
  what: string;
  className?: string;
}) {
  return (
    <p role={error ? 'alert' : 'status'} className={className}>
      {error ? `We couldn't load ${what}.` : loading ? 'Loading…' : null}
    </p>
  );
}
