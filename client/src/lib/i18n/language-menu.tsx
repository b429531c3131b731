import { useEffect, useId, useRef, useState } from 'react';
import { Languages } from 'lucide-react';
import { LOCALE_NAMES, SUPPORTED_LOCALES } from '@mindcheck/common';
import { shell } from 'app-en:shell';
import { useLocale, useT } from './locale';

/**
 * The language menu (issue #36): a button named "Language: <the language>" that shows the five
 * languages, each by its own name; choosing one switches the interface at once and keeps the
 * choice (LocaleProvider). A disclosure of buttons rather than a select, so that the page's own
 * selects (a test's answers) stay the only comboboxes on it.
 */
export function LanguageMenu({ className = '' }: { className?: string }) {
  const t = useT({ shell });
  const { locale, setLocale } = useLocale();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <Languages className="h-5 w-5 shrink-0" strokeWidth={1.8} aria-hidden="true" />
        <span className="sr-only">{t('shell.language')}: </span>
        <span lang={locale}>{LOCALE_NAMES[locale]}</span>
      </button>
      {/* Unnamed: the button that opens it names it ("Language" would also answer a search for "Age"). */}
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 z-50 mt-1 w-48 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {SUPPORTED_LOCALES.map((code) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === locale ? 'true' : undefined}
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
                if (code !== locale) setLocale(code);
              }}
              className="flex min-h-11 w-full items-center rounded-md px-3 text-left text-sm text-slate-800 hover:bg-slate-100 aria-[current=true]:font-semibold aria-[current=true]:text-brand-800"
            >
              {LOCALE_NAMES[code]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
