// The crisis resources the server puts into the page shell (a JSON data element in index.html),
// so "Get help now" answers without the API. The generic default stands in when the shell has
// none (the Vite dev server, a test render).
export interface ShellCrisisResource {
  name: string;
  contact: string;
  url?: string | null;
  country?: string | null;
  emergency?: boolean;
  source?: string | null;
  verifiedOn?: string | null;
}

interface ShellCrisisData {
  defaultCountry: string | null;
  defaults: ShellCrisisResource[];
  byCountry: Record<string, ShellCrisisResource[]>;
}

export const GENERIC_CRISIS_RESOURCES: ShellCrisisResource[] = [
  { name: 'Emergency services', contact: '112', url: null },
  {
    name: 'Find a Helpline (free, confidential helplines in your country)',
    contact: 'findahelpline.com',
    url: 'https://findahelpline.com',
  },
];

let data: ShellCrisisData | null = null;
let contact: string | null | undefined;

function readShell(): { crisis?: ShellCrisisData; contactTo?: string } {
  try {
    return JSON.parse(document.getElementById('mc-shell-data')?.textContent ?? '') as {
      crisis?: ShellCrisisData;
      contactTo?: string;
    };
  } catch {
    return {};
  }
}

function shellData(): ShellCrisisData {
  if (data) return data;
  const { crisis } = readShell();
  if (crisis && Array.isArray(crisis.defaults) && crisis.defaults.length) data = crisis;
  // No shell data: the generic default.
  data ??= { defaultCountry: null, defaults: GENERIC_CRISIS_RESOURCES, byCountry: {} };
  return data;
}

/** The operator's contact address (CONTACT_TO), when the shell carries it. */
export function shellContactAddress(): string | null {
  if (contact === undefined) contact = readShell().contactTo ?? null;
  return contact;
}

/** The region of a language tag (en-NG -> NG), or null; no pattern, bounded. */
function regionOf(tag: string): string | null {
  for (const part of tag.slice(0, 35).split('-').slice(1)) {
    if (part.length === 2 && /^[a-z]{2}$/i.test(part)) return part.toUpperCase();
  }
  return null;
}

/**
 * The resources for a country (ISO alpha-2); without one, for the first region of the browser's
 * languages that has a list (as the server reads Accept-Language); else the configured defaults.
 */
export function shellCrisisResources(
  country?: string | null,
  languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): ShellCrisisResource[] {
  const { defaults, byCountry } = shellData();
  const has = (key: string | null | undefined): key is string => !!key && Object.hasOwn(byCountry, key);
  const asked = country?.toUpperCase();
  if (has(asked)) return byCountry[asked];
  if (!country) {
    for (const tag of languages.slice(0, 20)) {
      const region = regionOf(tag);
      if (has(region)) return byCountry[region];
    }
  }
  return defaults;
}

/** A phone number to dial (digits, spaces, dashes, a leading +), for a tel: link; null for anything else. */
export function telHref(contact: string): string | null {
  const trimmed = contact.trim();
  if (trimmed.length > 30 || !/^\+?[0-9][0-9 ()-]*$/.test(trimmed)) return null;
  return `tel:${trimmed.replace(/[^0-9+]/g, '')}`;
}

/** Only http(s) links are ever rendered as links (the list is configurable on the server). */
export function safeHttpUrl(url?: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}
