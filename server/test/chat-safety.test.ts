// The safety net on the AI path (docs/security.md 20; docs/clinical-safety.md): crisis replies per
// kind with the member's help lines, the semantic check (both answers, a timeout, garbage), the
// system instruction and safety settings as Gemini receives them, the reply guard mid-stream, a
// blocked reply, the fallback with help lines, the default model and the start-up 404 line. The real
// app and the real @google/genai client against the local fake Gemini.
import { CRISIS_QUESTION, CRISIS_QUESTION_NO_REPLY, crisisReplyText, type CrisisKind } from '@mindcheck/common';
import { messages } from '../src/messages.js';
import type { FakeGemini } from './fakes/gemini.js';
import { CHAT_MESSAGES, listenForReplies, SEND_CHAT, type ChatMessageShape } from './support/chat.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { NG_LINE_ENV, NG_LINES } from './support/crisis-lines.js';
import { closeChatApp, startChatApp } from './support/gemini-app.js';

let fake: FakeGemini;
let t: TestApp;

beforeAll(async () => ({ t, fake } = await startChatApp(NG_LINE_ENV)));
afterEach(() => fake.reset());
afterAll(() => closeChatApp(t, fake));

async function member(options: { aiProcessing?: boolean } = {}): Promise<GraphQLClient> {
  const client = t.client();
  await client.signUp({}, options);
  return client;
}

async function send(client: GraphQLClient, prompt: string): Promise<ChatMessageShape> {
  return (await client.ok<{ sendChatMessage: ChatMessageShape }>(SEND_CHAT, { prompt })).sendChatMessage;
}

async function chatOf(client: GraphQLClient): Promise<ChatMessageShape[]> {
  return (await client.ok<{ chatMessages: ChatMessageShape[] }>(CHAT_MESSAGES)).chatMessages;
}

function expectCrisisReply(reply: ChatMessageShape, kind: CrisisKind): void {
  expect(reply).toMatchObject({
    type: 'AI',
    text: crisisReplyText(kind, NG_LINES),
    needsCrisisSupport: true,
    crisisKind: kind,
    crisisResources: NG_LINES,
  });
}

describe('crisis replies, fixed per kind', () => {
  it('answers crisis language with the kind reply and the help lines, in the reply, the stream and the history', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    const reply = await send(client, "I don't want to live anymore");
    expectCrisisReply(reply, 'SELF_HARM');
    expect(reply.text).toContain('/safety-plan');
    expect(fake.requests).toHaveLength(0);
    expect(fake.checks).toHaveLength(0);
    const chunks = await listener.untilDone(reply.id);
    expect(chunks.at(-1)?.message).toEqual(reply);
    const chat = await chatOf(client);
    expect(chat[0]).toMatchObject({ type: 'USER', needsCrisisSupport: false, crisisKind: null, crisisResources: [] });
    expect(chat[1]).toEqual(reply);
    await listener.close();
  });

  it('ordinary replies carry no crisis help', async () => {
    const reply = await send(await member(), 'How can I sleep better?');
    expect(reply).toMatchObject({ needsCrisisSupport: false, crisisKind: null, crisisResources: [] });
  });
});

