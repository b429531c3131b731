// The mood check-in's fixed choices (#25), for the client's form and the server's rules.
export const MOOD_MIN = 1;
export const MOOD_MAX = 5;
export const MOOD_NOTE_MAX_LENGTH = 500;
/** A short fixed list: a check-in stays a ten-second thing. */
export const MOOD_TAGS = ['sleep', 'work', 'family', 'friends', 'health', 'exercise', 'money', 'weather'] as const;
export type MoodTag = (typeof MOOD_TAGS)[number];
/** A face and a word for each mood, 1 (very low) to 5 (very good). */
export const MOOD_LABELS: Readonly<Record<number, { face: string; word: string }>> = {
  1: { face: '😞', word: 'Very low' },
  2: { face: '🙁', word: 'Low' },
  3: { face: '😐', word: 'Okay' },
  4: { face: '🙂', word: 'Good' },
  5: { face: '😄', word: 'Very good' },
};
