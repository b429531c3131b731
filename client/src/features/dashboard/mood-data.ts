import type { MoodEntriesQuery } from '../../gql/graphql';

type Entry = MoodEntriesQuery['moodEntries'][number];

export interface MoodDay {
  /** Noon of the day, local time: the point sits in the middle of its day. */
  x: Date;
  /** The mean of the day's check-ins, to one decimal. */
  y: number;
  count: number;
}

/** One point per day with check-ins: the day's mean mood, oldest first. */
export function dailyMeans(entries: readonly Pick<Entry, 'mood' | 'createdAt'>[]): MoodDay[] {
  const days = new Map<string, { x: Date; sum: number; count: number }>();
  for (const entry of entries) {
    const at = new Date(entry.createdAt);
    const key = `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`;
    const day = days.get(key);
    if (day) {
      day.sum += entry.mood;
      day.count += 1;
    } else {
      days.set(key, { x: new Date(at.getFullYear(), at.getMonth(), at.getDate(), 12), sum: entry.mood, count: 1 });
    }
  }
  return [...days.values()]
    .sort((a, b) => a.x.getTime() - b.x.getTime())
    .map(({ x, sum, count }) => ({ x, y: Math.round((sum / count) * 10) / 10, count }));
}
