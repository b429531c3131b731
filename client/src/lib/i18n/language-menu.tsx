import { useId } from 'react';
import { isLocale, LOCALE_NAMES, SUPPORTED_LOCALES } from '@mindcheck/common';
import { shell } from 'app-en:shell';
import { useLocale, useT } from './locale';

/**
 * The language menu (issue #36): a native select with its visible label, each language by its own
 * name. Choosing one switches the interface at once and keeps the choice (see LocaleProvider).
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const t = useT({ shell });
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('shell.language')}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) setLocale(event.target.value);
        }}
        className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {SUPPORTED_LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
