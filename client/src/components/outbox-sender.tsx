import { useEffect, useRef } from 'react';
import toast from './toasts';
import { sendWaitingWrites, type OutboxItem, type SendOutcome } from '../lib/offline-outbox';
import type { Translate } from '../lib/i18n/catalogue';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

/**
 * Sends the member's writes made offline (lib/offline-outbox.ts) when a signed-in page opens and
 * whenever the connection returns, and says what became of them (in the language shown then).
 */
export function OutboxSender({ userId }: { userId: string }) {
  const t = useT({ ui });
  const words = useRef(t);
  words.current = t;
  useEffect(() => {
    const run = () => {
      if (navigator.onLine === false) return;
      void sendWaitingWrites(userId).then((outcomes) => tell(outcomes, words.current));
    };
    run();
    window.addEventListener('online', run);
    return () => window.removeEventListener('online', run);
  }, [userId]);
  return null;
}

const SENT: Record<OutboxItem['what'], string> = {
  'check-in': 'ui.outbox.checkInSent',
  'test answers': 'ui.outbox.answersSent',
  'measure answers': 'ui.outbox.measureSent',
};
const REFUSED: Record<OutboxItem['what'], string> = {
  'check-in': 'ui.outbox.checkInRefused',
  'test answers': 'ui.outbox.answersRefused',
  'measure answers': 'ui.outbox.measureRefused',
};

function tell(outcomes: SendOutcome[], t: Translate) {
  for (const { item, outcome, message } of outcomes) {
    if (outcome === 'sent') toast.success(t(SENT[item.what]));
    else if (outcome === 'refused') toast.error(t(REFUSED[item.what], { reason: message ?? t('ui.outbox.tryAgain') }));
  }
}
