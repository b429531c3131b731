import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/** Under a score: a screening result is never a diagnosis (docs/clinical-safety.md). */
export function NotADiagnosis({ className }: { className: string }) {
  const t = useT({ ui });
  return <p className={className}>{t('ui.notADiagnosis')}</p>;
}
