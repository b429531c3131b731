import { format } from 'date-fns';
import { formatDay, formatMoment, formatTime } from './format-day';

const intlDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const intlTime = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

describe('formatDay', () => {
  it("writes every month's first and last days as Intl's en-GB day, short month and year", () => {
    for (let month = 0; month < 12; month++) {
      for (const date of [new Date(2026, month, 1), new Date(2027, month + 1, 0), new Date(1999, month, 9, 23, 59)]) {
        expect(formatDay(date)).toBe(intlDay.format(date));
      }
    }
    expect(formatDay(new Date(2026, 8, 5))).toBe('5 Sept 2026');
  });
});

describe('formatTime', () => {
  it("writes every hour and minute as Intl's en-GB 24-hour two-digit time", () => {
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 5, 30, 59]) {
        const date = new Date(2026, 10, 24, hour, minute, 45);
        expect(formatTime(date)).toBe(intlTime.format(date));
      }
    }
  });
});

// Issue #39, item 12: one format for a moment (when something happened) on every page: the spec's
// history timestamp, written out as format-timestamp's date-fns pattern writes it.
describe('formatMoment', () => {
  it("writes the spec's 'MMMM dd, yyyy at h:mm a' for every month, hour and minute", () => {
    for (let month = 0; month < 12; month++)
      for (const [day, hour, minute] of [
        [1, 0, 0],
        [9, 9, 5],
        [28, 12, 30],
        [15, 23, 59],
      ]) {
        const date = new Date(2026, month, day, hour, minute, 12);
        expect(formatMoment(date)).toBe(format(date, "MMMM dd, yyyy 'at' h:mm a"));
      }
    expect(formatMoment(new Date(2026, 10, 5, 15, 7))).toBe('November 05, 2026 at 3:07 PM');
  });
});

// Issue #36: the other languages are written by Intl for the language; English stays as above.
describe('dates in the member’s language', () => {
  const date = new Date(2026, 10, 5, 15, 7);

  it('writes a day, a time and a moment with Intl for Pidgin, Yoruba, Hausa and Igbo', () => {
    for (const locale of ['pcm', 'yo', 'ha', 'ig'] as const) {
      expect(formatDay(date, locale)).toBe(
        new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date),
      );
      expect(formatTime(date, locale)).toBe(
        new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(date),
      );
      expect(formatMoment(date, locale)).toBe(
        new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date),
      );
    }
    // Yoruba's month, not English's.
    expect(formatDay(date, 'yo')).not.toContain('Nov');
  });

  it('keeps the spec’s English formats for en', () => {
    expect(formatDay(date, 'en')).toBe('5 Nov 2026');
    expect(formatMoment(date, 'en')).toBe('November 05, 2026 at 3:07 PM');
  });
});

// Issue #36: a browser whose Intl has no data for the member's language (Debian's Chromium for
// pcm, yo, ha, ig) would write English month names inside a translated sentence: digits instead.
describe('a language the browser cannot write dates in', () => {
  it('gets digits only, not English words', () => {
    jest.isolateModules(() => {
      const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./format-day') as typeof import('./format-day');
      const date = new Date(2026, 10, 24, 14, 5);
      expect(fresh.intlSpeaks('yo')).toBe(false);
      expect(fresh.formatDay(date, 'yo')).toBe('24/11/2026');
      expect(fresh.formatTime(date, 'yo')).toBe('14:05');
      expect(fresh.formatMoment(date, 'ha')).toBe('24/11/2026, 14:05');
      expect(fresh.formatDay(date)).toBe('24 Nov 2026');
      supported.mockRestore();
    });
  });

  it("uses the language's own words where the browser has them (Node's full ICU)", () => {
    expect(formatDay(new Date(2026, 10, 24), 'yo')).not.toMatch(/Nov/);
  });
});
