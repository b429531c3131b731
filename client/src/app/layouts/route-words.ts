import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n/locale';
import { startRouteWords } from '../../lib/i18n/words';

/**
 * The current location, as useLocation; in a language other than English, a new page's words also
 * start loading as the address changes, with the page's code rather than after it (lib/i18n/words.ts).
 */
export function useLocationWithWords() {
  const location = useLocation();
  startRouteWords(useLocale().locale, location.pathname);
  return location;
}
