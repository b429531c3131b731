// Data saver (#36): on a costly connection the charts are not drawn until the member asks for
// them. On by the member's choice on this device (localStorage), else when the browser asks for
// less data (navigator.connection.saveData, Chrome's Lite mode / Android's Data Saver).
import { useSyncExternalStore } from 'react';

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
