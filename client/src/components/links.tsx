import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
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

/** A small text link with an icon before its text (the icon is decoration: the text names the link). */
export function IconLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}

/** An email address as a mailto link. */
export function EmailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="underline underline-offset-2">
      {address}
    </a>
  );
}
