// The WebSocket edge of chat (SECURITY.md 13): who may open a socket, what may run over it, frame
// limits, and that leaving releases the subscription. Plus the per-member rate limit and the offline
// assistant (no AI key), which need an app of their own.
import WebSocket from 'ws';
import { chatReplyTopic } from '../src/modules/chat/chat.events.js';
import { ObjectId } from 'mongodb';
import { SESSION_ENDED_CLOSE, SUBSCRIPTIONS_ONLY_MESSAGE } from '../src/graphql/websocket.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { CHAT_MESSAGES, CHAT_REPLY, listenForReplies, SEND_CHAT } from './support/chat.js';
import { probeUpgrade, waitForSubscribers, wsUrlOf, WsTestClient } from './support/ws-client.js';
import type { GraphQLClient } from './support/graphql-client.js';

let t: TestApp;
beforeAll(async () => {
  // No GEMINI_API_KEY: the offline assistant answers. A small limit for the rate-limit test.
  t = await startTestApp({ CHAT_MESSAGES_PER_MINUTE: '3' });
});
afterAll(async () => {
  await t?.close();
});

async function member(): Promise<GraphQLClient> {
  const client = t.client();
  await client.signUp();
  return client;
}

describe('chat over WebSocket: who may connect', () => {
  it('accepts a signed-in member from the allowed origin', async () => {
    const client = await member();
    expect(await probeUpgrade(t.url, { cookie: client.cookieHeader(), init: true })).toEqual({ opened: true });
  });

  it('refuses the upgrade without a session cookie', async () => {
    expect(await probeUpgrade(t.url, { init: true })).toEqual({ opened: false, status: 401 });
  });

  it('refuses a forged, signed-out or garbage session cookie', async () => {
    const client = await member();
    const cookie = client.cookieHeader();
    expect(
      await probeUpgrade(t.url, { cookie: cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), init: true }),
    ).toMatchObject({ status: 401 });
    expect(await probeUpgrade(t.url, { cookie: 'mc.sid=s%3Anot-a-session.sig', init: true })).toMatchObject({
      status: 401,
    });
    await client.ok('mutation { signOut }');
    expect(await probeUpgrade(t.url, { cookie, init: true })).toMatchObject({ status: 401 });
  });

  it('refuses a foreign Origin, or none, even with a valid session', async () => {
    const client = await member();
    const cookie = client.cookieHeader();
    expect(await probeUpgrade(t.url, { cookie, origin: 'https://evil.example', init: true })).toEqual({
      opened: false,
      status: 403,
    });
    expect(await probeUpgrade(t.url, { cookie, origin: null, init: true })).toEqual({ opened: false, status: 403 });
    expect(
      await probeUpgrade(t.url, { cookie, origin: TEST_ORIGIN.replace('localhost', '127.0.0.1'), init: true }),
    ).toMatchObject({ status: 403 });
  });

  it('closes a socket that never sends connection_init', async () => {
    const client = await member();
    const outcome = await probeUpgrade(t.url, { cookie: client.cookieHeader(), init: false, waitMs: 5000 });
    expect(outcome).toMatchObject({ opened: true, closeCode: 4408 });
  });

  it('closes a socket that sends a frame over 64 KB, logging one line (not a stack on stderr)', async () => {
    const client = await member();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const logsBefore = t.logs.length;
    const closed = await new Promise<number>((resolve) => {
      const socket = new WebSocket(wsUrlOf(t.url), 'graphql-transport-ws', {
        headers: { origin: TEST_ORIGIN, cookie: client.cookieHeader() },
      });
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'connection_init', payload: { pad: 'x'.repeat(70 * 1024) } })),
      );
      socket.on('close', (code) => resolve(code));
      socket.on('error', () => {});
    });
    expect(closed).toBe(1009);
    await new Promise((r) => setTimeout(r, 50));
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    const refused = t.logs
      .slice(logsBefore)
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { code?: string } });
    expect(refused).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'websocket frame refused',
        err: expect.objectContaining({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' }),
      }),
    );
  });
});

describe('chat over WebSocket: what may run', () => {
  it('serves subscriptions only: a query or mutation over the socket is refused and not run', async () => {
    const client = await member();
    const ws = WsTestClient.forMember(client);
    const query = ws.subscribe(CHAT_MESSAGES);
    await query.settled();
    expect(query.error).toEqual([
      expect.objectContaining({
        message: SUBSCRIPTIONS_ONLY_MESSAGE,
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    const mutation = ws.subscribe(SEND_CHAT, { prompt: 'sent over the socket' });
    await mutation.settled();
    expect(mutation.error).toEqual([expect.objectContaining({ message: SUBSCRIPTIONS_ONLY_MESSAGE })]);
    expect((await client.ok(CHAT_MESSAGES)).chatMessages).toEqual([]);
    await ws.close();
  });

  it('answers an invalid document with a validation error, not internals', async () => {
    const client = await member();
    const ws = WsTestClient.forMember(client);
    const bad = ws.subscribe('subscription { chatReply { nothingHere } }');
    await bad.settled();
    expect(bad.error).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/Cannot query field "nothingHere"/),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
      }),
    ]);
    const syntax = ws.subscribe('subscription { chatReply { ');
    await syntax.settled();
    expect(syntax.error).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }),
    ]);
    expect(JSON.stringify([bad.error, syntax.error])).not.toMatch(/\.ts:\d+|node_modules/);
    await ws.close();
  });

  it('releases the subscription when the member unsubscribes or the socket closes', async () => {
    const client = await member();
    const topic = chatReplyTopic(client.member!.id);
    const pubSub = t.app.services.pubSub;
    const ws = WsTestClient.forMember(client);
    const first = ws.subscribe(CHAT_REPLY);
    const second = ws.subscribe(CHAT_REPLY);
    await waitForSubscribers(pubSub, topic, 2);
    first.dispose();
    await until(() => pubSub.subscriberCount(topic) === 1);
    await ws.close();
    await until(() => pubSub.subscriberCount(topic) === 0);
    // The client's own socket closed: its remaining subscription ended without an error.
    expect(second.error).toBeUndefined();
  });
});

