import { useMemo, useState } from 'react';
import { browserTimeZone, formatDay } from '../../lib/appointment-time';
import { dialogButton, ModalDialog } from '../../components/modal-dialog';
import { SlotPickerZone } from './slot-picker-zone';
import type { Slot } from './slot-picker-parts';
import { SlotDays } from './slot-days';
import { useSessionFeeText } from '../../components/session-fee';
import { SlotTimes } from './slot-times';
import { SlotPickerFooter } from './slot-picker-footer';
import { useFreeDays } from './use-free-days';
import { NoFreeTimes } from './no-free-times';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

export type { Slot } from './slot-picker-parts';
export { SLOT_PAGES } from './slot-picker-parts';

export interface SlotPickerDialogProps {
  expertId: string;
  expertName?: string;
  title?: string;
  /** The button that takes the chosen time ("Continue to payment", "Move to this time"). */
  confirmLabel: string;
  /** The busy label of that button while `onChoose` runs. */
  busyLabel?: string;
  /**
   * Takes the chosen slot. Resolves with nothing when done (the opener closes the dialog), or with a
   * message to show (e.g. the server's CONFLICT "That time was just taken..."): the picker then shows
   * it and asks the server for the free times again.
   */
  onChoose(slot: Slot): Promise<string | void>;
  onClose(): void;
  /** The zone the times are shown in: the browser's own unless a test says otherwise. */
  timeZone?: string;
  /** Why the picker opened, shown above the days (e.g. "Try again" found its time taken). */
  notice?: string;
}

export { SLOT_PAGE_DAYS } from './use-free-days';

/**
 * Book Now's and Reschedule's time picker: a day, then its free times, shown in the member's own
 * time zone (named above the days). Thirty days at a time, up to sixty ahead.
 */
export function SlotPickerDialog({
  expertId,
  expertName,
  title,
  confirmLabel,
  busyLabel,
  onChoose,
  onClose,
  timeZone,
  notice,
}: SlotPickerDialogProps) {
  const t = useT({ booking: words });
  const { locale } = useLocale();
  const zone = useMemo(() => timeZone ?? browserTimeZone(), [timeZone]);
  const { page, setPage, from, to, days, data, loading, error, refetch } = useFreeDays(expertId, zone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<string | null>(notice ?? null);
  const [busy, setBusy] = useState(false);

  // The chosen day while it still has free times, else the first day that has some.
  const day = days.find((d) => d.key === chosenDay) ?? days[0];
  const chosenStillFree = chosen && day?.slots.some((slot) => slot.start === chosen.start) ? chosen : null;

  const choose = async () => {
    if (!chosenStillFree || busy) return;
    setBusy(true);
    setProblem(null);
    let message: string | void;
    try {
      message = await onChoose(chosenStillFree);
    } finally {
      setBusy(false);
    }
    if (message) {
      setProblem(message);
      setChosen(null);
      await refetch().catch(() => undefined);
    }
  };

  const turnPage = (next: number) => {
    setPage(next);
    setChosenDay(null);
    setChosen(null);
  };

  const heading = title ?? t('booking.picker.title');
  const firstLoad = loading && !data;
  const fee = useSessionFeeText(expertId);

  return (
    <ModalDialog
      title={expertName ? t('booking.picker.titleWith', { title: heading, name: expertName }) : heading}
      description={<SlotPickerZone zone={zone} fee={fee} />}
      onClose={onClose}
      busy={busy}
      size="lg"
    >
      {problem && (
        <p
          role="alert"
          className="mt-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
        >
          {problem}
        </p>
      )}

      {firstLoad ? (
        <p role="status" className="mt-6 text-slate-600">
          {t('booking.picker.loading')}
        </p>
      ) : error && !data ? (
        <div className="mt-6">
          <p role="alert" className="text-slate-700">
            {t('booking.picker.loadFailed')}
          </p>
          <button type="button" onClick={() => void refetch()} className={`${dialogButton.secondary} mt-3`}>
            {t('booking.tryAgain')}
          </button>
        </div>
      ) : days.length === 0 ? (
        <NoFreeTimes
          expertName={expertName}
          from={formatDay(from, zone, locale)}
          to={formatDay(to, zone, locale)}
          page={page}
        />
      ) : (
        <>
          <SlotDays
            days={days}
            day={day}
            zone={zone}
            onChooseDay={(key) => {
              setChosenDay(key);
              setChosen(null);
            }}
          />
          {day && <SlotTimes day={day} chosenStart={chosenStillFree?.start} zone={zone} onChoose={setChosen} />}
        </>
      )}

      <SlotPickerFooter
        chosen={chosenStillFree}
        fee={fee}
        showHint={days.length > 0 && !firstLoad}
        zone={zone}
        page={page}
        onTurnPage={turnPage}
        busy={busy}
        busyLabel={busyLabel ?? t('booking.picker.wait')}
        confirmLabel={confirmLabel}
        onClose={onClose}
        onConfirm={() => void choose()}
      />
    </ModalDialog>
  );
}
