// The GraphQL playground (GraphiQL) at /playground, served by the app from its own build: it loads
// under the app's CSP with no violation, sends the member's session cookie with queries, and runs
// subscriptions over graphql-ws.
import { test, expect } from './support/test';
import { signUpThroughApi } from './support/members';
import type { Page } from '@playwright/test';

const SEND_CHAT = 'mutation Send($prompt: String!) { sendChatMessage(prompt: $prompt) { id } }';

/** Replaces the query editor's text and runs it. */
async function run(page: Page, operation: string) {
  const editor = page.locator('.graphiql-query-editor .monaco-editor').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(operation);
  // GraphiQL re-parses the editor after a debounce; run before it and the previous operation's
  // name goes with the new document ('Unknown operation named "Me"', seen on a loaded machine).
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: /Execute query/ }).click();
}

/** The result pane's text without Monaco's line wrapping. */
function resultText(page: Page) {
  return async () => ((await page.locator('.result-window').textContent()) ?? '').replace(/\s+/g, '');
}

test(
  'the playground runs queries with the session cookie and subscriptions over WebSocket',
  { tag: '@desktop-only' },
  async ({ page, saveScreenshot }) => {
    // Monaco's start, a sign-up and three runs with their debounce waits: over 30 s on a loaded
    // 2-core machine.
    test.setTimeout(90_000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/playground');
    await expect(page).toHaveTitle('GraphQL playground · MindCheck');
    // GraphiQL's editor is Monaco, which starts its workers first: seen taking over 10 s on a
    // loaded 2-core machine.
    await expect(page.locator('.graphiql-query-editor')).toContainText('mutation SignIn', { timeout: 30_000 });
    await saveScreenshot('playground');

    // A visitor: me is null.
    await run(page, '{ me { email } }');
    await expect.poll(resultText(page)).toContain('"me":null');

    // Signed in (the cookie lands in this browser context): the same query now names the member.
    const member = await signUpThroughApi(page.request);
    await run(page, 'query Me { me { email } }');
    await expect.poll(resultText(page)).toContain(member.email);

    // A subscription over graphql-ws: the assistant's reply to a message sent meanwhile streams in.
    await run(page, 'subscription Replies { chatReply { delta done } }');
    await page.waitForTimeout(500);
    const sent = await page.request.post('/graphql', {
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      data: { query: SEND_CHAT, variables: { prompt: 'How can I sleep better?' } },
    });
    expect(sent.ok()).toBe(true);
    await expect.poll(resultText(page), { timeout: 15_000 }).toContain('"done":true');
    await saveScreenshot('playground-subscription');
    expect(problems).toEqual([]);
  },
);
