import type { ReactNode } from 'react';
import { ExternalLink, Video } from 'lucide-react';

/** The link to an appointment's meeting room elsewhere (the expert's https link), opening in a new tab. */
export function MeetingLink({
  url,
  newTab,
  className,
  children,
}: {
  url: string;
  /** Said to screen readers: "(opens in a new tab)". */
  newTab: string;
  /** The gap and the weight. */
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center text-brand-800 underline underline-offset-2 ${className}`}
    >
      <Video aria-hidden="true" className="size-4 shrink-0" />
      {children}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{newTab}</span>
    </a>
  );
}
