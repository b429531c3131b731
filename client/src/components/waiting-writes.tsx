import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../lib/current-user';
import { OUTBOX_EVENT, waitingWrites, type OutboxItem } from '../lib/offline-outbox';

const ONE: Record<OutboxItem['what'], string> = {
  'check-in': 'Your check-in is',
  'test answers': 'Your test answers are',
  'measure answers': 'Your questionnaire answers are',
};
const MANY: Record<OutboxItem['what'], string> = {
  'check-in': 'check-ins are',
  'test answers': 'sets of test answers are',
  'measure answers': 'sets of questionnaire answers are',
};

function waitingText(what: OutboxItem['what'], count: number): string {
  if (count === 0) return '';
  const which = count > 1 ? `${count} ${MANY[what]}` : ONE[what];
  return `${which} saved on this device and will be sent when you're online.`;
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
      {waitingText(what, waiting)}
    </p>
  );
}
