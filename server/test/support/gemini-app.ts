// The app answering through the local fake Gemini (the real @google/genai client against it): the
// boot the chat tests share, one per test file.
import type { RawEnv } from '../../src/config.js';
import { startFakeGemini, type FakeGemini } from '../fakes/gemini.js';
import { startTestApp, type TestApp } from './test-app.js';

/** The chat's settings in these tests: a short AI timeout, and room for many messages a minute. */
export const CHAT_TEST_ENV = { AI_TIMEOUT_MS: '800', CHAT_MESSAGES_PER_MINUTE: '200' };

/** The fake Gemini, then the app pointed at it with the chat's test settings (and `env`). */
export async function startChatApp(env: RawEnv = {}): Promise<{ t: TestApp; fake: FakeGemini }> {
  const fake = await startFakeGemini();
  const t = await startTestApp({ ...fake.env, ...CHAT_TEST_ENV, ...env });
  return { t, fake };
}

/** Closes the app, then the fake (either may not have started). */
export async function closeChatApp(t: TestApp | undefined, fake: FakeGemini | undefined): Promise<void> {
  await t?.close();
  await fake?.close();
}
