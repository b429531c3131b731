// Issue #39, item 11: the profile's country list had 274 entries (two United Kingdoms, three
// Serbias, the USSR, Yugoslavia, East Germany). It is ISO 3166-1 now, named in the member's language.
import { COUNTRY_CODES } from '@mindcheck/common';
import { countryOptions } from './country-options';

describe('countryOptions', () => {
  it('lists each ISO 3166-1 country once, by a name of its own, sorted by name', () => {
    const options = countryOptions(['en']);
    expect(options.map((o) => o.code).sort()).toEqual([...COUNTRY_CODES]);
    const names = options.map((o) => o.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((n) => n === 'United Kingdom')).toHaveLength(1);
    expect(names.filter((n) => n === 'Serbia')).toHaveLength(1);
    expect(options.map((o) => o.code)).not.toEqual(expect.arrayContaining(['SU']));
    for (const gone of ['YU', 'DD', 'UK', 'CS', 'EU', 'UN'])
      expect(options.find((o) => o.code === gone)).toBeUndefined();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it("names the countries in the member's language", () => {
    const french = countryOptions(['fr-FR', 'en']);
    expect(french.find((o) => o.code === 'GB')?.name).toBe('Royaume-Uni');
    expect(french.find((o) => o.code === 'NG')?.name).toBe('Nigeria');
    expect(french.find((o) => o.code === 'DE')?.name).toBe('Allemagne');
  });
});
