import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import toast from '../../components/toasts';
import { RescheduleBookingDocument } from '../../gql/graphql';
import { SlotPickerDialog, type Slot } from './slot-picker-dialog';
import { CHANGE_CUTOFF_HOURS, formatAppointment, isBeforeCutoff } from '../../lib/appointment-time';
import { firstGraphQLError, serverMessageOr, CHANGE_REFUSAL_CODES } from '../../lib/graphql-errors';
import { useBookingMessages } from './booking-messages';
import { type Booking } from './booking-parts';
import { CancelDialog } from './cancel-dialog';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

/** Reschedule (until the cut-off) and Cancel (refunded in full until the cut-off, said before confirming). */
export function AppointmentActions({
  booking,
  start,
  zone,
  onChanged,
}: {
  booking: Booking;
  start: string;
  zone: string;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState<'cancel' | 'reschedule' | null>(null);
  const rescheduleRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const changeable = isBeforeCutoff(start, CHANGE_CUTOFF_HOURS);
  const [reschedule] = useMutation(RescheduleBookingDocument);
  const bookingMessages = useBookingMessages();
  const t = useT({ booking: words });
  const { locale } = useLocale();

  const close = (focus: 'cancel' | 'reschedule') => {
    setOpen(null);
    // Back to the button that opened the dialog, once it is on the page again.
    setTimeout(() => (focus === 'cancel' ? cancelRef : rescheduleRef).current?.focus());
  };

  const moveTo = async (slot: Slot): Promise<string | void> => {
    try {
      await reschedule({ variables: { reference: booking.reference, start: slot.start } });
    } catch (error) {
      const first = firstGraphQLError(error);
      if (first?.code === 'CONFLICT' || first?.code === 'BAD_USER_INPUT') return first.message;
      toast.error(serverMessageOr(error, CHANGE_REFUSAL_CODES, bookingMessages.changeFailed));
      return close('reschedule');
    }
    toast.success(bookingMessages.rescheduled(formatAppointment(slot.start, slot.end, zone, locale)));
    close('reschedule');
    onChanged();
  };

  return (
    <div className="mt-5 border-t border-slate-200 pt-4">
      {!changeable && <p className="mb-3 text-sm text-slate-700">{bookingMessages.tooLateToChange}</p>}
      <div className="flex flex-wrap gap-3">
        {changeable && (
          <button
            ref={rescheduleRef}
            type="button"
            onClick={() => setOpen('reschedule')}
            className="rounded-full border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {t('booking.reschedule')}
          </button>
        )}
        <button
          ref={cancelRef}
          type="button"
          onClick={() => setOpen('cancel')}
          className="rounded-full border border-red-700 px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
        >
          {t('booking.cancelAppointment')}
        </button>
      </div>
      {open === 'reschedule' && (
        <SlotPickerDialog
          expertId={booking.expert.id}
          expertName={booking.expert.name}
          title={t('booking.newTime')}
          confirmLabel={t('booking.moveHere')}
          busyLabel={t('booking.moving')}
          timeZone={zone}
          onChoose={moveTo}
          onClose={() => close('reschedule')}
        />
      )}
      {open === 'cancel' && (
        <CancelDialog
          booking={booking}
          start={start}
          zone={zone}
          onDone={(changed) => {
            close('cancel');
            if (changed) onChanged();
          }}
        />
      )}
    </div>
  );
}
