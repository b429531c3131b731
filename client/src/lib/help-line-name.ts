// A help line's name in the member's language (issue #36): the lines MindCheck ships are named by
// common's HELP_LINE_NAMES, and each has its words in the catalogue (`crisis.lines`); any other name
// (an operator's own list, CRISIS_RESOURCES) shows as it was written. Only the name: the number and
// the page are the directory's.
import { helpLineKey, type HelpLineKey } from '@mindcheck/common';
import { crisis } from 'app-en:crisis';
import type { Translate } from './i18n/catalogue';
import { useSentences } from './i18n/sentence';

const KEYS: Readonly<Record<HelpLineKey, string>> = {
  emergencyServices: 'crisis.lines.emergencyServices',
  emergencyServicesAll: 'crisis.lines.emergencyServicesAll',
  findAHelpline: 'crisis.lines.findAHelpline',
  surpin: 'crisis.lines.surpin',
};

export interface HelpLineNames {
  /** The shown name of a help line. */
  nameOf: (name: string) => string;
  /**
   * The translator for a sentence around that name (`crisis.call`): English while the name awaits
   * review in the page's language, so that no English name stands inside a translated sentence.
   */
  around: (name: string) => Translate;
}

export function useHelpLineNames(): HelpLineNames {
  const { t, wordsFor } = useSentences({ crisis });
  const keyOf = (name: string) => {
    const key = helpLineKey(name);
    return key && KEYS[key];
  };
  return {
    nameOf: (name) => {
      const key = keyOf(name);
      return key ? t(key) : name;
    },
    around: (name) => {
      const key = keyOf(name);
      return key ? wordsFor(key) : t;
    },
  };
}
