import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen. The scrolling box is a named region the keyboard
 * can reach (WCAG 2.1.1: its content scrolls with the arrow keys); the caption names the table for
 * screen readers.
 */
export function ScrollTable({
  label,
  caption,
  className,
  head,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  caption: string;
  /** Spacing around the box (e.g. mt-6). */
  className: string;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`focus-visible:outline-2 focus-visible:outline-brand-600 ${className} overflow-x-auto`}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-slate-600">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
