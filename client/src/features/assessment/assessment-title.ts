import { assessments } from 'app-en:assessments';
import { useLocale, useT } from '../../lib/i18n/locale';

/**
 * A test's title in the language shown: the server's (the spec's English) in English, else the
 * catalogue's name for it; `fallback` until the test is loaded.
 */
export function useAssessmentTitle(definition: { title: string; slug: string } | undefined, fallback: string) {
  const t = useT({ assessments });
  const { locale } = useLocale();
  if (!definition) return fallback;
  return locale === 'en' ? definition.title : t(`assessments.${definition.slug}`);
}
