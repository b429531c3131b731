// The catalogue-completeness test (issue #36; common/src/locales/README.md): for every namespace
// file of en (app here; mail, sms, errors and crisis from the server's side), every language has
// every key but those it lists in awaiting-review.json, no key en lacks, each plural in the forms
// its language has, the same {{values}} and <tags> as en; awaiting-review names only real keys; and
// every key of `app` is used by the client (and every key the client uses exists).
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@mindcheck/common';

const localesDir = path.resolve(__dirname, '../../../../common/src/locales');
const clientSrc = path.resolve(__dirname, '../..');
const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * Keys the client builds at run time, each from a fixed list in the code: the prefix, and why.
 * Every key under such a prefix counts as used.
 */
const DYNAMIC_PREFIXES: Record<string, string> = {
  'assessments.': 'the five assessments by condition (components/assessment-links.ts)',
  'assessment.window.': "each assessment's time window by condition, for the languages other than English",
  'safetyPlan.steps.': "the safety plan's steps by key (lib/safety-plan-steps.ts)",
};

type Tree = { [key: string]: string | Tree };

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

/** en's keys as a language must have them: a plural (`x_one`, `x_other`) becomes its forms in `locale`. */
function expectedKeys(en: Map<string, string>, locale: string): Map<string, { base: string; english: string }> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const out = new Map<string, { base: string; english: string }>();
  for (const [key, english] of en) {
    const plural = PLURAL.exec(key);
    if (!plural) {
      out.set(key, { base: key, english });
      continue;
    }
    const base = key.slice(0, plural.index);
    for (const category of categories)
      out.set(`${base}_${category}`, { base, english: en.get(`${base}_other`) ?? english });
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

const namespaces = readdirSync(path.join(localesDir, 'en'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));

describe('the message catalogues (common/src/locales)', () => {
  it('have an app namespace in English', () => {
    expect(namespaces).toContain('app');
  });

  describe.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const reviewFile = path.join(localesDir, locale, 'awaiting-review.json');
    const review = existsSync(reviewFile) ? readJson(reviewFile) : [];

    it('lists keys awaiting review as an array of "namespace:key" that en has', () => {
      expect(Array.isArray(review)).toBe(true);
      for (const entry of review as unknown[]) {
        expect(typeof entry).toBe('string');
        const [namespace, key] = String(entry).split(/:(.*)/s);
        expect(namespaces).toContain(namespace);
        const en = leaves(readJson(path.join(localesDir, 'en', `${namespace}.json`)) as Tree);
        const known = [...en.keys()].some((k) => k === key || k.replace(PLURAL, '') === key);
        if (!known) throw new Error(`${locale}/awaiting-review.json: ${entry} is not a key of en/${namespace}.json`);
      }
    });

    it.each(namespaces)('has every key of en/%s.json but those awaiting review, and no other', (namespace) => {
      const pending = new Set(
        (review as string[]).filter((e) => e.startsWith(`${namespace}:`)).map((e) => e.slice(namespace.length + 1)),
      );
      const file = path.join(localesDir, locale, `${namespace}.json`);
      const own = existsSync(file) ? leaves(readJson(file) as Tree) : new Map<string, string>();
      const expected = expectedKeys(leaves(readJson(path.join(localesDir, 'en', `${namespace}.json`)) as Tree), locale);

      const missing = [...expected].filter(
        ([key, { base }]) => !own.has(key) && !pending.has(base) && !pending.has(key),
      );
      expect(missing.map(([key]) => `${namespace}:${key}`)).toEqual([]);
      const extra = [...own.keys()].filter((key) => !expected.has(key));
      expect(extra.map((key) => `${namespace}:${key}`)).toEqual([]);

      for (const [key, text] of own) {
        expect(text.trim()).not.toBe('');
        // The same values and links as the English sentence (a lost {{name}} would show nothing).
        if (expected.has(key))
          expect([key, placeholders(text)]).toEqual([key, placeholders(expected.get(key)!.english)]);
      }
    });
  });
});

/**
 * The keys the client names, in every source file but tests: `asked` are those of t('…') calls,
 * `named` every quoted key-like literal (a key chosen by a condition, or kept in a list).
 */
function sourceKeys(): { asked: Set<string>; named: Set<string> } {
  const asked = new Set<string>();
  const named = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const code = readFileSync(full, 'utf8');
        for (const m of code.matchAll(/\bt\(\s*'([\w.]+)'/g)) asked.add(m[1]);
        for (const m of code.matchAll(/'(\w+(?:\.\w+)+)'/g)) named.add(m[1]);
      }
    }
  };
  walk(clientSrc);
  return { asked, named };
}

describe('the app namespace and the client', () => {
  const en = leaves(readJson(path.join(localesDir, 'en', 'app.json')) as Tree);
  const bases = new Set([...en.keys()].map((k) => k.replace(PLURAL, '')));
  const { asked, named } = sourceKeys();

  it('uses every key of en/app.json (or builds it under a documented prefix)', () => {
    const unused = [...bases].filter(
      (key) => !named.has(key) && !Object.keys(DYNAMIC_PREFIXES).some((prefix) => key.startsWith(prefix)),
    );
    expect(unused).toEqual([]);
  });

  it('asks only for keys en/app.json has', () => {
    expect([...asked].filter((key) => !bases.has(key))).toEqual([]);
  });
});
