import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

/** A page (or layout) whose code is its own chunk, fetched on first use or ahead of it by `preload`. */
export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts fetching the code now (main.tsx does it for the first URL, beside the `me` request). */
  preload: () => Promise<unknown>;
}

let loading = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** `load` is a dynamic import whose default export is the component. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let code: Promise<{ default: ComponentType }> | undefined;
  const preload = () => {
    if (!code) {
      loading++;
      changed();
      code = load();
      const done = () => {
        loading--;
        changed();
      };
      code.then(done, done);
    }
    return code;
  };
  return { Component: lazy(preload), preload };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while some page's code is on its way (the root layout's progress line). */
export function usePageCodeLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
