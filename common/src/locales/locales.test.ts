import { isLocale, pickLocale, SUPPORTED_LOCALES } from './index.js';

describe('the languages MindCheck speaks', () => {
  it('offers English, Pidgin, Yoruba, Hausa and Igbo, English first', () => {
    expect(SUPPORTED_LOCALES).toEqual(['en', 'pcm', 'yo', 'ha', 'ig']);
    expect(isLocale('pcm')).toBe(true);
    expect(isLocale('fr')).toBe(false);
  });

  it('picks the first preferred language it speaks, by language subtag', () => {
    expect(pickLocale(['fr-FR', 'yo-NG', 'en'])).toBe('yo');
    expect(pickLocale(['en-NG'])).toBe('en');
    expect(pickLocale(['pcm-NG', 'en'])).toBe('pcm');
    expect(pickLocale(['ha'])).toBe('ha');
  });

  it('falls back to English for nothing known, a malformed tag or a huge input', () => {
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(['de', 'zz-@@'])).toBe('en');
    expect(pickLocale(['x'.repeat(100_000), 'ig'])).toBe('ig');
  });
});
