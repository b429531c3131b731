// Chat end to end: the real app over HTTP and WebSocket, the real @google/genai client against the
// local fake Gemini. Spec sections 2, 4, 5, 7, 8, 9; SECURITY.md 13, 17, 19, 20.
import { messages } from '../src/messages.js';
import type { FakeGemini } from './fakes/gemini.js';
import type { TestApp } from './support/test-app.js';
import { CHAT_MESSAGES, listenForReplies, SEND_CHAT, type ChatMessageShape } from './support/chat.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { closeChatApp, startChatApp } from './support/gemini-app.js';

let fake: FakeGemini;
let t: TestApp;

beforeAll(async () => ({ t, fake } = await startChatApp()));
afterEach(() => fake.reset());
afterAll(() => closeChatApp(t, fake));

async function member(overrides: Record<string, unknown> = {}): Promise<GraphQLClient> {
  const client = t.client();
  await client.signUp(overrides);
  return client;
}

async function chatOf(client: GraphQLClient): Promise<ChatMessageShape[]> {
  return (await client.ok<{ chatMessages: ChatMessageShape[] }>(CHAT_MESSAGES)).chatMessages;
}

async function send(client: GraphQLClient, prompt: string): Promise<ChatMessageShape> {
  return (await client.ok<{ sendChatMessage: ChatMessageShape }>(SEND_CHAT, { prompt })).sendChatMessage;
}

