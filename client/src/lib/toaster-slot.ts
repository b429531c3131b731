import { useSyncExternalStore, type ComponentType } from 'react';

// The app's toaster, handed over by components/toasts.tsx when the first page that can toast
// loads; the provider (app/provider.tsx) mounts it. Pages that never toast (the landing page,
// about, 404) so never load react-hot-toast.
let toaster: ComponentType | null = null;
const listeners = new Set<() => void>();

export function provideToaster(component: ComponentType) {
  if (toaster) return;
  toaster = component;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const current = () => toaster;

/** The toaster to mount, once some loaded page can toast; null before. */
export function useToaster(): ComponentType | null {
  return useSyncExternalStore(subscribe, current, current);
}
