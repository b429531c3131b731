// Scale-out: two app instances share one database and a real Redis (redis-server on a free port).
// A reply produced on one instance reaches the member's subscription on the other, in order, and
// the per-member chat limit is counted across both.
import { startFakeGemini, type FakeGemini } from './fakes/gemini.js';
import { startRedis, type TestRedis } from './support/redis.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { CHAT_MESSAGES, listenForReplies, SEND_CHAT } from './support/chat.js';
import { GraphQLClient } from './support/graphql-client.js';

let redis: TestRedis;
let fake: FakeGemini;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  redis = await startRedis();
  fake = await startFakeGemini();
  const env = {
    REDIS_URL: redis.url,
    ...fake.env,
    CHAT_MESSAGES_PER_MINUTE: '4',
  };
  one = await startTestApp(env);
  two = await startTestApp({ ...env, MONGODB_URI: one.app.database.uri });
});
afterEach(() => fake.reset());
afterAll(async () => {
  await two?.close();
  await one?.close();
  await fake?.close();
  await redis?.stop();
});

describe('chat across two instances through Redis', () => {
  it('uses Redis for pub/sub on both instances', () => {
    expect(one.app.services.pubSub.kind).toBe('redis');
    expect(two.app.services.pubSub.kind).toBe('redis');
  });

  it('delivers a reply produced on instance 1 to the subscriber on instance 2, in order', async () => {
    const onOne = one.client();
    await onOne.signUp();
    // The same browser (cookie) reaches instance 2 through the load balancer.
    const onTwo = new GraphQLClient(two.url);
    for (const [k, v] of onOne.cookies) onTwo.cookies.set(k, v);
    onTwo.member = onOne.member;

    const other = two.client();
    await other.signUp();
    const otherListener = await listenForReplies(other, two.app.services.pubSub);
    const listener = await listenForReplies(onTwo, two.app.services.pubSub);

    fake.chunkDelayMs = 20;
    fake.queue.push({ kind: 'reply', text: ['Across ', 'instances ', 'in ', 'order: ', '1. one ', '2. two'] });
    const reply = (await onOne.ok(SEND_CHAT, { prompt: 'Hello from instance one' })).sendChatMessage;
    const chunks = await listener.untilDone(reply.id);

    expect(chunks[chunks.length - 1]).toMatchObject({ done: true, message: reply });
    expect(
      chunks
        .slice(0, -1)
        .map((c) => c.delta)
        .join(''),
    ).toBe('Across instances in order:\n1. one\n2. two');
    expect(reply.text).toBe('Across instances in order:\n1. one\n2. two');
    // Instance 2 reads the same chat from the shared database.
    expect((await onTwo.ok(CHAT_MESSAGES)).chatMessages.map((m: { text: string }) => m.text)).toEqual([
      'Hello from instance one',
      reply.text,
    ]);
    // Another member on instance 2 saw nothing of it.
    expect(otherListener.chunks()).toEqual([]);
    await Promise.all([listener.close(), otherListener.close()]);
  });

  it('counts the chat limit across instances (shared counters in Redis)', async () => {
    const a = one.client();
    await a.signUp();
    const b = new GraphQLClient(two.url);
    for (const [k, v] of a.cookies) b.cookies.set(k, v);
    await a.ok(SEND_CHAT, { prompt: '1' });
    await b.ok(SEND_CHAT, { prompt: '2' });
    await a.ok(SEND_CHAT, { prompt: '3' });
    await b.ok(SEND_CHAT, { prompt: '4' });
    const res = await b.gql(SEND_CHAT, { prompt: '5' });
    expect(res.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});
