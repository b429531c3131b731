// Both pub/subs behave the same: order kept, topics isolated, unsubscribing releases the topic.
// The Redis one runs against a real redis-server (test/support/redis.ts).
import { Redis } from 'ioredis';
import { startRedis, type TestRedis } from '../../test/support/redis.js';
import { createLogger } from '../logger.js';
import { createPubSub, InProcessPubSub, type AppPubSub, type PubSubSetup } from './index.js';
import { MAX_BUFFERED_PAYLOADS, SubscriptionQueue } from './pubsub.js';

async function take(iterator: AsyncIterator<unknown>, n: number, timeoutMs = 2000): Promise<unknown[]> {
  const out: unknown[] = [];
  const deadline = Date.now() + timeoutMs;
  while (out.length < n) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`only ${out.length} of ${n} payloads arrived`);
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([
      iterator.next(),
      new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), left))),
    ]);
    clearTimeout(timer);
    if (result === 'timeout') continue;
    if (result.done) break;
    out.push(result.value);
  }
  return out;
}

async function ready(pubSub: AppPubSub, topic: string, count = 1) {
  const deadline = Date.now() + 3000;
  while (pubSub.subscriberCount(topic) < count) {
    if (Date.now() > deadline) throw new Error('subscription never became ready');
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('SubscriptionQueue', () => {
  it('hands out pushed values in order, waits when empty, and ends on return()', async () => {
    let closed = 0;
    const queue = new SubscriptionQueue<number>(() => closed++);
    queue.push(1);
    const pending = queue.next();
    expect(await pending).toEqual({ value: 1, done: false });
    const waiting = queue.next();
    queue.push(2);
    expect(await waiting).toEqual({ value: 2, done: false });
    await queue.return();
    await queue.return();
    expect(closed).toBe(1);
    queue.push(3);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });

  it('ends a subscriber that falls hopelessly behind instead of buffering for ever', async () => {
    let closed = false;
    const queue = new SubscriptionQueue<number>(() => (closed = true));
    for (let i = 0; i <= MAX_BUFFERED_PAYLOADS; i++) queue.push(i);
    expect(closed).toBe(true);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });
});

const logger = createLogger('silent');
let redis: TestRedis;
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.each([
  ['in-process', () => createPubSub({ logger })],
  ['redis', () => createPubSub({ logger, redisUrl: redis.url })],
])('%s pub/sub', (kind, make) => {
  let setup: PubSubSetup;
  beforeEach(() => {
    setup = make();
  });
  afterEach(async () => {
    await setup.close();
  });

  it('is the expected kind', () => {
    expect(setup.pubSub.kind).toBe(kind);
    expect(Boolean(setup.redis)).toBe(kind === 'redis');
  });

  it('delivers payloads in publish order to every subscriber of the topic, and only of that topic', async () => {
    const { pubSub } = setup;
    const a1 = pubSub.subscribe('t.a');
    const a2 = pubSub.subscribe('t.a');
    const b = pubSub.subscribe('t.b');
    await ready(pubSub, 't.a', 2);
    await ready(pubSub, 't.b');
    for (let i = 0; i < 50; i++) pubSub.publish('t.a', { i, text: `chunk ${i}` });
    pubSub.publish('t.b', { only: 'b' });
    const expected = Array.from({ length: 50 }, (_, i) => ({ i, text: `chunk ${i}` }));
    expect(await take(a1, 50)).toEqual(expected);
    expect(await take(a2, 50)).toEqual(expected);
    expect(await take(b, 1)).toEqual([{ only: 'b' }]);
    await Promise.all([a1.return?.(), a2.return?.(), b.return?.()]);
  });

  it('releases the topic when the last subscriber leaves', async () => {
    const { pubSub } = setup;
    const one = pubSub.subscribe('t.release');
    const two = pubSub.subscribe('t.release');
    await ready(pubSub, 't.release', 2);
    await one.return?.();
    expect(pubSub.subscriberCount('t.release')).toBe(1);
    await two.return?.();
    expect(pubSub.subscriberCount('t.release')).toBe(0);
    if (setup.redis) {
      // Redis no longer holds the channel for this instance.
      const deadline = Date.now() + 2000;
      let subscribers = -1;
      while (Date.now() < deadline) {
        const [, n] = (await setup.redis.pubsub('NUMSUB', 'mindcheck:pubsub:t.release')) as [string, number];
        subscribers = Number(n);
        if (subscribers === 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(subscribers).toBe(0);
    }
  });

  it('publishing to a topic nobody listens to is harmless', () => {
    expect(() => setup.pubSub.publish('t.nobody', { x: 1 })).not.toThrow();
  });
});

describe('redis pub/sub across instances', () => {
  it('delivers a payload published by one instance to a subscriber of another, as JSON', async () => {
    const one = createPubSub({ logger, redisUrl: redis.url });
    const two = createPubSub({ logger, redisUrl: redis.url });
    try {
      const sub = two.pubSub.subscribe('t.cross');
      await ready(two.pubSub, 't.cross');
      one.pubSub.publish('t.cross', { at: new Date(0).toISOString(), n: 1 });
      expect(await take(sub, 1)).toEqual([{ at: '1970-01-01T00:00:00.000Z', n: 1 }]);
      await sub.return?.();
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('ignores a malformed message on the channel', async () => {
    const setup = createPubSub({ logger, redisUrl: redis.url });
    const raw = new Redis(redis.url);
    try {
      const sub = setup.pubSub.subscribe('t.malformed');
      await ready(setup.pubSub, 't.malformed');
      await raw.publish('mindcheck:pubsub:t.malformed', '{not json');
      await raw.publish('mindcheck:pubsub:t.malformed', JSON.stringify({ fine: true }));
      expect(await take(sub, 1)).toEqual([{ fine: true }]);
      await sub.return?.();
    } finally {
      raw.disconnect();
      await setup.close();
    }
  });
});

describe('in-process pub/sub', () => {
  it('delivers synchronously, before publish returns', () => {
    const pubSub = new InProcessPubSub();
    const sub = pubSub.subscribe('t.sync') as SubscriptionQueue<unknown>;
    pubSub.publish('t.sync', 1);
    return expect(sub.next()).resolves.toEqual({ value: 1, done: false });
  });
});
