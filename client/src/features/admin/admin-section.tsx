import type { ReactNode } from 'react';

/** A console section: its heading (with the section's controls beside it, if any), then its content. */
export function AdminSection({
  id,
  title,
  controls,
  children,
}: {
  id: string;
  title: string;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h2 id={id} className="text-xl font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id}>
      {controls ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {heading}
          {controls}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

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
