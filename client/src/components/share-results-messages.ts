import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/** What a member reads when deciding whether a booking's expert may see their results (#34), in the language shown. */
export function useShareResultsMessages() {
  const t = useT({ ui });
  return {
    question: (expert: string) => t('ui.share.question', { expert }),
    explanation: (expert: string) => t('ui.share.explanation', { expert }),
    switchLabel: (expert: string) => t('ui.share.switchLabel', { expert }),
    switchHint: t('ui.share.switchHint'),
    shared: (expert: string) => t('ui.share.shared', { expert }),
    notShared: t('ui.share.notShared'),
    stopped: (expert: string) => t('ui.share.stopped', { expert }),
    failed: t('ui.share.failed'),
    yes: t('ui.share.yes'),
    no: t('ui.share.no'),
  };
}
