import { QueuedNotice } from '../../components/queued-notice';
import { assessment } from 'app-en:assessment';
import { useT } from '../../lib/i18n/locale';

/** Test answers given offline (#36): once scored, the result waits in the test history. */
export function QueuedAnswers() {
  const t = useT({ assessment });
  return (
    <QueuedNotice
      headingId="queued-answers-heading"
      heading={t('assessment.queuedHeading')}
      text={t('assessment.queuedText')}
      what="test answers"
    />
  );
}
