// The app paying through the local fake Paystack (the real client library against it): the boot the
// booking, refund, payout and webhook tests share, one per test file.
import { startFakePaystack, type FakePaystack } from '../fakes/paystack.js';
import type { RawEnv } from '../../src/config.js';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';

/** The fake Paystack, then the app pointed at it (with `env` beside the fake's). */
export async function startPaystackApp(
  env: RawEnv = {},
  options: TestAppOptions = {},
): Promise<{ t: TestApp; paystack: FakePaystack }> {
  const paystack = await startFakePaystack();
  const t = await startTestApp({ ...paystack.env, ...env }, options);
  return { t, paystack };
}

/** Closes the app, then the fake (either may not have started). */
export async function closePaystackApp(t: TestApp | undefined, paystack: FakePaystack | undefined): Promise<void> {
  await t?.close();
  await paystack?.close();
}
