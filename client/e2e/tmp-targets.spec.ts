import { signUpThroughApi } from './support/members';
import { test, waitForApp } from './support/test';
const PAGES = ['/', '/about', '/contact', '/sign-in', '/sign-up', '/privacy', '/terms', '/dashboard', '/assessment/depression', '/chat', '/test-history', '/my-bookings', '/experts', '/profile', '/safety-plan', '/measures', '/forgot-password'];
test('targets under 24px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpThroughApi(page.request);
  for (const url of PAGES) {
    await page.goto(url);
    await waitForApp(page);
    await page.waitForTimeout(800);
    const small = await page.evaluate(() => {
      const out: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role=button], [role=link], [tabindex]:not([tabindex="-1"])')) {
        const r = el.getBoundingClientRect();
        if (!r.width || !r.height) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden') continue;
        // inline links inside a sentence are excepted by 2.5.8
        const inline = el.tagName === 'A' && style.display === 'inline';
        if (r.width < 24 || r.height < 24) out.push(`${inline ? '(inline) ' : ''}${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || '').trim().slice(0, 40)}" ${Math.round(r.width)}x${Math.round(r.height)}`);
      }
      const help = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Get help now');
      const hr = help?.getBoundingClientRect();
      out.push(`HELP at ${hr ? `${Math.round(hr.right)},${Math.round(hr.top)} in ${help?.closest('header') ? 'header' : 'elsewhere'}` : 'MISSING'}`);
      return out;
    });
    console.log(`${url} (${page.url()})\n  ${small.join('\n  ')}`);
  }
});
