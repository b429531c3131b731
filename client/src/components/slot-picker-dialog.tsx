import { useId, useMemo, useState } from 'react';
import { DayChoices } from './day-choices';
import { useSessionFeeText } from './session-fee';
import { useQuery } from '@apollo/client/react';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { ExpertSlotsDocument } from '../gql/graphql';
import { browserTimeZone, dayKey, formatDay, formatTime, timeZoneLabel } from '../lib/appointment-time';
import { dialogButton, ModalDialog } from './modal-dialog';

export interface Slot {
  start: string;
  end: string;
}

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
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** One page of days: expertSlots answers at most 31 days at once; the server books up to 60 days ahead. */
export const SLOT_PAGE_DAYS = 30;
export const SLOT_PAGES = 2;

const choiceClass =
  'rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';
const idleChoiceClass = 'border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50';

/**
 * Book Now's and Reschedule's time picker: a day, then its free times, shown in the member's own
 * time zone (named above the days). Thirty days at a time, up to sixty ahead.
 */
export function SlotPickerDialog({
  expertId,
  expertName,
  title = 'Choose a time',
  confirmLabel,
  busyLabel = 'Please wait...',
  onChoose,
  onClose,
  timeZone,
}: SlotPickerDialogProps) {
  const zone = useMemo(() => timeZone ?? browserTimeZone(), [timeZone]);
  // The window's start is fixed when the picker opens: variables that moved with every render would refetch forever.
  const [openedAt] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  const [page, setPage] = useState(0);
  const from = new Date(openedAt + page * SLOT_PAGE_DAYS * DAY_MS).toISOString();
  const to = new Date(openedAt + (page + 1) * SLOT_PAGE_DAYS * DAY_MS).toISOString();
  const { data, loading, error, refetch } = useQuery(ExpertSlotsDocument, {
    variables: { expertId, from, to },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const daysHeading = useId();
  const timesHeading = useId();

  const days = useMemo(() => {
    const byDay = new Map<string, Slot[]>();
    for (const slot of data?.expertSlots ?? []) {
      const key = dayKey(slot.start, zone);
      byDay.set(key, [...(byDay.get(key) ?? []), slot]);
    }
    return [...byDay.entries()].map(([key, slots]) => ({ key, slots }));
  }, [data, zone]);

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

  const windowLabel = `${formatDay(from, zone)} and ${formatDay(to, zone)}`;
  const firstLoad = loading && !data;
  const fee = useSessionFeeText(expertId);

  return (
    <ModalDialog
      title={expertName ? `${title} with ${expertName}` : title}
      description={
        <p>
          Times are shown in your time zone: <strong className="font-semibold">{timeZoneLabel(zone)}</strong>.
          {fee ? ` ${fee}.` : ''}
        </p>
      }
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
          Loading free times…
        </p>
      ) : error && !data ? (
        <div className="mt-6">
          <p role="alert" className="text-slate-700">
            We couldn&apos;t load the free times. Please check your connection and try again.
          </p>
          <button type="button" onClick={() => void refetch()} className={`${dialogButton.secondary} mt-3`}>
            Try again
          </button>
        </div>
      ) : days.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-5 text-center">
          <CalendarDays aria-hidden="true" className="mx-auto size-8 text-slate-400" />
          <p className="mt-2 text-slate-800">
            {expertName ?? 'This expert'} has no free times between {windowLabel}.
          </p>
          <p className="mt-1 text-sm text-slate-600">
            {page + 1 < SLOT_PAGES
              ? 'Please look at later dates, or choose another expert.'
              : 'Please choose another expert, or look again in a few days: new times open up as days pass.'}
          </p>
        </div>
      ) : (
        <>
          <section className="mt-6" aria-labelledby={daysHeading}>
            <h3 id={daysHeading} className="text-sm font-semibold text-slate-800">
              Choose a day
            </h3>
            <p className="text-xs text-slate-600">Days without free times are left out.</p>
            <DayChoices
              days={days}
              chosenKey={day?.key}
              zone={zone}
              labelledBy={daysHeading}
              buttonClass={(pressed) => `${choiceClass} ${pressed ? '' : idleChoiceClass}`}
              onChoose={(key) => {
                setChosenDay(key);
                setChosen(null);
              }}
            />
          </section>

          {day && (
            <section className="mt-6" aria-labelledby={timesHeading}>
              <h3 id={timesHeading} className="text-sm font-semibold text-slate-800">
                Times on {formatDay(day.slots[0]!.start, zone)}
              </h3>
              <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                {day.slots.map((slot) => {
                  const pressed = slot.start === chosenStillFree?.start;
                  return (
                    <li key={slot.start}>
                      <button
                        type="button"
                        aria-pressed={pressed}
                        aria-label={`${formatTime(slot.start, zone)} to ${formatTime(slot.end, zone)}`}
                        onClick={() => setChosen(slot)}
                        className={`${choiceClass} ${pressed ? '' : idleChoiceClass} w-full px-1 whitespace-nowrap`}
                      >
                        {formatTime(slot.start, zone)}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}
        </>
      )}

      {/* Kept in view while the days and times scroll inside the dialog. */}
      <div className="sticky -bottom-6 -mx-6 mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:px-8">
        <p className="min-h-5 w-full text-sm font-medium text-slate-800" aria-live="polite">
          {chosenStillFree
            ? `Chosen: ${formatDay(chosenStillFree.start, zone)}, ${formatTime(chosenStillFree.start, zone)} – ${formatTime(chosenStillFree.end, zone)}${fee ? ` · ${fee}` : ''}`
            : days.length > 0 && !firstLoad
              ? 'Choose a time to continue.'
              : ''}
        </p>
        <div className="flex gap-2">
          {page > 0 && (
            <button type="button" onClick={() => turnPage(page - 1)} className={dialogButton.secondary} disabled={busy}>
              <ChevronLeft aria-hidden="true" className="-ml-1 inline size-4" /> Earlier dates
            </button>
          )}
          {page + 1 < SLOT_PAGES && (
            <button type="button" onClick={() => turnPage(page + 1)} className={dialogButton.secondary} disabled={busy}>
              Later dates <ChevronRight aria-hidden="true" className="-mr-1 inline size-4" />
            </button>
          )}
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <button
            type="button"
            onClick={onClose}
            className={`${dialogButton.secondary} flex-1 sm:flex-none`}
            disabled={busy}
          >
            Cancel
          </button>
          <button
            type="button"
            onClick={() => void choose()}
            aria-disabled={!chosenStillFree || busy || undefined}
            className={`${dialogButton.primary} flex-1 sm:flex-none`}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
