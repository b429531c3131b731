// Crisis resources shown with crisis-level answers, crisis language in chat and "Get help now".
// CRISIS_RESOURCES is either a map from ISO 3166 alpha-2 country to resources, each with the
// source it was checked against and the date of that check:
//   {"NG": [{"name": "...", "contact": "...", "url": "...", "source": "https://...", "verifiedOn": "2026-11-01"}]}
// or the first wave's plain array of { name, contact, url? }, still accepted: it becomes the
// default for every country (an operator's own list, so no source is asked of it).
// CRISIS_DEFAULT_COUNTRY picks the map entry shown when a member's country is unknown or has no
// entry. Without either, the default names the emergency number 112 and the findahelpline.com
// directory. No helpline number ships here: a number only appears when an operator configured it
// with its source.
import { z } from 'zod';
import { ConfigError } from '../config.js';

export interface CrisisResource {
  name: string;
  contact: string;
  url: string | null;
  /** Where the operator checked this entry (map format only). */
  source?: string | null;
  /** The day of that check, YYYY-MM-DD (map format only). */
  verifiedOn?: string | null;
}

export const DEFAULT_CRISIS_RESOURCES: readonly CrisisResource[] = Object.freeze([
  { name: 'Emergency services', contact: '112', url: null },
  {
    name: 'Find a Helpline (free, confidential helplines in your country)',
    contact: 'findahelpline.com',
    url: 'https://findahelpline.com',
  },
]);

/** ISO 3166 alpha-2, upper case, e.g. NG. */
export const COUNTRY_CODE = /^[A-Z]{2}$/;

const httpUrl = z.url({ protocol: /^https?$/ });

const legacyResourceSchema = z.object({
  name: z.string().trim().min(1).max(200),
  contact: z.string().trim().min(1).max(200),
  url: httpUrl.nullish().transform((v) => v ?? null),
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

/**
 * The configured directory. Throws ConfigError (one line per problem) when CRISIS_RESOURCES is
 * malformed or CRISIS_DEFAULT_COUNTRY names a country the map does not have.
 */
export function loadCrisisDirectory(json?: string, defaultCountry?: string): CrisisDirectory {
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
  let byCountry: Record<string, readonly CrisisResource[]> = {};
  let defaults: readonly CrisisResource[] = DEFAULT_CRISIS_RESOURCES;
  if (Array.isArray(value)) {
    const parsed = z.array(legacyResourceSchema).min(1).max(20).safeParse(value);
    if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
    defaults = Object.freeze(parsed.data);
  } else if (value !== undefined) {
    if (typeof value !== 'object' || value === null)
      throw new ConfigError([
        'CRISIS_RESOURCES: must be a JSON object from country code to resources (or a JSON array)',
      ]);
    const parsed = mapSchema.safeParse(value);
    if (!parsed.success) throw new ConfigError(problemsOf(parsed.error));
    byCountry = Object.freeze(
      Object.fromEntries(Object.entries(parsed.data).map(([code, list]) => [code, Object.freeze(list)])),
    );
  }
  if (country) {
    const list = Object.hasOwn(byCountry, country) ? byCountry[country] : undefined;
    if (!list) throw new ConfigError([`CRISIS_DEFAULT_COUNTRY: ${country} has no entry in CRISIS_RESOURCES`]);
    defaults = list;
  }
  return {
    defaults,
    defaultCountry: country,
    byCountry,
    forCountry(code) {
      const key = typeof code === 'string' ? code.slice(0, 2).toUpperCase() : '';
      return (key.length === 2 && Object.hasOwn(byCountry, key) ? byCountry[key] : undefined) ?? defaults;
    },
  };
}

/** The default list of the configured directory (the first wave's reader, kept for its callers). */
export function loadCrisisResources(json?: string): readonly CrisisResource[] {
  return loadCrisisDirectory(json).defaults;
}
