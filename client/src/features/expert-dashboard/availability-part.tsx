import { type ReactNode } from 'react';

/** A part of the availability form: its heading, a line about it, then its fields. */
export function AvailabilityPart({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}
