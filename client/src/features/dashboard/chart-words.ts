import { dashboard } from 'app-en:dashboard';
import { useLocale, useT } from '../../lib/i18n/locale';
import type { ChartWords } from './health-chart-data';

/** The dashboard charts' words and the language of their dates, for the language shown. */
export function useChartWords(): ChartWords {
  const t = useT({ dashboard });
  const { locale } = useLocale();
  return { t, locale };
}
