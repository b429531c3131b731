// The browser checks themselves: the accessibility scan and the focus check must fail on a page
// that breaks them, or every "no violations" elsewhere would prove nothing.
import { expectVisibleFocus } from './support/keyboard';
import { expect, test } from './support/test';

test.describe('the checks', () => {
  test(
    'the accessibility scan fails on serious violations',
    { tag: '@desktop-only' },
    async ({ page, expectAccessible }) => {
      await page.setContent(
        '<html lang="en"><title>t</title><body><main><img src="x.png"><button></button></main></body></html>',
      );
      await expect(expectAccessible()).rejects.toThrow(/image-alt[\s\S]*button-name|button-name[\s\S]*image-alt/);
      await page.setContent(
        '<html lang="en"><title>t</title><body><main><h1>Fine</h1><button>Go</button></main></body></html>',
      );
      await expectAccessible();
    },
  );

  test(
    'the focus check fails on an element whose focus ring was taken away',
    { tag: '@desktop-only' },
    async ({ page }) => {
      await page.setContent('<button style="outline: none; box-shadow: none">No ring</button><button>Ring</button>');
      await page.keyboard.press('Tab');
      await expect(expectVisibleFocus(page)).rejects.toThrow(/visible focus/);
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page);
    },
  );
});
