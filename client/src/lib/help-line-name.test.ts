import { HELP_LINE_NAMES } from '@mindcheck/common';
import en from '../../../common/src/locales/en/app.json';
import { GENERIC_CRISIS_RESOURCES } from './crisis-shell';
import { helpLineNameKey } from './help-line-name';

// English shows a line's name as written: the catalogue's English must be that very name (#36).
describe("the help lines' names", () => {
  it('are in the English catalogue exactly as the directory writes them, each with its key', () => {
    for (const name of Object.values(HELP_LINE_NAMES)) {
      const key = helpLineNameKey(name)!;
      expect(key).toMatch(/^crisis\.lines\.\w+$/);
      expect(en.crisis.lines[key.slice('crisis.lines.'.length) as keyof typeof en.crisis.lines]).toBe(name);
    }
    expect(Object.keys(en.crisis.lines)).toHaveLength(Object.keys(HELP_LINE_NAMES).length);
  });

  it("give the page's stand-ins (no directory in the page) their keys, and an operator's own line none", () => {
    expect(GENERIC_CRISIS_RESOURCES.map((r) => r.name)).toEqual([
      HELP_LINE_NAMES.emergencyServices,
      HELP_LINE_NAMES.findAHelpline,
    ]);
    expect(GENERIC_CRISIS_RESOURCES.map((r) => helpLineNameKey(r.name))).toEqual([
      'crisis.lines.emergencyServices',
      'crisis.lines.findAHelpline',
    ]);
    expect(helpLineNameKey('Lagos Warm Line')).toBeNull();
  });
});
