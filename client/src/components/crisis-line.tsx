import { safeHttpUrl, telHref } from '../lib/crisis-shell';
import { crisis } from 'app-en:crisis';
import { helpLineNameKey, useHelpLineName } from '../lib/help-line-name';
import { useSentences } from '../lib/i18n/sentence';

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
  const name = useHelpLineName()(resource.name);
  // The sentences around the name are in the name's language (English while it awaits review).
  const { t: pageT, wordsFor } = useSentences({ crisis });
  const key = helpLineNameKey(resource.name);
  const t = key ? wordsFor(key) : pageT;
  const linkClass =
    'font-semibold text-rose-900 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-700';
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold">{name}:</span>
      {tel ? (
        <a
          href={tel}
          aria-label={t('crisis.call', { name, contact: resource.contact })}
          className={`${linkClass} text-lg`}
        >
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
          aria-label={t('crisis.websiteOf', { name })}
          className="text-sm underline underline-offset-2"
        >
          {t('crisis.website')}
        </a>
      ) : null}
    </div>
  );
}
