import { lagosDayBounds, lagosDayOf, lagosYesterday } from './lagos-day.js';

describe('Lagos days (UTC+1, no daylight saving)', () => {
  it('puts 23:30 UTC on the next Lagos day, and bounds a day from 23:00 UTC the evening before', () => {
    expect(lagosDayOf(new Date('2026-03-01T22:59:59.999Z'))).toBe('2026-03-01');
    expect(lagosDayOf(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(lagosDayBounds('2026-03-02')).toEqual({
      start: new Date('2026-03-01T23:00:00Z'),
      end: new Date('2026-03-02T23:00:00Z'),
    });
    expect(lagosYesterday(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });

  it('refuses what is not a real YYYY-MM-DD date', () => {
    for (const day of ['2026-02-30', '2026-13-01', '26-03-01', '2026-03-01T00:00', '', 20260301, 'x'.repeat(100_000)])
      expect(lagosDayBounds(day)).toBeNull();
  });
});
