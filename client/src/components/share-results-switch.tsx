import { useId } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from './toasts';
import { ShareResultsDocument, type BookingStatus } from '../gql/graphql';
import { serverMessageOr } from '../lib/graphql-errors';
import { useShareResultsMessages } from './share-results-messages';

const SERVER_WORDED = ['CONFLICT', 'FORBIDDEN', 'NOT_FOUND'];
/** No switch on a booking that will not take place, unless it still shares (so it can be switched off). */
const CLOSED: readonly BookingStatus[] = ['CANCELLED', 'DECLINED', 'FAILED'];

interface SwitchBooking {
  reference: string;
  status: BookingStatus;
  resultsShared: boolean;
  expert: { name: string };
}

/** A booking's switch: whether its expert may see the member's results (a native checkbox as a switch). */
export function ShareResultsSwitch({ booking }: { booking: SwitchBooking }) {
  const id = useId();
  const [share, { loading }] = useMutation(ShareResultsDocument);
  const shareResultsMessages = useShareResultsMessages();
  const { reference, resultsShared: shared } = booking;
  const expertName = booking.expert.name;
  if (!shared && CLOSED.includes(booking.status)) return null;

  const change = async (next: boolean) => {
    try {
      await share({ variables: { reference, share: next } });
      toast.success(next ? shareResultsMessages.shared(expertName) : shareResultsMessages.stopped(expertName));
    } catch (error) {
      toast.error(serverMessageOr(error, SERVER_WORDED, shareResultsMessages.failed));
    }
  };

  return (
    <div className="mt-4 flex items-start gap-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={shared}
        disabled={loading}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void change(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-slate-900">
          {shareResultsMessages.switchLabel(expertName)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-700">
          {shareResultsMessages.switchHint}
        </p>
      </div>
    </div>
  );
}
