// Keyboard-only helpers: move focus with Tab / Shift+Tab and check, on every element that takes
// focus on the way, that the focus is visible (a computed outline or box-shadow).
import { expect, type Locator, type Page } from '@playwright/test';

export interface FocusStyle {
  element: string;
  outlineStyle: string;
  outlineWidth: string;
  boxShadow: string;
}

/** How the focused element looks now (its tag, name and focus-related computed styles). */
export async function focusStyle(page: Page): Promise<FocusStyle | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const style = getComputedStyle(el);
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return {
      element: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${name}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: style.outlineWidth,
      boxShadow: style.boxShadow,
    };
  });
}

/** Fails unless the focused element shows a focus indicator (outline of some width, or a box-shadow). */
export async function expectVisibleFocus(page: Page) {
  const style = await focusStyle(page);
  expect(style, 'something has the keyboard focus').not.toBeNull();
  const outlined = style!.outlineStyle !== 'none' && parseFloat(style!.outlineWidth) > 0;
  const shadowed = style!.boxShadow !== 'none' && style!.boxShadow !== '';
  expect(outlined || shadowed, `visible focus on ${style!.element}: ${JSON.stringify(style)}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit` times, checking the
 * focus indicator of every element focused on the way. Returns how many presses it took.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if ((await focusStyle(page)) !== null) await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`${target} did not get the focus within ${limit} ${backwards ? 'Shift+Tab' : 'Tab'} presses`);
}
