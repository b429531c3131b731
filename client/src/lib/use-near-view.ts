import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * How far below the screen a part counts as near: it starts loading about half a phone's screen
 * before it scrolls in, so a member scrolling at a reading pace rarely sees its placeholder.
 */
const NEAR = '0px 0px 400px 0px';

/**
 * False until the element at `ref` is on the screen or within NEAR of it, then true (for good).
 * For a part below the fold whose code and data are heavy (the dashboard's charts): a phone on a
 * costly connection that never scrolls there never downloads them, and the page's first load does
 * not share the main thread with them (#36). True at once where the browser cannot tell
 * (no IntersectionObserver).
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setNear(true));
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
