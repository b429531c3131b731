import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A FormCard's footer line: a few words (`text`), then the link ("New here? Create an account"). */
export function FooterLink({ text, to, children }: { text?: string; to: string; children: ReactNode }) {
  return (
    <>
      {text && <>{text} </>}
      <Link to={to} className="font-semibold text-brand-800 underline underline-offset-2">
        {children}
      </Link>
    </>
  );
}
