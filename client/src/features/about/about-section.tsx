import type { ReactNode } from 'react';
import { HeadedSection } from '../../components/headed-section';

/** A section of the about page on the white page: its heading, then what it says. */
export function AboutSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  const page = 'mx-auto max-w-5xl px-4 py-12 sm:px-6';
  const title = 'text-2xl font-bold tracking-tight text-slate-900';
  return (
    <HeadedSection id={id} heading={heading} className={page} headingClassName={title}>
      {children}
    </HeadedSection>
  );
}
