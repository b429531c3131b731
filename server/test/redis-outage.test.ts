// Redis going away under a running instance: the rate limits fall back to counters in the
// instance's own memory, so members can still sign in and the brute-force lockout still holds.
import { messages } from '../src/messages.js';
import { startRedis, type TestRedis } from './support/redis.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let redis: TestRedis;
let t: TestApp;

beforeAll(async () => {
  redis = await startRedis();
  t = await startTestApp({ REDIS_URL: redis.url });
});
afterAll(async () => {
  await t?.close();
  await redis?.stop();
});

it('keeps sign-in working, and the lockout counting, while Redis is down', async () => {
  const member = t.client();
  const { email, input } = await member.signUp();
  const password = input.password as string;
  await member.ok('mutation { signOut }');
  await redis.stop();

  const started = Date.now();
  const signedIn = await t.client().signIn(email, password);
  expect(signedIn.errors).toBeUndefined();
  expect(signedIn.data?.signIn.email).toBe(email);
  // Not held up by reconnect attempts.
  expect(Date.now() - started).toBeLessThan(3000);

  const attacker = t.client();
  for (let i = 1; i <= 10; i++) {
    const res = await attacker.signIn(email, `wrong password ${i}`);
    expect(res.errors?.[0].message).toBe(messages.invalidCredentials);
  }
  const locked = await attacker.signIn(email, password);
  expect(locked.errors?.[0]).toMatchObject({ message: messages.tooManyRequests, extensions: { code: 'RATE_LIMITED' } });
});
