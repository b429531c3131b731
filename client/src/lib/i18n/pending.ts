import type { Catalogue } from './catalogue';

// The keys a language awaits review for (its awaiting-review.json) are taken out of its catalogue
// before it reaches the browser (client/build/words.ts): a component then shows the English
// sentence for that key alone, from its own English sections (useT; common/src/locales/README.md).

const PLURAL_SUFFIX = /_(?:zero|one|two|few|many|other)$/;

/** The catalogue without the keys awaiting review (a plural's forms go with its key). */
export function withoutPending(catalogue: Catalogue, pending: ReadonlySet<string>, prefix = ''): Catalogue {
  const kept: Record<string, string | Catalogue> = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const at = `${prefix}${key}`;
    if (typeof value === 'string') {
      if (!pending.has(at) && !pending.has(at.replace(PLURAL_SUFFIX, ''))) kept[key] = value;
    } else if (!pending.has(at)) {
      kept[key] = withoutPending(value, pending, `${at}.`);
    }
  }
  return kept;
}

/** The keys of the `app` namespace a language still awaits review for. */
export function pendingAppKeys(review: unknown): Set<string> {
  const list = Array.isArray(review) ? (review as unknown[]) : [];
  return new Set(
    list.filter((k): k is string => typeof k === 'string' && k.startsWith('app:')).map((k) => k.slice('app:'.length)),
  );
}

/** A language's app catalogue as the browser is given it: the keys awaiting review taken out. */
export const shippedCatalogue = (app: unknown, review: unknown): Catalogue =>
  withoutPending(app as Catalogue, pendingAppKeys(review));
