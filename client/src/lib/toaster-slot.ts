import { startTransition, useEffect, useState, type ComponentType } from 'react';

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
/**
 * The toaster to mount, once some loaded page can toast; null before. Mounted in a transition
 * (react-hot-toast's first render and styles are not small): the page that brought it paints first.
 */
export function useToaster(): ComponentType | null {
  const [component, setComponent] = useState<ComponentType | null>(() => toaster);
  useEffect(() => {
    const update = () => startTransition(() => setComponent(() => toaster));
    update(); // provided between this render and the effect
    return subscribe(update);
  }, []);
  return component;
}
