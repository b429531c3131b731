import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The small link above a page's heading, back to where the page belongs. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <Link to={to} className="font-medium text-brand-800 underline underline-offset-2">
        {children}
      </Link>
    </p>
  );
}
