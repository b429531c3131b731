import {
  createContext,
  startTransition,
  Suspense,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { isLocale, type Locale } from '@mindcheck/common';
import type { Catalogue, Translate, Translator } from './catalogue';
import { englishT } from './english';
import { storeLocale, visitorLocale } from './choice';
import { sectionsWaited, translatorOf } from './words';

export interface LocaleState {
  locale: Locale;
  /** The language other than English, over its sections loaded so far; null for English (each page's own sections). */
  translate: Translator | null;
  /** Switches the interface to `locale` (and keeps the choice: this device, the member's account). */
  setLocale: (locale: Locale) => void;
}

/** English with nothing loaded: what a page without the provider (a unit test) renders in. */
export const LocaleContext = createContext<LocaleState>({ locale: 'en', translate: null, setLocale: () => {} });

/**
 * Suspends (React's `use`) until the catalogue sections `names` of the language shown are loaded
 * (words.ts; nothing for English): a page never shows English first and then its words.
 */
export function useSections(names: readonly string[]) {
  const { locale, translate } = useContext(LocaleContext);
  const waiting = translate && sectionsWaited(locale, names);
  if (waiting) use(waiting);
}

/**
 * The interface's language for the whole app, below the current user: the member's account
 * language (`accountLocale`), else this device's choice, else the browser's. Shows `fallback` (the
 * loading bar) until the first page's words are in (each component waits for its sections:
 * useSections); a later switch keeps the old words until the new ones are loaded (a transition).
 * `<html lang>` follows.
 */
export function LocaleProvider({
  accountLocale,
  accountId,
  onChosen,
  fallback,
  children,
}: {
  accountLocale?: string | null;
  /** The signed-in member's id: a choice made in this tab holds for that member only. */
  accountId: string | null;
  /** Saves a choice where it belongs beyond this device (the member's account). */
  onChosen?: (locale: Locale) => void;
  /** Shown while the first page's words load. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<{ locale: Locale; by: string | null } | null>(null);
  const wanted: Locale =
    chosen && chosen.by === accountId ? chosen.locale : isLocale(accountLocale) ? accountLocale : visitorLocale();
  useEffect(() => {
    document.documentElement.lang = wanted;
  }, [wanted]);

  useEffect(() => {
    if (isLocale(accountLocale) && !chosen) storeLocale(accountLocale);
  }, [accountLocale, chosen]);

  const setLocale = useCallback(
    (locale: Locale) => {
      storeLocale(locale);
      // A transition: the page keeps its words until the new language's are in (useT suspends).
      startTransition(() => setChosen({ locale, by: accountId }));
      onChosen?.(locale);
    },
    [accountId, onChosen],
  );

  const value = useMemo(
    () => ({ locale: wanted, translate: wanted === 'en' ? null : translatorOf(wanted), setLocale }),
    [wanted, setLocale],
  );
  return (
    <LocaleContext value={value}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LocaleContext>
  );
}

/** The language shown and the way to change it. */
export const useLocale = (): Pick<LocaleState, 'locale' | 'setLocale'> => useContext(LocaleContext);

/**
 * The translator for a component: `t('dashboard.greeting', { name })`. `english` holds the catalogue
 * sections the component uses, imported by name from the English catalogue (`app-en:<section>`), so
 * its English words load with its own code; another language waits for those sections of its own
 * (useSections), and a key it awaits review for is the English sentence, whole.
 */
export function useT(english: Catalogue): Translate {
  const { translate } = useContext(LocaleContext);
  // Its keys are the sections' names (`useT({ booking: words })`): another language waits for them.
  useSections(Object.keys(english));
  const inEnglish = englishT(english);
  if (!translate) return inEnglish;
  return (key, values) => (translate.has(key, values) ? translate.t(key, values) : inEnglish(key, values));
}
