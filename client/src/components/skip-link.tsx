import { shell } from 'app-en:shell';
import { useT } from '../lib/i18n/locale';

/** The first focusable element of a layout: jumps past the navigation to the page's <main id="main">. */
export function SkipLink() {
  const t = useT({ shell });
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50"
    >
      {t('shell.skipLink')}
    </a>
  );
}
