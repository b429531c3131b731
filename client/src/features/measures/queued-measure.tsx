import { QueuedNotice } from '../../components/queued-notice';
import { measures } from 'app-en:measures';
import { useT } from '../../lib/i18n/locale';

/**
 * A measure's answers given offline (#36): once scored, the result shows on this questionnaire's
 * page (the crisis lines meanwhile stand in for the ones its PHQ-9 item 9 would have offered).
 */
export function QueuedMeasure() {
  const t = useT({ measures });
  return (
    <QueuedNotice
      headingId="queued-measure-heading"
      heading={t('measures.queued.heading')}
      text={t('measures.queued.text')}
      what="measure answers"
    />
  );
}
