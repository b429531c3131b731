// A member's time zone as the server can tell it (issue #36): the app stores no zone of a member,
// only their country (User.country, from their profile) or their phone number's. A country with one
// zone gives it; any other (or none) gives null, and the caller names the zone it writes in.

/** Countries of one time zone, where MindCheck's members and help lines are (NG first). */
const ZONE_BY_COUNTRY: Readonly<Record<string, string>> = Object.freeze({
  NG: 'Africa/Lagos',
  GH: 'Africa/Accra',
  KE: 'Africa/Nairobi',
  ZA: 'Africa/Johannesburg',
  GB: 'Europe/London',
  IN: 'Asia/Kolkata',
});

/** The zone of an ISO 3166 alpha-2 country when it has only one, else null. */
export function zoneOfCountry(country: string | null | undefined): string | null {
  const key = country?.toUpperCase() ?? '';
  return Object.hasOwn(ZONE_BY_COUNTRY, key) ? ZONE_BY_COUNTRY[key] : null;
}
