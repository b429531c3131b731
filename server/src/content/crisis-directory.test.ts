// The reviewed help-line directory: every entry sourced and dated, every country with an emergency
// number, and 112 not assumed where a country uses another number.
import { INTERNATIONAL_DIRECTORY, INTERNATIONAL_EMERGENCY, REVIEWED_DIRECTORY } from './crisis-directory.js';
import { loadCrisisDirectory } from './crisis-resources.js';
import { ConfigError } from '../config.js';

const COUNTRIES = ['NG', 'GH', 'KE', 'ZA', 'GB', 'US', 'CA', 'IN'];

describe('the reviewed crisis directory', () => {
  it.each([...REVIEWED_DIRECTORY, INTERNATIONAL_DIRECTORY, INTERNATIONAL_EMERGENCY])(
    '$country $contact has a source URL and the date it was verified',
    (entry) => {
      expect(new URL(entry.source).protocol).toBe('https:');
      expect(entry.verifiedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(entry.verifiedOn))).toBe(false);
      if (entry.url) expect(new URL(entry.url).protocol).toBe('https:');
      expect(entry.name.trim()).not.toBe('');
      expect(entry.contact.trim()).not.toBe('');
    },
  );

  it.each(COUNTRIES)(
    'lists %s with at least one emergency number, first, and a support line or the directory',
    (code) => {
      const list = loadCrisisDirectory().forCountry(code);
      expect(list[0].emergency).toBe(true);
      expect(list.filter((r) => r.emergency).length).toBeGreaterThanOrEqual(1);
      expect(list.every((r) => r.country === code || r === INTERNATIONAL_DIRECTORY)).toBe(true);
      expect(list.some((r) => !r.emergency)).toBe(true);
    },
  );

  it("keeps Nigeria's lines and the international ones as checked: names (in the catalogues, #36), numbers, sources", () => {
    const shown = (code: string | null) =>
      [...REVIEWED_DIRECTORY, INTERNATIONAL_EMERGENCY, INTERNATIONAL_DIRECTORY]
        .filter((r) => r.country === code)
        .map((r) => [r.name, r.contact, r.source, r.verifiedOn]);
    expect(shown('NG')).toEqual([
      [
        'Emergency services (police, fire, ambulance)',
        '112',
        'https://technologytimes.ng/dial-122-how-nigerias-three-digit-emergency-number-works/',
        '2026-11-26',
      ],
      [
        'SURPIN suicide prevention line (toll-free)',
        '0800 078 7746',
        'https://healthwise.punchng.com/ngo-launches-toll-free-hotline-for-assistance-on-mental-health',
        '2026-11-26',
      ],
    ]);
    expect(shown(null)).toEqual([
      ['Emergency services', '112', 'https://www.wellingtonpractice.co.uk/emergency-information/', '2026-11-26'],
      [
        'Find a Helpline (free, confidential helplines in your country)',
        'findahelpline.com',
        'https://findahelpline.com/AU',
        '2026-11-26',
      ],
    ]);
  });

  it('uses each country its own emergency number (112 is not universal)', () => {
    const emergency = (code: string) =>
      loadCrisisDirectory()
        .forCountry(code)
        .filter((r) => r.emergency)
        .map((r) => r.contact);
    expect(emergency('US')).toEqual(['911']);
    expect(emergency('CA')).toEqual(['911']);
    expect(emergency('GB')).toEqual(['999', '112']);
    expect(emergency('NG')).toEqual(['112']);
    expect(emergency('IN')).toEqual(['112']);
    expect(emergency('GH')).toEqual(['112']);
    expect(emergency('KE')).toEqual(['999', '112']);
    expect(emergency('ZA')).toEqual(['10111', '10177', '112']);
  });

  it('shows the international directory where no support line was confirmed, and not where one was', () => {
    const directory = loadCrisisDirectory();
    for (const code of ['GH', 'ZA']) expect(directory.forCountry(code)).toContain(INTERNATIONAL_DIRECTORY);
    for (const code of ['NG', 'KE', 'GB', 'US', 'CA', 'IN'])
      expect(directory.forCountry(code)).not.toContain(INTERNATIONAL_DIRECTORY);
    expect(directory.forCountry('GB').map((r) => r.contact)).toContain('116 123');
    expect(directory.forCountry('US').map((r) => r.contact)).toContain('988');
    expect(directory.forCountry('IN').map((r) => r.contact)).toContain('14416');
  });

  it('answers 112 and findahelpline.com for any other country, or the default country when configured', () => {
    expect(
      loadCrisisDirectory()
        .forCountry('FR')
        .map((r) => r.contact),
    ).toEqual(['112', 'findahelpline.com']);
    expect(loadCrisisDirectory(undefined, 'ng').forCountry('FR')).toEqual(loadCrisisDirectory().forCountry('NG'));
    expect(() => loadCrisisDirectory(undefined, 'FR')).toThrow(ConfigError);
  });

  it("keeps the country's emergency numbers in front of an operator's list that has none", () => {
    const json = JSON.stringify({
      US: [{ name: 'Local line', contact: '555', url: null, source: 'https://example.org', verifiedOn: '2026-11-01' }],
      FR: [{ name: 'Ligne', contact: '3114', url: null, source: 'https://example.org', verifiedOn: '2026-11-01' }],
    });
    const directory = loadCrisisDirectory(json);
    expect(directory.forCountry('US').map((r) => [r.contact, r.emergency])).toEqual([
      ['911', true],
      ['555', false],
    ]);
    expect(directory.forCountry('FR').map((r) => r.contact)).toEqual(['112', '3114']);
    expect(directory.forCountry('GB').map((r) => r.contact)).toContain('116 123');
  });
});