describe('ask when unsure, through the real classifier', () => {
  // It points to help, as the system instruction asks after a flagged message (else the guard replaces it).
  const ORDINARY = 'Thank you for telling me. If things get heavy again, please reach out to someone you trust.';

  it('asks the kind question with the crisis card on a hedged message, and answers "I dey think am" with the self-harm reply', async () => {
    const client = await member();
    // Hedged: the classifier answers UNSURE (not CRISIS, not NONE) for these.
    const question = await send(client, "what's the point anymore");
    expect(question).toMatchObject({
      type: 'AI',
      text: CRISIS_QUESTION,
      needsCrisisSupport: true,
      crisisKind: 'SELF_HARM',
      crisisResources: NG_LINES,
    });
    // Neither an AI reply nor the semantic check: the question is fixed text.
    expect(fake.requests).toHaveLength(0);
    expect(fake.checks).toHaveLength(0);
    expectCrisisReply(await send(client, 'I dey think am'), 'SELF_HARM');
    expect(fake.requests).toHaveLength(0);
    const chat = await chatOf(client);
    expect(chat.map((m) => m.text)).toEqual([
      "what's the point anymore",
      CRISIS_QUESTION,
      'I dey think am',
      crisisReplyText('SELF_HARM', NG_LINES),
    ]);
    expect(chat[1]).toMatchObject({ needsCrisisSupport: true, crisisResources: NG_LINES });
  });

  it('answers "no, I\'m safe" kindly, then with the ordinary reply; a second hedge right after the question is the crisis reply', async () => {
    fake.fallback = { kind: 'reply', text: ORDINARY };
    const client = await member();
    expect((await send(client, 'wetin be the point sef')).text).toBe(CRISIS_QUESTION);
    const reply = await send(client, "no, I'm safe");
    expect(reply).toMatchObject({
      text: `${CRISIS_QUESTION_NO_REPLY}\n\n${ORDINARY}`,
      needsCrisisSupport: false,
      crisisResources: [],
    });
    expect(fake.requests).toHaveLength(1);

    const other = await member();
    expect((await send(other, 'there is no way out')).text).toBe(CRISIS_QUESTION);
    // Hedged again (UNSURE, not CRISIS, for the classifier): the crisis reply, not the same question twice.
    expectCrisisReply(await send(other, 'wetin be the point sef'), 'SELF_HARM');
  });
});

