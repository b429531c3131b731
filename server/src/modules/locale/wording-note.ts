// Questions offered only in the language of their recorded source (issue #36): when a member asked
// for (or reads) another language, one line says why the questions are in English, in their words.
import type { Locale } from '@mindcheck/common';
import { translator } from '../../i18n/index.js';

/**
 * The line for questions served in `served` to a reader of `reader` who asked for `asked` (default:
 * their own language); null when the questions are in the language asked for.
 */
export function wordingNote(served: string, reader: Locale, asked: string = reader): string | null {
  const primary = asked.split('-')[0].toLowerCase();
  if (primary === served.toLowerCase()) return null;
  return translator(reader)('errors:questionsInEnglish');
}
