import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../lib/current-user';
import { OUTBOX_EVENT, waitingWrites, type OutboxItem } from '../lib/offline-outbox';
import type { Translate } from '../lib/i18n/catalogue';
import { ui } from 'app-en:ui';
import { useT } from '../lib/i18n/locale';

function waitingText(what: OutboxItem['what'], count: number, t: Translate): string {
  if (count === 0) return '';
  return what === 'check-in' ? t('ui.waiting.checkIns', { count }) : t('ui.waiting.answers', { count });
}

function countWaiting(userId: string | undefined, what: OutboxItem['what']): number {
  return userId ? waitingWrites(userId).filter((item) => item.what === what).length : 0;
}

/**
 * "Will be sent when you're online": the member's writes of one kind waiting in the offline outbox,
 * as a status line (announced when it changes). `onSent` runs when some were sent (the page asks again).
 */
export function WaitingWrites({ what, onSent }: { what: OutboxItem['what']; onSent?: () => void }) {
  const { user } = useCurrentUser();
  const userId = user?.id;
  const [waiting, setWaiting] = useState(() => countWaiting(userId, what));
  const t = useT({ ui });
  const shown = useRef(waiting);
  const sent = useRef(onSent);
  sent.current = onSent;

  useEffect(() => {
    const update = () => {
      const now = countWaiting(userId, what);
      if (now < shown.current) sent.current?.();
      shown.current = now;
      setWaiting(now);
    };
    update();
    window.addEventListener(OUTBOX_EVENT, update);
    return () => window.removeEventListener(OUTBOX_EVENT, update);
  }, [userId, what]);

  return (
    <p
      role="status"
      className={waiting ? 'mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900' : ''}
    >
      {waitingText(what, waiting, t)}
    </p>
  );
}