describe('chat: access and input', () => {
  it('refuses a visitor', async () => {
    const visitor = t.client();
    for (const [query, variables] of [
      [CHAT_MESSAGES, undefined],
      [SEND_CHAT, { prompt: 'hello' }],
    ] as const) {
      const res = await visitor.gql(query, variables);
      expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
      expect(res.data).toBeNull();
    }
    expect(fake.requests).toHaveLength(0);
  });

  it('starts empty for a new member', async () => {
    expect(await chatOf(await member())).toEqual([]);
  });

  it("answers an empty or blank prompt with 'Please enter a prompt.' and stores nothing", async () => {
    const client = await member();
    for (const prompt of ['', '   ', '\n\t  \n']) {
      const res = await client.gql(SEND_CHAT, { prompt });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please enter a prompt.',
        extensions: { code: 'BAD_USER_INPUT', field: 'prompt' },
      });
    }
    expect(await chatOf(client)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('caps prompts at 2,000 characters with a clear message', async () => {
    const client = await member();
    const res = await client.gql(SEND_CHAT, { prompt: 'a'.repeat(2001) });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please keep your message to 2,000 characters or fewer.',
      extensions: { code: 'BAD_USER_INPUT', field: 'prompt' },
    });
    expect(fake.requests).toHaveLength(0);
    // Exactly at the cap is fine.
    const reply = await send(client, 'b'.repeat(2000));
    expect(reply.type).toBe('AI');
  });

  it('refuses a prompt of the wrong type as bad input', async () => {
    const client = await member();
    const res = await client.gql(SEND_CHAT, { prompt: { $ne: 1 } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('chat: a streamed reply', () => {
  it('streams chunks in order to the member, and the final one carries the stored message', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    fake.chunkDelayMs = 60;
    fake.queue.push({
      kind: 'reply',
      text: ['**Here are', ' some ideas:** 1. Go for', ' a short walk. 2. Call', ' a friend you trust.'],
    });

    const sent = send(client, 'I feel low today. What can I do?');
    const chunks = await listener.untilDone();
    const reply = await sent;

    // One message id on every chunk, the final one last, with no text of its own.
    expect(new Set(chunks.map((c) => c.messageId))).toEqual(new Set([reply.id]));
    expect(chunks.filter((c) => c.done)).toHaveLength(1);
    const final = chunks[chunks.length - 1];
    expect(final).toMatchObject({ done: true, delta: '', message: reply });
    const deltas = chunks.slice(0, -1);
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(deltas.every((c) => !c.done && c.delta.length > 0 && c.message === null)).toBe(true);

    // Symbols stripped, numbered points on new lines; the deltas add up to exactly the stored text.
    expect(reply).toMatchObject({
      type: 'AI',
      text: 'Here are some ideas:\n1. Go for a short walk.\n2. Call a friend you trust.',
    });
    expect(deltas.map((c) => c.delta).join('')).toBe(reply.text);

    // Stored: the member's message, then the reply.
    const chat = await chatOf(client);
    expect(chat.map((m) => [m.type, m.text])).toEqual([
      ['USER', 'I feel low today. What can I do?'],
      ['AI', reply.text],
    ]);
    expect(chat[1]).toEqual(reply);
    expect(new Date(chat[0].createdAt).getTime()).toBeLessThanOrEqual(new Date(chat[1].createdAt).getTime());
    await listener.close();
  });

  it('delivers the first words while the model is still writing', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    fake.chunkDelayMs = 150;
    // Whole sentences are released once the reply guard passed them (docs/security.md 20).
    fake.queue.push({
      kind: 'reply',
      text: ['First words arrive early. ', 'The rest ', 'comes later ', 'after that.'],
    });
    const started = Date.now();
    const sent = send(client, 'Tell me something slowly');
    // The first words on screen (an event, not a sampling timer: a 10 ms timer ticks less often on a
    // busy machine, which once read as "no text yet")...
    await listener.replies.until(() => listener.chunks().length > 0, 10_000);
    const firstAt = Date.now() - started;
    await sent;
    const total = Date.now() - started;
    // ...came while the model was still writing: its last three pieces take 3 × 150 ms after the
    // first sentence was complete, so the member had text at least 300 ms before the reply ended.
    expect(listener.chunks()[0]).toMatchObject({ done: false, delta: 'First words arrive early.' });
    expect(total - firstAt).toBeGreaterThanOrEqual(300);
    await listener.close();
  });

  it('sends the spec prompt with the recent chat as context, and nothing else about the member', async () => {
    const client = await member({ firstName: 'Zebulon', lastName: 'Quartermaine', phoneNumber: '0700111222333' });
    const other = await member({ firstName: 'Other' });
    await send(other, 'other-member-secret-words');
    await send(client, 'My first question is about sleep');
    await send(client, 'And my second question?');

    const last = fake.requests[fake.requests.length - 1];
    expect(last.method).toBe('streamGenerateContent');
    expect(last.text).toMatch(/concise answer in short paragraphs, with numbering/);
    expect(last.text).toContain('Member: My first question is about sleep');
    expect(last.text).toContain('Assistant: A kind, concise answer from the fake Gemini.');
    expect(last.text).toContain('And my second question?');
    for (const request of fake.requests) {
      for (const secret of ['Zebulon', 'Quartermaine', client.member!.email, '0700111222333', client.member!.id]) {
        expect(request.text).not.toContain(secret);
      }
    }
    expect(last.text).not.toContain('other-member-secret-words');
  });

  it("never sends member A's chunks to member B's subscription", async () => {
    const a = await member();
    const b = await member();
    const listenA = await listenForReplies(a, t.app.services.pubSub);
    const listenB = await listenForReplies(b, t.app.services.pubSub);
    fake.queue.push({ kind: 'reply', text: ['A-only ', 'private ', 'reply.'] });
    const replyA = await send(a, 'A asks something private');
    await listenA.untilDone(replyA.id);
    // B's subscription is live (it gets B's own reply) and holds nothing of A's.
    fake.queue.push({ kind: 'reply', text: ['For B.'] });
    const replyB = await send(b, 'B asks');
    const chunksB = await listenB.untilDone(replyB.id);
    expect(listenB.chunks()).toEqual(chunksB);
    expect(JSON.stringify(listenB.replies.results)).not.toContain('A-only');
    expect(listenB.chunks().some((c) => c.messageId === replyA.id)).toBe(false);
    expect(listenA.chunks().some((c) => c.messageId === replyB.id)).toBe(false);
    // And B's chat holds only B's messages.
    expect((await chatOf(b)).map((m) => m.text)).toEqual(['B asks', 'For B.']);
    await Promise.all([listenA.close(), listenB.close()]);
  });

  it('still returns the reply to a member without a subscription', async () => {
    const client = await member();
    fake.queue.push({ kind: 'reply', text: ['No socket ', 'needed.'] });
    expect(await send(client, 'hello')).toMatchObject({ type: 'AI', text: 'No socket needed.' });
  });
});

describe('chat: when the AI service fails', () => {
  it.each([
    ['answers 500', { kind: 'status', status: 500 } as const],
    // A blocked prompt gets the crisis reply instead (test/chat-safety.test.ts).
    ['returns nothing', { kind: 'empty' } as const],
    ['hangs past the deadline', { kind: 'hang' } as const],
  ])("stores, streams and returns the spec's fallback reply when it %s", async (_label, behaviour) => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    fake.fallback = behaviour;
    const started = Date.now();
    const res = await client.gql(SEND_CHAT, { prompt: 'Can you help me relax?' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.errors).toBeUndefined();
    expect(res.data?.sendChatMessage).toMatchObject({
      type: 'AI',
      text: "Sorry, we couldn't process your request at the moment. Please try again later.",
    });

    // The subscription's final chunk carries the stored fallback reply...
    const chunks = await listener.untilDone();
    expect(chunks[chunks.length - 1].message?.text).toBe(messages.chatReplyUnavailable);
    // ...and so does the chat after a reload.
    const chat = await chatOf(client);
    expect(chat.map((m) => [m.type, m.text])).toEqual([
      ['USER', 'Can you help me relax?'],
      ['AI', "Sorry, we couldn't process your request at the moment. Please try again later."],
    ]);
    await listener.close();
  });

  it('leaves fallback replies out of the context of the next prompt', async () => {
    const client = await member();
    fake.queue.push({ kind: 'status', status: 400 });
    await client.gql(SEND_CHAT, { prompt: 'first try' });
    await send(client, 'second try');
    const last = fake.requests[fake.requests.length - 1].text;
    expect(last).toContain('Member: first try');
    expect(last).not.toContain("Sorry, we couldn't process");
  });
});

describe('chat: crisis language', () => {
  it('answers at once with the crisis resources, without asking the AI service', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    const reply = await send(client, "I don't want to live anymore");
    expect(fake.requests).toHaveLength(0);
    expect(reply.type).toBe('AI');
    expect(reply.text).toMatch(/^I'm really sorry you're feeling this way/);
    expect(reply.text).toMatch(/emergency/i);
    expect(reply.text).toMatch(/\n1\. .+/);

    // Streamed at once: one chunk with the whole text, then the final one.
    const chunks = await listener.untilDone(reply.id);
    expect(chunks.map((c) => c.done)).toEqual([false, true]);
    expect(chunks[0].delta).toBe(reply.text);
    expect(chunks[1].message).toEqual(reply);
    expect((await chatOf(client)).map((m) => m.text)).toEqual(["I don't want to live anymore", reply.text]);
    await listener.close();
  });

  it('answers crisis language even while the AI service is down', async () => {
    const client = await member();
    fake.fallback = { kind: 'status', status: 503 };
    const reply = await send(client, 'I keep thinking about suicide');
    expect(reply.text).toMatch(/emergency/i);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('chat: only the latest 50 messages', () => {
  it('drops the oldest messages once the 51st arrives', async () => {
    const client = await member();
    for (let i = 1; i <= 25; i++) {
      fake.queue.push({ kind: 'reply', text: `reply ${i}` });
      await send(client, `prompt ${i}`);
    }
    let chat = await chatOf(client);
    expect(chat).toHaveLength(50);
    expect(chat[0].text).toBe('prompt 1');
    expect(chat[49].text).toBe('reply 25');

    fake.queue.push({ kind: 'reply', text: 'reply 26' });
    await send(client, 'prompt 26');
    chat = await chatOf(client);
    expect(chat).toHaveLength(50);
    expect(chat.map((m) => m.text).slice(0, 2)).toEqual(['prompt 2', 'reply 2']);
    expect(chat.map((m) => m.text).slice(-2)).toEqual(['prompt 26', 'reply 26']);
    expect(chat.some((m) => m.text === 'prompt 1' || m.text === 'reply 1')).toBe(false);

    // Concurrent sends never push the chat past 50.
    await Promise.all(Array.from({ length: 6 }, (_, i) => send(client, `together ${i}`)));
    chat = await chatOf(client);
    expect(chat).toHaveLength(50);
    for (let i = 0; i < 6; i++) expect(chat.some((m) => m.text === `together ${i}`)).toBe(true);
    const raw = await t.app.database.connection.collection('chats').findOne({ userId: client.member!.id });
    expect(raw?._id).toBe(`chat_${client.member!.id}`);
    expect(raw?.messages).toHaveLength(50);
  });
});

describe('chat: privacy of the logs', () => {
  it('never writes prompts or replies to the logs', async () => {
    const client = await member();
    fake.queue.push({ kind: 'reply', text: ['log-canary-reply-text'] });
    await send(client, 'log-canary-prompt-text');
    fake.fallback = { kind: 'status', status: 500 };
    await client.gql(SEND_CHAT, { prompt: 'log-canary-failing-prompt' });
    const logs = t.logs.join('\n');
    expect(logs).toContain('chat reply failed');
    expect(logs).not.toMatch(/log-canary/);
  });
});
