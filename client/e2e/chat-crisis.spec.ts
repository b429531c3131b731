// The safety net in the chat (docs/security.md 20), at phone size: a crisis message gets the crisis
// card, with tap-to-call tel: links, instead of a plain reply, and it stays after a reload.
import { signUpThroughApi } from './support/members';
import { expect, test, waitForApp } from './support/test';

test.slow();

test(
  'a crisis message brings the crisis card with tap-to-call links',
  { tag: '@phone-only' },
  async ({ page, expectAccessible, saveScreenshot }) => {
    await signUpThroughApi(page.request);
    await page.goto('/chat');
    await waitForApp(page);
    const start = page.getByRole('button', { name: 'Start Chatting with AI' });
    if (await start.isVisible()) await start.click();
    await page.getByLabel('Your message').fill("I don't want to live anymore");
    await page.getByRole('button', { name: 'Send' }).click();

    const card = page.getByRole('list', { name: 'Messages' }).getByRole('region', { name: 'MindCheck: help is here' });
    await expect(card).toBeVisible();
    await expect(card).toContainText("I'm really sorry you're feeling this way.");
    const call = card.getByRole('link', { name: /^Call .+ on 112$/ });
    await expect(call).toHaveAttribute('href', 'tel:112');
    await expect(call).toHaveText('112');
    await expect(card.getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute('href', '/safety-plan');
    await call.scrollIntoViewIfNeeded();
    await expectAccessible();
    await saveScreenshot('chat-crisis-card');

    // The history shows the same card after a reload.
    await page.reload();
    await waitForApp(page);
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByRole('link', { name: /^Call .+ on 112$/ }),
    ).toHaveAttribute('href', 'tel:112');
  },
);

test(
  'a hedged message brings the kind question with the crisis card, and "I dey think am" the crisis reply',
  { tag: '@phone-only' },
  async ({ page, expectAccessible }) => {
    await signUpThroughApi(page.request);
    await page.goto('/chat');
    await waitForApp(page);
    const start = page.getByRole('button', { name: 'Start Chatting with AI' });
    if (await start.isVisible()) await start.click();
    const messages = page.getByRole('list', { name: 'Messages' });
    const cards = messages.getByRole('region', { name: 'MindCheck: help is here' });

    // The real classifier reads this as hedged (UNSURE): the question, with the help lines.
    await page.getByLabel('Your message').fill("what's the point anymore");
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Are you thinking about ending your life?');
    await expect(cards.first().getByRole('link', { name: /^Call .+ on 112$/ })).toHaveAttribute('href', 'tel:112');
    await expectAccessible();

    // The member's answer is read by the same check: a yes in Pidgin gets the self-harm reply.
    await page.getByLabel('Your message').fill('I dey think am');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1)).toContainText("I'm really sorry you're feeling this way.");
    await expect(cards.nth(1).getByRole('link', { name: 'Open my safety plan' })).toHaveAttribute(
      'href',
      '/safety-plan',
    );
  },
);
