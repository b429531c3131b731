import type { ReactNode } from 'react';

/**
 * The frame of the one-form pages (sign-in, sign-up, account recovery): a centred card with a
 * heading, a line under it and, below the form, an optional footer line.
 */
export function FormCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        {children}
        {footer && <p className="mt-8 text-center text-sm text-slate-600">{footer}</p>}
      </div>
    </section>
  );
}
