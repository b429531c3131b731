// Crisis resources by country, for members and visitors ("Get help now", crisis answers, chat).
import type { CrisisResource, LiveCrisisDirectory } from '../../content/crisis-resources.js';
import type { CrisisDirectoryStore } from './crisis-directory.store.js';
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';

export class CrisisService {
  constructor(
    readonly directory: LiveCrisisDirectory,
    /** The stored directory operators edit in /admin. */
    readonly store: CrisisDirectoryStore,
  ) {}

  /** True when the directory has a list of its own for this country code (upper case). */
  knows(country: string): boolean {
    return Object.hasOwn(this.directory.byCountry, country);
  }

  /** The resources of a country (ISO 3166 alpha-2, any case), else the defaults. */
  resources(country: string | null | undefined): readonly CrisisResource[] {
    if (country === null || country === undefined || country === '') return this.directory.defaults;
    // Capped before the pattern runs.
    if (country.length > 2 || !/^[A-Za-z]{2}$/.test(country))
      throw AppError.badInput(messages.invalidCountry, 'country');
    return this.directory.forCountry(country);
  }
}
