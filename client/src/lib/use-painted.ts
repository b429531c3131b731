import { startTransition, useEffect, useState } from 'react';

/**
 * Calls `then` once the page has shown content: when the browser reports the first contentful
 * paint (on screen, not just drawn), or at the next frame when that happened long ago (a later
 * page of the visit) or the browser does not report paints. Returns a cancel function.
 */
function afterFirstContentfulPaint(then: () => void): () => void {
  const reported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!reported || performance.getEntriesByName('first-contentful-paint').length > 0) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(then)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint' });
  return () => observer.disconnect();
}

/**
 * False until the page has shown content, then true. For work a page can do without before it
 * shows (a chart below the fold, an optional button's query): its requests then do not share the
 * network and the main thread with what the page needs to paint.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  // A transition: what the page adds then renders in slices that yield to the browser.
  useEffect(() => afterFirstContentfulPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
