import { safeHttpUrl, telHref, type ShellCrisisResource } from '../lib/crisis-shell';
import { help } from 'app-en:help';
import { useT } from '../lib/i18n/locale';
import { useHelpLineName } from '../lib/help-line-name';

/** "Get help now"'s crisis resources: each a tap-to-call number (when it is one) and its website. */
export function HelpNowResources({ resources }: { resources: readonly ShellCrisisResource[] }) {
  const t = useT({ help });
  const nameOf = useHelpLineName();
  return (
    <ul className="mt-3 space-y-2" aria-label={t('help.resources')}>
      {resources.map((r) => {
        const tel = telHref(r.contact);
        const href = safeHttpUrl(r.url);
        return (
          <li key={`${r.name}-${r.contact}`} className="rounded-lg border border-rose-200 bg-rose-50 p-3">
            <span className="font-semibold">{nameOf(r.name)}: </span>
            {tel ? (
              <a href={tel} className="font-semibold text-rose-900 underline underline-offset-2">
                {r.contact}
              </a>
            ) : (
              <span className="font-medium">{r.contact}</span>
            )}
            {href && (
              <>
                {' '}
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-rose-900 underline underline-offset-2"
                >
                  {t('help.website')}
                </a>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}
