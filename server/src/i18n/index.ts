// The server's languages (issue #36): one i18next instance over the server's catalogues in
// common/src/locales/<lang>/<namespace>.json (mail, errors, crisis, sms, rules, documents,
// assistant; `app` is the client's, read for the names the server's files share with the screens).
// A member's language is User.locale (localeOf), a visitor's the request's Accept-Language
// (visitorLocale); `translator(locale)` gives the `t` that mail, error and crisis code use.
//
// English falls in for a key only where the language's awaiting-review.json lists it (a key not yet
// translated, or a draft a person has not checked): such a key is always English, never a draft.
// Any other key missing from a language is a catalogue error, caught by catalogues.test.ts; at run
// time it reads as English too (never a raw key in a mail).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next, { type i18n, type Resource, type ResourceKey } from 'i18next';
import { DEFAULT_LOCALE, isLocale, SUPPORTED_LOCALES, type Locale } from '@mindcheck/common';

/**
 * The namespaces the server reads. `documents` holds the words of the files and pages the server
 * writes itself (the PDF summary, the sign-in popup's last page), `assistant` the offline evaluator's
 * and assistant's; the client's `app` is read only for
 * the names those share with the screens (a test's title, a band, a mood), so that both say them alike.
 */
export const SERVER_NAMESPACES = ['mail', 'errors', 'crisis', 'sms', 'rules', 'documents', 'assistant', 'app'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/** A translation function fixed to one language: `t('mail:passwordReset.subject', { ... })`. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

type Catalogue = Record<string, unknown>;
export interface Catalogues {
  /** Per language, per namespace, the file as written. */
  resources: Record<Locale, Partial<Record<ServerNamespace, Catalogue>>>;
  /** Per language, the `namespace:key.path` entries of its awaiting-review.json. */
  awaitingReview: Record<Locale, ReadonlySet<string>>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** server/src/i18n or server/dist/i18n -> common/src/locales (the Dockerfile copies the JSON there). */
export function defaultLocalesDir(): string {
  return path.resolve(here, '..', '..', '..', 'common', 'src', 'locales');
}

function readJson(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
}

/** Reads every server namespace of every language (a missing file is an empty namespace). */
export function readCatalogues(dir = defaultLocalesDir()): Catalogues {
  const resources = {} as Catalogues['resources'];
  const awaitingReview = {} as Catalogues['awaitingReview'];
  for (const locale of SUPPORTED_LOCALES) {
    resources[locale] = {};
    for (const ns of SERVER_NAMESPACES) {
      const file = readJson(path.join(dir, locale, `${ns}.json`));
      if (file && typeof file === 'object') resources[locale][ns] = file as Catalogue;
    }
    const listed = readJson(path.join(dir, locale, 'awaiting-review.json'));
    awaitingReview[locale] = new Set(Array.isArray(listed) ? listed.filter((k) => typeof k === 'string') : []);
  }
  return { resources, awaitingReview };
}

/** Every leaf key of a nested catalogue, as `a.b.c`. */
export function leafKeys(catalogue: unknown, prefix = ''): string[] {
  if (!catalogue || typeof catalogue !== 'object') return prefix ? [prefix] : [];
  return Object.entries(catalogue as Catalogue).flatMap(([key, value]) =>
    leafKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}

function getPath(catalogue: unknown, key: string): unknown {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

function setPath(catalogue: Catalogue, key: string, value: unknown): void {
  const parts = key.split('.');
  let node = catalogue;
  for (const part of parts.slice(0, -1)) {
    if (!node[part] || typeof node[part] !== 'object') node[part] = {};
    node = node[part] as Catalogue;
  }
  node[parts[parts.length - 1]] = value;
}

/**
 * What a language serves: its own entries, with English put in for every key its
 * awaiting-review.json lists (whatever the language's file holds there), and for a key it lacks
 * (reported through `onMissing`).
 */
export function servedResources(catalogues: Catalogues, onMissing: (key: string) => void = () => {}): Resource {
  const english = catalogues.resources.en;
  const served: Resource = {};
  for (const locale of SUPPORTED_LOCALES) {
    served[locale] = {};
    for (const ns of SERVER_NAMESPACES) {
      const own = structuredClone(catalogues.resources[locale][ns] ?? {});
      if (locale !== 'en') {
        for (const key of leafKeys(english[ns])) {
          const full = `${ns}:${key}`;
          // A plural is listed by its base key (`rules:codeWrong` for codeWrong_one, codeWrong_other).
          const listed =
            catalogues.awaitingReview[locale].has(full) ||
            catalogues.awaitingReview[locale].has(full.replace(/_(?:zero|one|two|few|many|other)$/, ''));
          if (!listed && typeof getPath(own, key) !== 'string') onMissing(`${locale}/${full}`);
          if (listed || typeof getPath(own, key) !== 'string') setPath(own, key, getPath(english[ns], key));
        }
      }
      served[locale][ns] = own as ResourceKey;
    }
  }
  return served;
}

/** A fresh i18next instance over the catalogues (synchronous: the resources are in memory). */
export function createServerI18n(catalogues = readCatalogues(), onMissing?: (key: string) => void): ServerI18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: servedResources(catalogues, onMissing),
    lng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    fallbackLng: false,
    ns: [...SERVER_NAMESPACES],
    defaultNS: false,
    initAsync: false,
    // Plain text: mail HTML is escaped by Handlebars, GraphQL messages are JSON.
    interpolation: { escapeValue: false },
    returnNull: false,
    returnEmptyString: false,
  });
  return new ServerI18n(instance, catalogues);
}

export class ServerI18n {
  constructor(
    private readonly instance: i18n,
    readonly catalogues: Catalogues,
  ) {}

  /** `t` in `locale` (anything not one of ours reads as English). */
  t(locale: string | null | undefined): Translate {
    const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
    const fixed = this.instance.getFixedT(lng);
    return (key, options) => String(fixed(key, options as never));
  }

  /** The raw entry for `namespace:key` in `locale` as served (no interpolation): mail templates. */
  raw(locale: Locale, key: string): string | undefined {
    const [ns, path] = key.split(':', 2);
    const value: unknown = this.instance.getResource(locale, ns, path);
    return typeof value === 'string' ? value : undefined;
  }

  /** Whether `namespace:key` waits for a person's review in `locale` (and so reads as English). */
  awaitingReview(locale: Locale, key: string): boolean {
    return locale !== 'en' && this.catalogues.awaitingReview[locale].has(key);
  }
}

let shared: ServerI18n | undefined;

/** The process's instance, read from disk on first use. */
export function serverI18n(): ServerI18n {
  shared ??= createServerI18n();
  return shared;
}

/** `t` in the member's or visitor's language. */
export function translator(locale: string | null | undefined): Translate {
  return serverI18n().t(locale);
}
