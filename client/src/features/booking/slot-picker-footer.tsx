import { ChevronLeft, ChevronRight } from 'lucide-react';
import { dialogButton } from '../../components/modal-dialog';
import { formatDay, formatTime } from '../../lib/appointment-time';
import { SLOT_PAGES, type Slot } from './slot-picker-parts';
import { booking as words } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

/** The slot picker's bar: the chosen time in words, earlier and later dates, Cancel and the confirm button. */
export function SlotPickerFooter({
  chosen,
  fee,
  showHint,
  zone,
  page,
  onTurnPage,
  busy,
  busyLabel,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  chosen: Slot | null;
  /** The session fee in words, shown with the chosen time (#39 item 2). */
  fee?: string | null;
  /** Whether to say 'Choose a time to continue.' when none is chosen. */
  showHint: boolean;
  zone: string;
  page: number;
  onTurnPage: (page: number) => void;
  busy: boolean;
  busyLabel: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useT({ booking: words });
  const { locale } = useLocale();
  return (
    <>
      {/* Kept in view while the days and times scroll inside the dialog. */}
      <div className="sticky -bottom-6 -mx-6 mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white px-6 py-4 sm:-bottom-8 sm:-mx-8 sm:px-8">
        <p className="min-h-5 w-full text-sm font-medium text-slate-800" aria-live="polite">
          {chosen
            ? t('booking.picker.chosen', {
                day: formatDay(chosen.start, zone, locale),
                from: formatTime(chosen.start, zone, locale),
                to: formatTime(chosen.end, zone, locale),
              }) + (fee ? ` · ${fee}` : '')
            : showHint
              ? t('booking.picker.hint')
              : ''}
        </p>
        <div className="flex gap-2">
          {page > 0 && (
            <button
              type="button"
              onClick={() => onTurnPage(page - 1)}
              className={dialogButton.secondary}
              disabled={busy}
            >
              <ChevronLeft aria-hidden="true" className="-ml-1 inline size-4" /> {t('booking.picker.earlier')}
            </button>
          )}
          {page + 1 < SLOT_PAGES && (
            <button
              type="button"
              onClick={() => onTurnPage(page + 1)}
              className={dialogButton.secondary}
              disabled={busy}
            >
              {t('booking.picker.later')} <ChevronRight aria-hidden="true" className="-mr-1 inline size-4" />
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
            {t('booking.picker.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            aria-disabled={!chosen || busy || undefined}
            className={`${dialogButton.primary} flex-1 sm:flex-none`}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </>
  );
}
