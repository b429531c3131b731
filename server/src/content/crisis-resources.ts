// Crisis resources shown with crisis-level answers and crisis language in chat. Configurable with
// CRISIS_RESOURCES (a JSON array of { name, contact, url? }); the default names the emergency
// number 112 and the findahelpline.com directory. No helpline number ships here that has not been
// verified for the member's country: the directory finds the right one.
import { z } from 'zod';
import { ConfigError } from '../config.js';

export interface CrisisResource {
  name: string;
  contact: string;
  url: string | null;
}

export const DEFAULT_CRISIS_RESOURCES: readonly CrisisResource[] = [
  { name: 'Emergency services', contact: '112', url: null },
  {
    name: 'Find a Helpline (free, confidential helplines in your country)',
    contact: 'findahelpline.com',
    url: 'https://findahelpline.com',
  },
];

const resourceSchema = z.object({
  name: z.string().trim().min(1),
  contact: z.string().trim().min(1),
  url: z
    .url({ protocol: /^https?$/ })
    .nullish()
    .transform((v) => v ?? null),
});

/** The configured resources (CRISIS_RESOURCES JSON), or the default. Throws ConfigError when malformed. */
export function loadCrisisResources(json?: string): readonly CrisisResource[] {
  if (!json) return DEFAULT_CRISIS_RESOURCES;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new ConfigError(['CRISIS_RESOURCES: must be valid JSON']);
  }
  const parsed = z.array(resourceSchema).min(1).safeParse(value);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const [index, ...rest] = issue.path;
        const where = typeof index === 'number' ? ` entry ${index + 1}${rest.length ? ` ${rest.join('.')}` : ''}` : '';
        return `CRISIS_RESOURCES:${where}: ${issue.message}`;
      }),
    );
  }
  return parsed.data;
}
