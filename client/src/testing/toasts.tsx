import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';

/** jsdom has no matchMedia; react-hot-toast asks it about reduced motion. */
function stubMatchMedia() {
  if (typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The element with the app's toaster beside it, so that tests can find toast texts on screen. */
export function withToasts(ui: ReactElement): ReactElement {
  stubMatchMedia();
  return (
    <>
      <Toaster />
      {ui}
    </>
  );
}

/** The message is a toast (role status), and nowhere else on the screen. */
export async function expectToastOnce(text: string): Promise<void> {
  const shown = await screen.findAllByText(text);
  expect(shown).toHaveLength(1);
  expect(shown[0]).toHaveAttribute('role', 'status');
}
