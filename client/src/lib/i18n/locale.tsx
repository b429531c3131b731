import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isLocale, type Locale } from '@mindcheck/common';
import type { Catalogue, Translate, Translator } from './catalogue';
import { englishT } from './english';
import { storeLocale, visitorLocale } from './choice';

export interface LocaleState {
  locale: Locale;
  /** The loaded language other than English; null for English (each page's own sections). */
  translate: Translator | null;
  /** Switches the interface to `locale` (and keeps the choice: this device, the member's account). */
  setLocale: (locale: Locale) => void;
}

/** English with nothing loaded: what a page without the provider (a unit test) renders in. */
export const LocaleContext = createContext<LocaleState>({ locale: 'en', translate: null, setLocale: () => {} });

const translators = new Map<Locale, Promise<Translator>>();

/** Starts loading a language's catalogue and i18next (nothing for English); main.tsx calls it at module start. */
export function loadTranslator(locale: Locale): Promise<Translator | null> {
  if (locale === 'en') return Promise.resolve(null);
  let loading = translators.get(locale);
  if (!loading) {
    loading = import('./translator').then((m) => m.createTranslator(locale));
    // A failed load (offline) is tried again next time rather than remembered.
    loading.catch(() => translators.delete(locale));
    translators.set(locale, loading);
  }
  return loading;
}

/**
 * The interface's language for the whole app, below the current user: the member's account
 * language (`accountLocale`), else this device's choice, else the browser's. Renders nothing (the
 * loading bar is already showing) until the first language's catalogue is in; a later switch keeps
 * the old words until the new ones are loaded. `<html lang>` follows.
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
  /** Shown while the first language loads. */
  fallback: ReactNode;
  children: ReactNode;
}) {
  const [chosen, setChosen] = useState<{ locale: Locale; by: string | null } | null>(null);
  const wanted: Locale =
    chosen && chosen.by === accountId ? chosen.locale : isLocale(accountLocale) ? accountLocale : visitorLocale();
  const [shown, setShown] = useState<{ locale: Locale; translate: Translator | null } | null>(
    wanted === 'en' ? { locale: 'en', translate: null } : null,
  );

  useEffect(() => {
    if (shown?.locale === wanted) return;
    let current = true;
    loadTranslator(wanted).then(
      (translate) => current && startTransition(() => setShown({ locale: wanted, translate })),
      // Not loaded (offline): English, whole sentences, rather than nothing.
      () => current && setShown((was) => was ?? { locale: 'en', translate: null }),
    );
    return () => {
      current = false;
    };
  }, [wanted, shown?.locale]);

  useEffect(() => {
    if (isLocale(accountLocale) && !chosen) storeLocale(accountLocale);
  }, [accountLocale, chosen]);

  useEffect(() => {
    if (shown) document.documentElement.lang = shown.locale;
  }, [shown]);

  const setLocale = useCallback(
    (locale: Locale) => {
      storeLocale(locale);
      setChosen({ locale, by: accountId });
      onChosen?.(locale);
    },
    [accountId, onChosen],
  );

  const value = useMemo(() => (shown ? { ...shown, setLocale } : null), [shown, setLocale]);
  if (!value) return fallback;
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

/** The language shown and the way to change it. */
export function useLocale(): Pick<LocaleState, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useContext(LocaleContext);
  return { locale, setLocale };
}

/**
 * The translator for a component: `t('dashboard.greeting', { name })`. `english` holds the catalogue
 * sections the component uses, imported by name from the English catalogue (lib/i18n/en.ts), so
 * its English words load with its own code; another language reads its whole loaded catalogue,
 * and a key it awaits review for is the English sentence, whole.
 */
export function useT(english: Catalogue): Translate {
  const { translate } = useContext(LocaleContext);
  const inEnglish = englishT(english);
  if (!translate) return inEnglish;
  return (key, values) => (translate.has(key, values) ? translate.t(key, values) : inEnglish(key, values));
}
