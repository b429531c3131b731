import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@mindcheck/common';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import type { CurrentUser } from '../lib/current-user';
import { aMember } from './render';
import { MOCK_TEXT, mockServer } from './mock-server';

// The whole app, at one URL, in one language, as a member of a role (or a visitor) sees it once
// everything it asked for has come back (the made-up server of mock-server.ts): the issue-#36
// check that no page shows English words where the language has its own.

export type Who = 'visitor' | 'USER' | 'EXPERT' | 'ADMIN';

/** The person the pages are shown to: every name and address of theirs is the made-up data's word. */
export function person(who: Who, locale: Locale): CurrentUser | null {
  if (who === 'visitor') return null;
  return aMember({ role: who, locale, firstName: MOCK_TEXT, lastName: MOCK_TEXT, email: 'tobi@example.com' });
}

const settled = async (container: HTMLElement, locale: Locale) => {
  // Until the page, in its language, stops changing: its code, its queries and what they start.
  let last = '';
  let still = 0;
  for (let round = 0; round < 120 && still < 3; round += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    const now = container.innerHTML;
    const busy = container.querySelector('[role="progressbar"], [aria-busy="true"]');
    still = now === last && !busy && document.documentElement.lang === locale ? still + 1 : 0;
    last = now;
  }
};

/** Renders the app at `url` for `who` in `locale`, and waits until it has settled. */
export async function renderRoute(url: string, who: Who, locale: Locale, options: { dataSaver?: boolean } = {}) {
  localStorage.setItem('mindcheck.locale', locale);
  if (options.dataSaver) localStorage.setItem('mindcheck.data-saver', 'on');
  const user = person(who, locale);
  globalThis.fetch = mockServer(user);
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <AppProvider firstAnswer={Promise.resolve(user)}>
        <AppRoutes />
      </AppProvider>
    </MemoryRouter>,
  );
  await settled(result.container, locale);
  return result;
}

/**
 * Every text the page shows, and what each of its closed disclosures and dialogs shows once opened
 * (a button with aria-expanded="false" or aria-haspopup="dialog"), each opened alone, by its place
 * on the page, then closed with Escape. `frame: false`: the page's own only, not the header's and
 * side menu's (the same on every page of a role).
 */
export async function textsWithOpened(
  container: HTMLElement,
  locale: Locale,
  shown: (root: HTMLElement) => Set<string>,
  { frame = true }: { frame?: boolean } = {},
): Promise<Set<string>> {
  const all = new Set(shown(document.body));
  const openers = () => [
    ...container.querySelectorAll<HTMLButtonElement>(
      frame
        ? 'button[aria-expanded="false"], button[aria-haspopup="dialog"]'
        : 'main button[aria-expanded="false"], main button[aria-haspopup="dialog"]',
    ),
  ];
  const count = openers().length;
  for (let index = 0; index < count; index += 1) {
    const opener = openers()[index];
    if (!opener) break;
    fireEvent.click(opener);
    await settled(container, locale);
    for (const text of shown(document.body)) all.add(text);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await settled(container, locale);
  }
  return all;
}
