import type { ReactNode } from 'react';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-slate-700 sm:px-6 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:ml-5 [&_ul]:mt-3 [&_ul]:list-disc">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">Last updated {updated}</p>
      {children}
    </article>
  );
}
