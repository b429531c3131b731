import { useEffect } from 'react';

/** Tells the layout once the first page is on screen (its effect runs only when nothing above it is suspended). */
export function Shown({ onShown }: { onShown: (shown: true) => void }) {
  useEffect(() => onShown(true), [onShown]);
  return null;
}
