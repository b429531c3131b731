import type { ReactNode } from 'react';
import { HeadedSection } from '../../components/headed-section';

/** A card of the profile page with its heading (named by it for assistive technology). */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const card = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
  return (
    <HeadedSection id={id} heading={title} className={card} headingClassName="text-lg font-semibold text-slate-900">
      {children}
    </HeadedSection>
  );
}
