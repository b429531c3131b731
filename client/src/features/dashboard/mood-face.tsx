/** A drawn face for a mood, 1 (frown) to 5 (broad smile): the same on every platform, unlike emoji. */
export function MoodFace({ mood, className = 'h-7 w-7' }: { mood: number; className?: string }) {
  const curve = (mood - 3) / 2; // -1 … 1
  const mouthY = 15.5 - curve;
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" focusable="false" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="1.6" />
      <circle cx="8.6" cy="9.5" r="1.2" fill="currentColor" />
      <circle cx="15.4" cy="9.5" r="1.2" fill="currentColor" />
      <path
        d={`M7.5 ${mouthY} Q12 ${mouthY + 4 * curve} 16.5 ${mouthY}`}
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