describe('the semantic check', () => {
  it('asks Gemini with its own system instruction for structured JSON, and a crisis answer brings that kind of reply', async () => {
    const client = await member();
    // A danger the rules do not name (they answer NONE): the semantic check is what catches it. (Round 7
    // of #32: the model now asks on a cousin shut in a room that smells of gas, so a quieter warning sign.)
    fake.checkQueue.push({ kind: 'reply', text: '{"crisis": true, "kind": "SOMEONE_ELSE"}' });
    const reply = await send(client, 'my uncle has been very quiet since the funeral and gave his farm tools away');
    expectCrisisReply(reply, 'SOMEONE_ELSE');
    expect(reply.text).toMatch(/^This is an emergency\. Call the emergency number now/);
    // No ordinary reply was asked for.
    expect(fake.requests).toHaveLength(0);
    const [check] = fake.checks;
    expect(check.method).toBe('generateContent');
    expect(check.system).toMatch(/safety classifier/);
    expect(check.body.contents?.[0].parts?.[0].text).toBe(
      'my uncle has been very quiet since the funeral and gave his farm tools away',
    );
    expect(check.body.generationConfig).toMatchObject({
      responseMimeType: 'application/json',
      responseSchema: {
        type: 'OBJECT',
        properties: { crisis: { type: 'BOOLEAN' }, kind: { type: 'STRING' } },
        required: ['crisis', 'kind'],
      },
    });
  });

  it('a "no" answer lets the ordinary reply through', async () => {
    const reply = await send(await member(), 'What helps with exam stress?');
    expect(reply).toMatchObject({ text: 'A kind, concise answer from the fake Gemini.', needsCrisisSupport: false });
    expect(fake.checks).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{crisis: yes'],
    ['JSON of another shape', '{"crisis": "maybe", "kind": 7}'],
    ['an empty object', '{}'],
  ])('reads %s as no crisis: the ordinary reply goes ahead', async (_label, text) => {
    fake.checkQueue.push({ kind: 'reply', text });
    const reply = await send(await member(), 'What helps with exam stress?');
    expect(reply.text).toBe('A kind, concise answer from the fake Gemini.');
  });

  it('gives up at its deadline (never longer than a reply would take) and the ordinary reply goes ahead', async () => {
    fake.checkQueue.push({ kind: 'hang' });
    const started = Date.now();
    const reply = await send(await member(), 'What helps with exam stress?');
    expect(Date.now() - started).toBeLessThan(2500);
    expect(reply.text).toBe('A kind, concise answer from the fake Gemini.');
    expect(t.logs.join('\n')).toMatch(/semantic crisis check skipped/);
  });

  it('an error answer leaves it to the rules', async () => {
    fake.checkQueue.push({ kind: 'status', status: 500 });
    const reply = await send(await member(), 'What helps with exam stress?');
    expect(reply.text).toBe('A kind, concise answer from the fake Gemini.');
  });

  it('never runs for a member who said no to the AI service (the rules alone decide)', async () => {
    const client = await member({ aiProcessing: false });
    await send(client, 'What helps with exam stress?');
    expectCrisisReply(await send(client, 'I want to kill myself'), 'SELF_HARM');
    expect(fake.checks).toHaveLength(0);
    expect(fake.requests).toHaveLength(0);
  });
});

describe('what Gemini is told', () => {
  it('sends the rules as the system instruction with the member’s help lines, and dangerous content blocked at the lowest threshold', async () => {
    await send(await member(), 'How can I sleep better?');
    const [request] = fake.requests;
    expect(request.method).toBe('streamGenerateContent');
    expect(request.system).toMatch(/never diagnose/i);
    expect(request.system).toMatch(/Never give information about methods, means, doses, quantities or lethality/);
    expect(request.system).toMatch(/Never invent, guess or recall a phone number/);
    expect(request.system).toContain('- Test support line: 0800 555 0101');
    const contents = (request.body.contents ?? []).flatMap((c) => c.parts ?? []).map((p) => p.text);
    expect(contents.join('\n')).toContain('How can I sleep better?');
    expect(contents.join('\n')).not.toMatch(/never diagnose/i);
    expect(request.body.safetySettings).toEqual(
      expect.arrayContaining([
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_LOW_AND_ABOVE' },
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_MEDIUM_AND_ABOVE' },
      ]),
    );
  });

  it('sends the evaluation prompt with a system instruction too', async () => {
    const { SUBMIT_ASSESSMENT, answersFor } = await import('./support/assessments.js');
    const client = await member();
    await client.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 1) });
    const [request] = fake.requests;
    expect(request.method).toBe('generateContent');
    expect(request.system).toMatch(/not a diagnosis/);
    expect(request.system).toContain('0800 555 0101');
    expect(request.body.safetySettings).toEqual(
      expect.arrayContaining([{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_LOW_AND_ABOVE' }]),
    );
  });

  it('puts the fallback evaluation in place of one that names a dose or an unknown number', async () => {
    const { SUBMIT_ASSESSMENT, answersFor } = await import('./support/assessments.js');
    for (const [i, text] of ['You could take 30 tablets to sleep.', 'Call 0700 123 4567 for help.'].entries()) {
      fake.queue.push({ kind: 'reply', text });
      const client = await member();
      const condition = i === 0 ? 'ANXIETY' : 'DEPRESSION';
      const { submitAssessment } = await client.ok<{ submitAssessment: { evaluation: string } }>(SUBMIT_ASSESSMENT, {
        condition,
        answers: answersFor(condition, 1),
      });
      expect(submitAssessment.evaluation).toBe(messages.evaluationUnavailable);
    }
  });

  it('uses gemini-2.5-flash unless GEMINI_MODEL says otherwise', async () => {
    await send(await member(), 'How can I sleep better?');
    expect(fake.requests[0].model).toBe('gemini-2.5-flash');
  });
});

describe('the reply guard', () => {
  it('holds each sentence back until it passed, and replaces a reply that turns to doses with the crisis reply', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    fake.chunkDelayMs = 5;
    fake.queue.push({
      kind: 'reply',
      text: [
        'Sleep matters a lot. ',
        'If you want, you could take 20 tab',
        'lets of paracetamol tonight. ',
        'Rest well.',
      ],
    });
    const reply = await send(client, 'How can I sleep better?');
    expectCrisisReply(reply, 'SELF_HARM');
    const chunks = await listener.untilDone(reply.id);
    const shown = chunks.filter((c) => !c.done).map((c) => c.delta);
    // The safe first sentence was shown; nothing of the dose ever was; the final chunk replaces it all.
    expect(shown).toEqual(['Sleep matters a lot.']);
    expect(chunks.at(-1)?.message?.text).toBe(reply.text);
    expect((await chatOf(client))[1].text).toBe(reply.text);
    expect(t.logs.join('\n')).toMatch(/stopped by the reply guard/);
    expect(t.logs.join('\n')).not.toMatch(/paracetamol/);
    await listener.close();
  });

  it.each([
    ['a method', 'You should know that a noose is not the answer. Please rest.'],
    ['lethality', 'The lethal dose is what matters here. Please rest.'],
    ['"how many pills"', 'I cannot tell you how many pills would be safe. Please rest.'],
    ['an invented phone number', 'Please call the Samaritans on 116 123 or 0800 123 4567 today.'],
    ['an emergency number that is not the member’s', 'If you feel unsafe, call 911 now.'],
  ])('replaces a reply naming %s', async (_label, text) => {
    fake.queue.push({ kind: 'reply', text });
    expectCrisisReply(await send(await member(), 'How can I sleep better?'), 'SELF_HARM');
  });

  it('lets a reply that names the member’s own help line through', async () => {
    fake.queue.push({ kind: 'reply', text: 'You can always call 0800 555 0101 if things get heavy. Sleep well.' });
    const reply = await send(await member(), 'How can I sleep better?');
    expect(reply).toMatchObject({ needsCrisisSupport: false, text: expect.stringContaining('0800 555 0101') });
  });

  it('replaces a reply that ignores a crisis the member expressed in the last messages', async () => {
    const client = await member();
    await send(client, 'I want to kill myself');
    fake.queue.push({ kind: 'reply', text: 'Here is a pancake recipe. Mix flour and milk.' });
    expectCrisisReply(await send(client, 'tell me something nice'), 'SELF_HARM');
    // A reply that acknowledges it and points to help goes through.
    fake.queue.push({
      kind: 'reply',
      text: 'I am glad you are still talking to me. Please reach out to a crisis line.',
    });
    expect((await send(client, 'ok')).needsCrisisSupport).toBe(false);
  });
});