describe('chat over WebSocket: when the session ends', () => {
  it('closes the socket at sign-out, and its subscription hears nothing of a later session of the same member', async () => {
    const client = await member();
    const topic = chatReplyTopic(client.member!.id);
    const ws = WsTestClient.forMember(client);
    const replies = ws.subscribe(CHAT_REPLY);
    await waitForSubscribers(t.app.services.pubSub, topic, 1);
    await client.ok('mutation { signOut }');
    await until(() => ws.closes.length > 0);
    expect(ws.closes[0]).toEqual({ code: SESSION_ENDED_CLOSE.code, reason: SESSION_ENDED_CLOSE.reason });
    await until(() => t.app.services.pubSub.subscriberCount(topic) === 0);
    // Signed in again elsewhere: that session's chat reaches nothing through the old socket.
    await client.signIn(client.member!.email, client.member!.password);
    await client.ok(SEND_CHAT, { prompt: 'hello again' });
    expect(replies.data).toEqual([]);
    await ws.close();
  });

  it('closes every socket of a member whose account is erased', async () => {
    const client = await member();
    const sockets = [WsTestClient.forMember(client), WsTestClient.forMember(client)];
    for (const ws of sockets) ws.subscribe(CHAT_REPLY);
    await waitForSubscribers(t.app.services.pubSub, chatReplyTopic(client.member!.id), 2);
    await client.ok('mutation D($p: String) { deleteAccount(password: $p) }', { p: client.member!.password });
    await until(() => sockets.every((ws) => ws.closes.length > 0));
    for (const ws of sockets) expect(ws.closes[0].code).toBe(SESSION_ENDED_CLOSE.code);
  });

  it('refuses a new subscription on an open socket once the account is disabled', async () => {
    const client = await member();
    const ws = WsTestClient.forMember(client);
    const first = ws.subscribe(CHAT_REPLY);
    await waitForSubscribers(t.app.services.pubSub, chatReplyTopic(client.member!.id), 1);
    await t.app.database.connection
      .db!.collection('users')
      .updateOne({ _id: new ObjectId(client.member!.id) }, { $set: { disabled: true } });
    const second = ws.subscribe(CHAT_REPLY);
    await until(() => ws.closes.length > 0);
    expect(ws.closes[0].code).toBe(SESSION_ENDED_CLOSE.code);
    expect(second.data).toEqual([]);
    expect(first.data).toEqual([]);
  });
});

describe('chat: rate limit and the offline assistant', () => {
  it('limits each member to the configured messages a minute, and only that member', async () => {
    const client = await member();
    for (let i = 0; i < 3; i++) await client.ok(SEND_CHAT, { prompt: `message ${i}` });
    const limited = await client.gql(SEND_CHAT, { prompt: 'one too many' });
    expect(limited.errors?.[0]).toMatchObject({
      message: "You're sending messages quickly. Please wait a moment and try again.",
      extensions: { code: 'RATE_LIMITED' },
    });
    expect(limited.errors?.[0].extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.errors?.[0].extensions?.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Nothing of the refused message was stored.
    const chat = (await client.ok(CHAT_MESSAGES)).chatMessages as { text: string }[];
    expect(chat).toHaveLength(6);
    expect(chat.some((m) => m.text === 'one too many')).toBe(false);
    // Another member is not affected.
    const other = await member();
    expect((await other.gql(SEND_CHAT, { prompt: 'hello' })).errors).toBeUndefined();
  });

  it('streams an honest offline reply word by word when no AI service is configured', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    const reply = (await client.ok(SEND_CHAT, { prompt: 'I cannot sleep at night' })).sendChatMessage;
    const chunks = await listener.untilDone(reply.id);
    expect(chunks.length).toBeGreaterThan(10);
    expect(reply.text).toMatch(/offline assistant/);
    expect(reply.text).toMatch(/\n1\. .*wake-up time/);
    expect(
      chunks
        .slice(0, -1)
        .map((c) => c.delta)
        .join(''),
    ).toBe(reply.text);
    await listener.close();
  });
});

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
