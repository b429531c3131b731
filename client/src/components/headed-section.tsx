import type { ReactNode } from 'react';

/** A section named by its heading for assistive technology (aria-labelledby), each page giving its look. */
export function HeadedSection({
  id,
  heading,
  className,
  headingClassName,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  headingClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={headingClassName}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
