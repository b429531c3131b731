import { useEffect } from 'react';
import toast from './toasts';
import { sendWaitingWrites, type OutboxItem, type SendOutcome } from '../lib/offline-outbox';

/**
 * Sends the member's writes made offline (lib/offline-outbox.ts) when a signed-in page opens and
 * whenever the connection returns, and says what became of them.
 */
export function OutboxSender({ userId }: { userId: string }) {
  useEffect(() => {
    const run = () => {
      if (navigator.onLine === false) return;
      void sendWaitingWrites(userId).then(tell);
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId]);
  return null;
}

const SENT: Record<OutboxItem['what'], string> = {
  'check-in': 'The check-in you made offline has been saved.',
  'test answers': 'The test answers you gave offline have been sent: your result is in your test history.',
  'measure answers':
    "The questionnaire answers you gave offline have been sent: your result is on the questionnaire's page.",
};
const REFUSED: Record<OutboxItem['what'], string> = {
  'check-in': 'The check-in you made offline was not saved',
  'test answers': 'The test answers you gave offline were not saved',
  'measure answers': 'The questionnaire answers you gave offline were not saved',
};

function tell(outcomes: SendOutcome[]) {
  for (const { item, outcome, message } of outcomes) {
    if (outcome === 'sent') toast.success(SENT[item.what]);
    else if (outcome === 'refused') toast.error(`${REFUSED[item.what]}: ${message ?? 'please try again.'}`);
  }
}
