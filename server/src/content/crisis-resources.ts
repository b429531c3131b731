// Crisis resources shown with crisis-level answers, crisis language in chat and "Get help now".
// The reviewed directory in crisis-directory.ts (a source URL and a check date on every entry) is
// what ships. CRISIS_RESOURCES overrides it: either a map from ISO 3166 alpha-2 country to
// resources, each with the source it was checked against and the date of that check:
//   {"NG": [{"name": "...", "contact": "...", "url": "...", "emergency": true, "source": "https://...", "verifiedOn": "2026-11-01"}]}
// (a country in the map replaces the code's list for it; when the operator's list has no emergency
// number, the code's emergency entries for that country, else 112, are kept in front of it)
// or the first wave's plain array of { name, contact, url? }, still accepted: it becomes the
// list for every country (an operator's own list, so no source is asked of it).
// CRISIS_DEFAULT_COUNTRY picks the country whose list is shown when a member's country is unknown
// or has no entry. Without it, the default names the emergency number 112 and the
// findahelpline.com directory.
import { z } from 'zod';
import { ConfigError } from '../config.js';
import {
  type DirectoryEntry,
  INTERNATIONAL_DIRECTORY,
  INTERNATIONAL_EMERGENCY,
  REVIEWED_DIRECTORY,
} from './crisis-directory.js';

export interface CrisisResource {
  name: string;
  contact: string;
  url: string | null;
  /** Where the operator checked this entry (map format only). */
  source?: string | null;
  /** The day of that check, YYYY-MM-DD (map format only). */
  verifiedOn?: string | null;
  /** ISO 3166 alpha-2 country this entry serves; null or absent for an international entry. */
  country?: string | null;
  /** True for a general emergency number; absent means a support line. */
  emergency?: boolean;
}

/** What a visitor of unknown country sees without CRISIS_DEFAULT_COUNTRY: 112 and the directory. */
export const DEFAULT_CRISIS_RESOURCES: readonly CrisisResource[] = Object.freeze([
  INTERNATIONAL_EMERGENCY,
  INTERNATIONAL_DIRECTORY,
]);

/** ISO 3166 alpha-2, upper case, e.g. NG. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

const httpUrl = z.url({ protocol: /^https?$/ });

const legacyResourceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  contact: z.string().trim().min(1).max(200),
  url: httpUrl.nullish().transform((v) => v ?? null),
  emergency: z.boolean().optional(),
});

const sourcedResourceSchema = legacyResourceSchema.extend({
  source: httpUrl,
  verifiedOn: z.iso.date({ message: 'must be the date it was last verified, YYYY-MM-DD' }),
});

const mapSchema = z.record(
  z.string().regex(COUNTRY_CODE, { message: 'keys must be ISO 3166 alpha-2 country codes such as NG' }),
  z.array(sourcedResourceSchema).min(1).max(20),
);

export interface CrisisDirectory {
  /** The list for a member or visitor whose country is unknown or has no entry. */
  readonly defaults: readonly CrisisResource[];
  /** The default country, when one is configured. */
  readonly defaultCountry: string | null;
  /** The countries with their own list. */
  readonly byCountry: Readonly<Record<string, readonly CrisisResource[]>>;
  /** The list for a country (any case), else the defaults. */
  forCountry(country?: string | null): readonly CrisisResource[];
}

function problemsOf(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.map((p) => (typeof p === 'number' ? `entry ${p + 1}` : String(p))).join(' ');
    return `CRISIS_RESOURCES:${where ? ` ${where}` : ''}: ${issue.message}`;
  });
}

/** Entries grouped by country, each list with the international directory after it when the
 *  country has no support line of its own. */
export function groupByCountry(entries: readonly DirectoryEntry[]): Record<string, readonly CrisisResource[]> {
  const lists = new Map<string, CrisisResource[]>();
  for (const e of entries) {
    if (!e.country) continue;
    const list = lists.get(e.country) ?? [];
    list.push(e);
    lists.set(e.country, list);
  }
  return Object.fromEntries(
    [...lists].map(([code, list]) => {
      const sorted = [...list.filter((r) => r.emergency), ...list.filter((r) => !r.emergency)];
      const withDirectory = sorted.some((r) => !r.emergency) ? sorted : [...sorted, INTERNATIONAL_DIRECTORY];
      return [code, Object.freeze(withDirectory)];
    }),
  );
}

/**
 * A directory that can be replaced whole (the operators' edits, reloaded on every instance):
 * callers hold the object, and each answer reads the current lists.
 */
export class LiveCrisisDirectory implements CrisisDirectory {
  private lists: Record<string, readonly CrisisResource[]>;
  private fallback: readonly CrisisResource[];
  /** Set when CRISIS_RESOURCES is the first wave's array: every country gets that list. */
  private readonly everyCountry: readonly CrisisResource[] | null;

