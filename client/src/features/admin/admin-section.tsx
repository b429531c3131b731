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
