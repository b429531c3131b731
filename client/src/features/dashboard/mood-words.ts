import { MOOD_LABELS } from '@mindcheck/common';
import type { Translate } from '../../lib/i18n/catalogue';

const MOOD_KEYS: Readonly<Record<number, string>> = {
  1: 'dashboard.mood.veryLow',
  2: 'dashboard.mood.low',
  3: 'dashboard.mood.okay',
  4: 'dashboard.mood.good',
  5: 'dashboard.mood.veryGood',
};

/** A mood's word (common's MOOD_LABELS in English) in the language shown; the number if unknown. */
export function moodWord(mood: number, t: Translate): string {
  const key = MOOD_KEYS[mood];
  return key ? t(key) : (MOOD_LABELS[mood]?.word ?? String(mood));
}

const TAG_KEYS: Readonly<Record<string, string>> = {
  sleep: 'dashboard.mood.tag.sleep',
  work: 'dashboard.mood.tag.work',
  family: 'dashboard.mood.tag.family',
  friends: 'dashboard.mood.tag.friends',
  health: 'dashboard.mood.tag.health',
  exercise: 'dashboard.mood.tag.exercise',
  money: 'dashboard.mood.tag.money',
  weather: 'dashboard.mood.tag.weather',
};

/** A check-in tag as a member reads it ("Sleep"); an unknown one capitalised. */
export function tagLabel(tag: string, t: Translate): string {
  const key = TAG_KEYS[tag];
  return key ? t(key) : tag.charAt(0).toUpperCase() + tag.slice(1);
}
