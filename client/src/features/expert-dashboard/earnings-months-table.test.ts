// Issue #36: a month of the expert's earnings in their language; digits where the browser's Intl has
// no data for it (Debian's Chromium has none for pcm, yo, ha, ig), never an English month name.
import { monthName } from './earnings-months-table';

describe('monthName', () => {
  it('writes the spec English, and the language’s own month where Intl has it', () => {
    expect(monthName('2030-02')).toBe('February 2030');
    expect(monthName('2030-02', 'yo')).not.toMatch(/February/);
  });

  it('writes digits where the browser has no data for the language', () => {
    jest.isolateModules(() => {
      const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./earnings-months-table') as typeof import('./earnings-months-table');
      expect(fresh.monthName('2030-02', 'ha')).toBe('02/2030');
      expect(fresh.monthName('2030-02')).toBe('February 2030');
      supported.mockRestore();
    });
  });
});
