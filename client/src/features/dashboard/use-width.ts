import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Follows the container's width, so that the chart's text stays readable on a phone. Null until
 * the first measure (the chart is drawn once, at its width, not first at a guess and again); then
 * each change renders as a transition (Victory's render is long).
 */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(() => (typeof ResizeObserver === 'undefined' ? fallback : null));
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.max(280, Math.floor(entry.contentRect.width));
      startTransition(() =>
        setWidth((current) => (current !== null && Math.abs(current - next) <= 1 ? current : next)),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
