// Issue #36: an appointment's day and time in the member's or expert's zone, in their language; where
// the browser's Intl has no data for the language (Debian's Chromium has none for pcm, yo, ha, ig),
// digits in the zone (as lib/format-day does), never English words inside a translated sentence.
import { formatDay, formatTime, timeZoneLabel } from './appointment-time';

const start = '2030-03-05T09:00:00.000Z'; // 10:00 in Lagos, 09:00 in London

describe('an appointment in a browser without the language', () => {
  it('gets digits in the zone, not English words; English keeps its own words', () => {
    jest.isolateModules(() => {
      const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./appointment-time') as typeof import('./appointment-time');
      expect(fresh.formatDay(start, 'Africa/Lagos', 'yo')).toBe('05/03/2030');
      expect(fresh.formatTime(start, 'Africa/Lagos', 'pcm')).toBe('10:00');
      expect(fresh.formatTime(start, 'Europe/London', 'ha')).toBe('09:00');
      expect(fresh.timeZoneLabel('Africa/Lagos', new Date(start), 'ig')).toBe('Africa/Lagos');
      expect(fresh.formatDay(start, 'Africa/Lagos')).toBe('Tuesday 5 March 2030');
      expect(fresh.formatTime(start, 'Africa/Lagos')).toBe('10:00 AM');
      supported.mockRestore();
    });
  });

  it("uses the language's own words where the browser has them (Node's full ICU), in the zone", () => {
    expect(formatDay(start, 'Africa/Lagos', 'yo')).toBe(
      new Intl.DateTimeFormat('yo', { timeZone: 'Africa/Lagos', dateStyle: 'full' }).format(new Date(start)),
    );
    expect(formatTime('2030-03-05T23:30:00.000Z', 'Africa/Lagos', 'ha')).toMatch(/^0?0:30$/);
    expect(timeZoneLabel('Africa/Lagos', new Date(start), 'yo')).toMatch(/^Africa\/Lagos \(.+\)$/);
  });
});
