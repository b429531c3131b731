import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'mindcheck.scroll';

let positions: Record<string, number> | null = null;

/** Scroll positions by history entry, kept across reloads of the tab (as react-router's ScrollRestoration does). */
function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}
// Read now, as the app starts and waits for the first page's code: a page's first sessionStorage
// access waits on the browser process (tens of ms on a phone), which would otherwise fall in the
// first page's commit (the layout effect below).
savedPositions();

/**
 * As react-router's <ScrollRestoration>: a new page starts at the top (or at its #fragment); Back
 * and Forward, and a reload, return to where the member was on that page. Rendered beside the page,
 * inside the Suspense boundary, so it runs once the page's content is there to scroll.
 */
export function ScrollRestoration() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
    window.addEventListener('pagehide', save);
    return () => window.removeEventListener('pagehide', save);
  }, []);

  useLayoutEffect(() => {
    const saved = savedPositions()[key];
    if (navigationType === 'POP' && saved !== undefined) window.scrollTo(0, saved);
    else if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
    // Remembered as the member scrolls: by the time the next page is committed, this one is gone.
    const remember = () => (savedPositions()[key] = window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [key, hash, navigationType]);

  return null;
}
