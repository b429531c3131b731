// The crisis resources the server puts into the page shell (a JSON data element in index.html),
// so "Get help now" answers without the API. The generic default stands in when the shell has
// none (the Vite dev server, a test render).
export interface ShellCrisisResource {
  name: string;
  contact: string;
  url?: string | null;
  source?: string | null;
  verifiedOn?: string | null;
}

interface ShellCrisisData {
  defaultCountry: string | null;
  defaults: ShellCrisisResource[];
  byCountry: Record<string, ShellCrisisResource[]>;
}

/** The directory's international entries (common's HELP_LINE_NAMES; help-line-name.test.ts holds them equal). */
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

/** The resources for a country (ISO alpha-2), else the configured defaults. */
export function shellCrisisResources(country?: string | null): ShellCrisisResource[] {
  const { defaults, byCountry } = shellData();
  const key = country?.toUpperCase();
  return (key && Object.hasOwn(byCountry, key) ? byCountry[key] : undefined) ?? defaults;
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