describe('blocked and failed replies', () => {
  it('answers a blocked prompt with the crisis reply', async () => {
    fake.queue.push({ kind: 'blocked' });
    expectCrisisReply(await send(await member(), 'How can I sleep better?'), 'SELF_HARM');
  });

  it('replaces a reply the model stopped for safety mid-stream with the crisis reply', async () => {
    const client = await member();
    const listener = await listenForReplies(client, t.app.services.pubSub);
    fake.queue.push({ kind: 'safety-finish', text: ['That sounds hard. ', 'One way would'] });
    const reply = await send(client, 'How can I sleep better?');
    expectCrisisReply(reply, 'SELF_HARM');
    const chunks = await listener.untilDone(reply.id);
    expect(chunks.filter((c) => !c.done).map((c) => c.delta)).not.toContain('One way would');
    expect(chunks.at(-1)?.message?.text).toBe(reply.text);
    await listener.close();
  });

  it("follows the spec's fallback reply with the help lines when one of the last three messages was flagged", async () => {
    const client = await member();
    await send(client, 'I want to kill myself');
    fake.fallback = { kind: 'status', status: 500 };
    const reply = await send(client, 'thanks, can we talk');
    expect(reply.text.split('\n')[0]).toBe(messages.chatReplyUnavailable);
    expect(reply.text).toContain('2. Test support line: 0800 555 0101');
    expect(reply).toMatchObject({ needsCrisisSupport: true, crisisResources: NG_LINES });
    // Three ordinary messages later the flag has aged out: the plain fallback.
    fake.fallback = { kind: 'reply', text: 'I am here for you; a crisis line is always there too.' };
    await send(client, 'one');
    await send(client, 'two');
    fake.fallback = { kind: 'status', status: 500 };
    expect((await send(client, 'three')).text).toBe(messages.chatReplyUnavailable);
  });
});

describe('the model at start-up', () => {
  it('logs one clear line when the configured model answers 404', async () => {
    const retired = await startTestApp({
      ...fake.env,
      GEMINI_MODEL: 'gemini-1.5-flash',
      AI_TIMEOUT_MS: '800',
    });
    try {
      const found = () => retired.logs.filter((l) => l.includes('AI model not found'));
      // The check runs beside start-up: wait for its line (two seconds at most).
      for (let i = 0; i < 200 && found().length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(found()).toHaveLength(1);
      expect(found()[0]).toContain('GEMINI_MODEL=gemini-1.5-flash answers 404');
      expect(t.logs.some((l) => l.includes('AI model not found'))).toBe(false);
    } finally {
      await retired.close();
    }
  });
});
