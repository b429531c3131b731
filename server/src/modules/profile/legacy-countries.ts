// Codes stored from the profile's old country list (issue #39, item 11): it offered every two
// letters the browser could name (UK beside GB, YU and CS beside RS, SU, DD). Run at start-up: each
// such code becomes the ISO 3166-1 country it now is (CLDR's aliases), or is cleared when it names
// none, so the crisis lines shown follow a country that exists. Idempotent; reads only the few
// members whose code is not on the list.
import { COUNTRY_CODES, currentCountryCode } from '@mindcheck/common';
import type { Logger } from '../../logger.js';
import type { UserModel } from '../auth/user.model.js';

export async function migrateLegacyCountryCodes(users: UserModel, logger: Logger): Promise<void> {
  const legacy = await users.collection
    .find({ country: { $exists: true, $nin: [...COUNTRY_CODES] } }, { projection: { country: 1 } })
    .toArray();
  for (const { _id, country } of legacy) {
    const current = typeof country === 'string' ? currentCountryCode(country) : null;
    await users.collection.updateOne(
      { _id, country },
      current ? { $set: { country: current } } : { $unset: { country: '' } },
    );
  }
  if (legacy.length > 0) logger.info({ members: legacy.length }, 'country codes from the old list migrated');
}
