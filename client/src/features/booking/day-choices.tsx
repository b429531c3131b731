import { useEffect, useRef, type KeyboardEvent } from 'react';
import { formatDay, formatDayOfMonth, formatWeekday } from '../../lib/appointment-time';
import { booking } from 'app-en:booking';
import { useLocale, useT } from '../../lib/i18n/locale';

export interface DayChoice {
  key: string;
  slots: readonly { start: string }[];
}

/**
 * The slot picker's days (issue #39, item 3: it opened with the focus on 'Later dates', below up to
 * thirty day buttons): one Tab stop (the chosen day), arrow keys, Home and End move between days,
 * Enter or Space chooses one; the chosen day takes the focus when the days first appear.
 */
export function DayChoices({
  days,
  chosenKey,
  zone,
  labelledBy,
  buttonClass,
  onChoose,
}: {
  days: readonly DayChoice[];
  chosenKey: string | undefined;
  zone: string;
  labelledBy: string;
  buttonClass: (pressed: boolean) => string;
  onChoose: (key: string) => void;
}) {
  const t = useT({ booking });
  const { locale } = useLocale();
  const listRef = useRef<HTMLDivElement>(null);
  const buttons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
  const hasDays = days.length > 0;

  // When the days first appear: the focus on the chosen one (not on a button below them).
  useEffect(() => {
    if (hasDays)
      buttons()
        .find((b) => b.tabIndex === 0)
        ?.focus();
  }, [hasDays]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = buttons();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(at + 1, all.length - 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? all.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    all[to]?.focus();
  };

  return (
    <div
      ref={listRef}
      role="group"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6"
    >
      {days.map(({ key, slots }, index) => {
        const pressed = key === chosenKey;
        const first = slots[0]!.start;
        const count = slots.length;
        const tabbable = pressed || (index === 0 && !days.some((d) => d.key === chosenKey));
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            tabIndex={tabbable ? 0 : -1}
            aria-label={t('booking.freeTimes', { day: formatDay(first, zone, locale), count })}
            onClick={() => onChoose(key)}
            className={`${buttonClass(pressed)} flex w-full flex-col items-center px-1 leading-tight`}
          >
            <span className={`text-xs font-medium ${pressed ? 'text-white' : 'text-slate-600'}`}>
              {formatWeekday(first, zone, locale)}
            </span>
            <span className="whitespace-nowrap">{formatDayOfMonth(first, zone, locale)}</span>
            <span className={`text-xs font-normal ${pressed ? 'text-white' : 'text-slate-600'}`}>
              {t('booking.times', { count })}
            </span>
          </button>
        );
      })}
    </div>
  );
}
