// A help line's name in the member's language (issue #36): the lines MindCheck ships are named by
// common's HELP_LINE_NAMES, and each has its words in the catalogue (`crisis.lines`); any other name
// (an operator's own list, CRISIS_RESOURCES) shows as it was written. Only the name: the number and
// the page are the directory's. English is the name itself (en/app.json's words are the same,
// help-line-name.test.ts), so no English section is loaded for it: "Get help now" is on the landing
// page, whose JavaScript budget is nearly spent.
import { useContext } from 'react';
// Names the section for the build (its words in another language: build/words.ts); no English words.
import 'app-words:crisis';
import { LocaleContext, useSections } from './i18n/locale';

/**
 * The catalogue key of each line MindCheck ships, by its English name (common's HELP_LINE_NAMES,
 * written out here to keep common's module off the landing page; help-line-name.test.ts holds them equal).
 */
const KEYS: ReadonlyMap<string, string> = new Map([
  ['Emergency services', 'crisis.lines.emergencyServices'],
  ['Emergency services (police, fire, ambulance)', 'crisis.lines.emergencyServicesAll'],
  ['Find a Helpline (free, confidential helplines in your country)', 'crisis.lines.findAHelpline'],
  ['SURPIN suicide prevention line (toll-free)', 'crisis.lines.surpin'],
]);

/** The catalogue key of a line MindCheck ships, by its English name; null for any other. */
export function helpLineNameKey(name: string): string | null {
  return KEYS.get(name) ?? null;
}

/** The catalogue section of the lines' names. */
const CRISIS = ['crisis'];

/** `nameOf(resource.name)`: the shown name (English, or a name awaiting review: as written). */
export function useHelpLineName(): (name: string) => string {
  const { translate } = useContext(LocaleContext);
  useSections(CRISIS);
  return (name) => {
    const key = helpLineNameKey(name);
    return key && translate?.has(key) ? translate.t(key) : name;
  };
}
