import { SMS_CATALOGUES } from './sms.js';
import { SUPPORTED_LOCALES } from './index.js';

/** Every key path of a catalogue, and the {{placeholders}} of each text. */
function entries(catalogue: object, prefix = ''): [string, string[]][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort()] as [string, string[]]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

describe('the sms catalogues', () => {
  const english = entries(SMS_CATALOGUES.en);

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))('%s has every key of en, with the same placeholders', (l) => {
    expect(entries(SMS_CATALOGUES[l])).toEqual(english);
  });

  it('fits each English notice, with its opt-out line, in one 160-character text', () => {
    const optOut = SMS_CATALOGUES.en.optOut;
    for (const [key] of english.filter(([k]) => k !== 'optOut')) {
      const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], SMS_CATALOGUES.en);
      const filled = String(text)
        .replace('{{date}}', 'Wednesday 30 September')
        .replace(/\{\{\w+\}\}/g, '00:00');
      expect(`${filled} ${optOut}`.length).toBeLessThanOrEqual(160);
    }
  });
});
