import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shellContactAddress } from '../../lib/crisis-shell';

export function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 text-slate-700 sm:px-6 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:ml-5 [&_ul]:mt-3 [&_ul]:list-disc">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="text-sm text-slate-600">Last updated {updated}</p>
      {children}
    </article>
  );
}

/** How to reach the people who run this MindCheck (CONTACT_TO), and the contact form. */
export function ContactOperator() {
  const address = shellContactAddress();
  return (
    <p>
      Write to us through the{' '}
      <Link to="/contact" className="font-medium text-brand-800 underline">
        contact form
      </Link>
      {address ? (
        <>
          {' '}
          or by email at{' '}
          <a href={`mailto:${address}`} className="font-medium text-brand-800 underline">
            {address}
          </a>
        </>
      ) : null}
      . We answer within 30 days, usually much sooner.
    </p>
  );
}
