import { openSideMenu, signUpNewMember } from './support/accounts';
import { expect, test, waitForApp } from './support/test';
import { recordReplyChunks } from './support/chat';

test.describe('chat', () => {
  // Each journey signs a member up through the real page (argon2 on a shared machine): allow for it.
  test.beforeEach(() => test.slow());

  test('the welcome shows once, not after a reload', async ({ page, isMobile, saveScreenshot, expectAccessible }) => {
    await signUpNewMember(page);
    // From the side menu, as a member gets there.
    const menu = await openSideMenu(page, isMobile);
    await menu.getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    const start = page.getByRole('button', { name: 'Start Chatting with AI' });
    await expect(start).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveCount(0);
    await expectAccessible();
    await saveScreenshot('chat-welcome');

    await start.click();
    await expect(page.getByLabel('Your message')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeVisible();

    await page.reload();
    await waitForApp(page);
    await expect(page.getByLabel('Your message')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Chatting with AI' })).toHaveCount(0);
  });

  test('a sent message gets a streamed answer', async ({ page, saveScreenshot, expectAccessible }) => {
    await signUpNewMember(page);
    // Count the reply chunks that reach the page over the WebSocket.
    const chunks = recordReplyChunks(page);

    await page.goto('/chat');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Start Chatting with AI' }).click();
    await expect(page.getByText('No messages yet. Ask anything about how you are feeling.')).toBeVisible();

    // An empty prompt gets the spec's toast.
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a prompt.' })).toBeVisible();
    // Past 2,000 characters: the shared rule's message, and the text stays to be shortened.
    await page.getByLabel('Your message').fill('a'.repeat(2001));
    await expect(page.getByText('2,001 of 2,000 characters')).toBeVisible();
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Please keep your message to 2,000 characters or fewer.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Your message')).toHaveValue('a'.repeat(2001));

    await page.getByLabel('Your message').fill('I cannot sleep at night');
    await page.getByRole('button', { name: 'Send' }).click();

    const messages = page.getByRole('list', { name: 'Messages' });
    await expect(messages.getByRole('listitem')).toHaveCount(2);
    await expect(messages.getByRole('listitem').nth(0)).toContainText('I cannot sleep at night');
    const reply = messages.getByRole('listitem').nth(1);
    await expect(reply).toContainText('offline assistant');
    await expect(reply).toContainText('1. Keep the same wake-up time');
    // It arrived word by word over the socket, and the words add up to the saved reply.
    expect(chunks.length).toBeGreaterThan(10);
    const replyText = (await reply.locator('p.whitespace-pre-wrap').textContent()) ?? '';
    expect(chunks.join('')).toBe(replyText);
    await expect(page.getByLabel('Your message')).toHaveValue('');
    await expectAccessible();
    await saveScreenshot('chat-conversation');
  });
});
