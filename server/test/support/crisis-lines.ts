// A country's own help line set through CRISIS_RESOURCES, and the lines a member in that country is
// then given: shared by the tests of the crisis replies (the chat's, in each language).

/** A Nigerian help line as an operator configures it. */
export const NG_LINE = {
  name: 'Test support line',
  contact: '0800 555 0101',
  url: 'https://lines.example.org',
  source: 'https://lines.example.org/about',
  verifiedOn: '2026-11-01',
};

/** The env that gives Nigeria that line and makes Nigeria the country of a member who did not say. */
export const NG_LINE_ENV = { CRISIS_RESOURCES: JSON.stringify({ NG: [NG_LINE] }), CRISIS_DEFAULT_COUNTRY: 'NG' };

/**
 * The lines a member in Nigeria is given: an operator's list for a country without an emergency
 * number keeps the country's own in front (the reviewed directory's rule: docs/clinical-safety.md,
 * a wrong or outdated help line).
 */
export const NG_LINES = [
  { name: 'Emergency services (police, fire, ambulance)', contact: '112', url: null },
  { name: NG_LINE.name, contact: NG_LINE.contact, url: NG_LINE.url },
];
