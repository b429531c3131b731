import { messages } from '@mindcheck/common';
import { booking } from 'app-en:booking';
import { useT } from '../../lib/i18n/locale';

// The server's note (common's cancelledByOperator: our words, then the operator's reason as written).
const OURS = messages.cancelledByOperator(null);
const REASON = ' Reason: ';

/**
 * Why MindCheck cancelled and refunded an appointment (issue #39, item 4), as the server words it:
 * the in-app side of the mails the member and the expert get. Our words in the member's language
 * (#36); the operator's reason as the operator wrote it.
 */
export function CancellationNote({ note }: { note: string | null | undefined }) {
  const t = useT({ booking });
  if (!note) return null;
  const rest = note.startsWith(OURS) ? note.slice(OURS.length) : null;
  const text =
    rest === ''
      ? t('booking.operatorCancelled')
      : rest?.startsWith(REASON)
        ? t('booking.operatorCancelledWithReason', { reason: rest.slice(REASON.length) })
        : note;
  return (
    <p role="note" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200">
      {text}
    </p>
  );
}