  /** Bumped on every replace: whoever caches a rendering of the lists (the page shell) redoes it. */
  version = 0;

  constructor(
    byCountry: Record<string, readonly CrisisResource[]>,
    readonly defaultCountry: string | null,
    everyCountry: readonly CrisisResource[] | null = null,
    /** The operator's CRISIS_RESOURCES lists, by country: they stay over any replacement. */
    readonly overrides: Readonly<Record<string, readonly CrisisResource[]>> = {},
  ) {
    this.everyCountry = everyCountry;
    this.lists = Object.freeze({ ...byCountry });
    this.fallback = this.defaultsOf(this.lists);
  }

  private defaultsOf(lists: Record<string, readonly CrisisResource[]>): readonly CrisisResource[] {
    if (this.everyCountry) return this.everyCountry;
    const own = this.defaultCountry && Object.hasOwn(lists, this.defaultCountry) ? lists[this.defaultCountry] : null;
    return own ?? DEFAULT_CRISIS_RESOURCES;
  }

  get defaults(): readonly CrisisResource[] {
    return this.fallback;
  }

  get byCountry(): Readonly<Record<string, readonly CrisisResource[]>> {
    return this.everyCountry ? {} : this.lists;
  }

  forCountry(code?: string | null): readonly CrisisResource[] {
    if (this.everyCountry) return this.everyCountry;
    const key = typeof code === 'string' ? code.slice(0, 2).toUpperCase() : '';
    return (key.length === 2 && Object.hasOwn(this.lists, key) ? this.lists[key] : undefined) ?? this.fallback;
  }

  /** Replaces every country's list (an operator's edit); the configured overrides are the caller's. */
  replace(byCountry: Record<string, readonly CrisisResource[]>): void {
    const lists = Object.freeze({ ...byCountry, ...this.overrides });
    this.lists = lists;
    this.fallback = this.defaultsOf(lists);
    this.version += 1;
  }
}

/** An operator's list for a country, with the country's emergency numbers kept in front when it has none. */
function withEmergency(code: string, list: readonly CrisisResource[]): readonly CrisisResource[] {
  const own = list.map((r) => ({ ...r, country: code, emergency: r.emergency ?? false }));
  if (own.some((r) => r.emergency)) return Object.freeze(own);
  const shipped = REVIEWED_DIRECTORY.filter((e) => e.country === code && e.emergency);
  return Object.freeze([...(shipped.length ? shipped : [INTERNATIONAL_EMERGENCY]), ...own]);
}

/**
 * The configured directory: the reviewed one in the code, with CRISIS_RESOURCES over it. Throws
 * ConfigError (one line per problem) when CRISIS_RESOURCES is malformed or CRISIS_DEFAULT_COUNTRY
 * names a country the directory does not have.
 */
export function loadCrisisDirectory(json?: string, defaultCountry?: string): LiveCrisisDirectory {
  const country = defaultCountry?.trim().toUpperCase() || null;
  if (country && !COUNTRY_CODE.test(country))
    throw new ConfigError(['CRISIS_DEFAULT_COUNTRY: must be an ISO 3166 alpha-2 country code such as NG']);
  let value: unknown = undefined;
  if (json) {
    try {
      value = JSON.parse(json);
    } catch {
      throw new ConfigError(['CRISIS_RESOURCES: must be valid JSON']);
    }
  }
  const byCountry: Record<string, readonly CrisisResource[]> = groupByCountry(REVIEWED_DIRECTORY);
  let everyCountry: readonly CrisisResource[] | null = null;
  const overrides: Record<string, readonly CrisisResource[]> = {};
  if (Array.isArray(value)) {
    const parsed = z.array(legacyResourceSchema).min(1).max(20).safeParse(value);
    if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
    everyCountry = Object.freeze(parsed.data);
  } else if (value !== undefined) {
    if (typeof value !== 'object' || value === null)
      throw new ConfigError([
        'CRISIS_RESOURCES: must be a JSON object from country code to resources (or a JSON array)',
      ]);
    const parsed = mapSchema.safeParse(value);
    if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
    for (const [code, list] of Object.entries(parsed.data)) overrides[code] = withEmergency(code, list);
    Object.assign(byCountry, overrides);
  }
  if (country && !everyCountry && !Object.hasOwn(byCountry, country))
    throw new ConfigError([`CRISIS_DEFAULT_COUNTRY: ${country} has no entry in CRISIS_RESOURCES`]);
  return new LiveCrisisDirectory(byCountry, country, everyCountry, overrides);
}

/** The default list of the configured directory (the first wave's reader, kept for its callers). */
export function loadCrisisResources(json?: string): readonly CrisisResource[] {
  return loadCrisisDirectory(json).defaults;
}
