import type { ReactNode } from 'react';

/** A section of the about page on the white page: its heading, then what it says. */
export function AboutSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
