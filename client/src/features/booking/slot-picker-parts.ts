// What the slot picker's parts share: a free time, and the look of a day's or a time's button.

/** Pages of days the picker offers (30 days each): the server books up to 60 days ahead. */
export const SLOT_PAGES = 2;

export interface Slot {
  start: string;
  end: string;
}

export const choiceClass =
  'rounded-xl border px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';
export const idleChoiceClass = 'border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:bg-brand-50';
