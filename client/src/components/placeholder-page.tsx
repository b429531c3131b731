import { useDocumentTitle } from '../lib/use-document-title';

/** Stands in for a page whose feature is not built yet: its heading and one "coming soon" line. */
export function PlaceholderPage({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{description ?? 'This page is coming soon.'}</p>
    </section>
  );
}
