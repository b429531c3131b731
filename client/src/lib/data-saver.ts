// Data saver (#36): on a costly connection the charts are not drawn, and the pictures (experts'
// photos, the member's own) not fetched, until the member asks for them. On by the member's choice on this device (localStorage), else when the browser asks for
// less data (navigator.connection.saveData, Chrome's Lite mode / Android's Data Saver).
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

const KEY = 'mindcheck.data-saver';
const EVENT = 'mindcheck:data-saver';

function stored(): boolean | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

/** Whether the browser asks sites for less data. */
export function browserSavesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

export function dataSaverOn(): boolean {
  return stored() ?? browserSavesData();
}

/** Remembers the member's choice on this device. */
export function setDataSaver(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage blocked: the choice holds until the page is left.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Data saver's state, kept current when it is switched (here or in another tab). */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, dataSaverOn, () => false);
}

// The page whose pictures the member asked for (one "Show photos" shows that page's pictures; a
// page opened later asks again).
let picturesAskedOn: string | null = null;
const PICTURES_EVENT = 'mindcheck:pictures';

/** The member asked for the pictures that data saver held back on the page at `pathname`. */
export function showPictures(pathname: string): void {
  picturesAskedOn = pathname;
  window.dispatchEvent(new Event(PICTURES_EVENT));
}

function subscribePictures(onChange: () => void): () => void {
  window.addEventListener(PICTURES_EVENT, onChange);
  return () => window.removeEventListener(PICTURES_EVENT, onChange);
}

/** Whether this page's pictures may be fetched: data saver is off, or the member asked for them. */
export function usePicturesShown(): boolean {
  const saving = useDataSaver();
  const { pathname } = useLocation();
  const askedOn = useSyncExternalStore(
    subscribePictures,
    () => picturesAskedOn,
    () => null,
  );
  return !saving || askedOn === pathname;
}
