import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The card's way on (after a message): a link that looks like a button. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-6">
      <Link
        to={to}
        className="inline-block rounded-full bg-brand-700 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-800"
      >
        {children}
      </Link>
    </p>
  );
}
