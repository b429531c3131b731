// The profile's country list (issue #39, item 11): ISO 3166-1 as maintained (i18n-iso-countries),
// not every two-letter code a browser can name (two United Kingdoms, three Serbias, the USSR ...).
import { COUNTRY_CODES, currentCountryCode, isCountryCode } from './index.js';

describe('the countries a member may choose', () => {
  it('are the ISO 3166-1 alpha-2 codes, each once, with one name each', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRY_CODES.length).toBeLessThan(260);
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const english = COUNTRY_CODES.map((code) => names.of(code));
    expect(new Set(english).size).toBe(english.length);
    expect(english.filter((name) => name === 'United Kingdom')).toHaveLength(1);
    expect(english.filter((name) => name === 'Serbia')).toHaveLength(1);
  });

  it.each(['NG', 'GB', 'RS', 'DE', 'US', 'ng'])('accepts %s', (code) => {
    expect(isCountryCode(code.toUpperCase())).toBe(true);
  });

  it.each(['SU', 'YU', 'DD', 'UK', 'CS', 'EU', 'UN', 'ZZ', 'XA', 'ng', 'Nigeria'])('refuses %s', (code) => {
    expect(isCountryCode(code)).toBe(false);
  });

  it('reads a code stored from the old list as the country it now is, or as none', () => {
    expect(currentCountryCode('NG')).toBe('NG');
    expect(currentCountryCode('UK')).toBe('GB');
    expect(currentCountryCode('DD')).toBe('DE');
    expect(currentCountryCode('YU')).toBe('RS');
    expect(currentCountryCode('SU')).toBe('RU');
    expect(currentCountryCode('ZR')).toBe('CD');
    expect(currentCountryCode('AC')).toBeNull();
    expect(currentCountryCode('EU')).toBeNull();
    expect(currentCountryCode('')).toBeNull();
  });
});
