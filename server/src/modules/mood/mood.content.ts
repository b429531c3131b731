// The check-in's fixed choices live in @mindcheck/common (the client's form uses them too).
export { MOOD_LABELS, MOOD_MAX, MOOD_MIN, MOOD_NOTE_MAX_LENGTH, MOOD_TAGS } from '@mindcheck/common';
