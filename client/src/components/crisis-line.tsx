import { safeHttpUrl, telHref } from '../lib/crisis-shell';

export interface CrisisCardResource {
  name: string;
  contact: string;
  url?: string | null;
  /** A general emergency number (the directory marks it); listed first. */
  emergency?: boolean;
}

export function CrisisLine({ resource }: { resource: CrisisCardResource }) {
  const tel = telHref(resource.contact);
  const href = safeHttpUrl(resource.url);
  const linkClass =
    'font-semibold text-rose-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700';
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold">{resource.name}:</span>
      {tel ? (
        <a href={tel} aria-label={`Call ${resource.name} on ${resource.contact}`} className={`${linkClass} text-lg`}>
          {resource.contact}
        </a>
      ) : href ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {resource.contact}
        </a>
      ) : (
        <span className="font-medium">{resource.contact}</span>
      )}
      {tel && href ? (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${resource.name} website`}
          className="text-sm underline underline-offset-2"
        >
          Website
        </a>
      ) : null}
    </div>
  );
}
