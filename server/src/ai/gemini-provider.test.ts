// The real @google/genai client against the local fake Gemini: replies, streaming, retries,
// blocks and deadlines.
import { startFakeGemini, type FakeGemini } from '../../test/fakes/gemini.js';
import { AiFailure } from './ai-provider.js';
import { GeminiProvider } from './gemini-provider.js';

let fake: FakeGemini;
let provider: GeminiProvider;
const request = {
  prompt: 'Write a short evaluation.',
  facts: { conditionTitle: 'Depression Assessment', score: 12, maxScore: 30, severityLabel: 'moderate', tips: [] },
};

beforeAll(async () => {
  fake = await startFakeGemini();
  provider = new GeminiProvider({
    apiKey: 'test-key',
    model: 'gemini-2.5-flash',
    baseUrl: fake.baseUrl,
    timeoutMs: 800,
    retryDelayMs: 10,
  });
});
afterEach(() => fake.reset());
afterAll(() => fake.close());

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of iterable) out.push(chunk);
  return out;
}

describe('GeminiProvider', () => {
  it('returns the model text and sends the prompt, key and model', async () => {
    fake.queue.push({ kind: 'reply', text: 'You are doing okay.' });
    await expect(provider.evaluate(request)).resolves.toBe('You are doing okay.');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      model: 'gemini-2.5-flash',
      method: 'generateContent',
      apiKey: 'test-key',
    });
    expect(fake.requests[0].text).toBe('Write a short evaluation.');
  });

  it('retries once on 429 and on 500, then succeeds', async () => {
    fake.queue.push({ kind: 'status', status: 429 }, { kind: 'reply', text: 'second time lucky' });
    await expect(provider.evaluate(request)).resolves.toBe('second time lucky');
    fake.queue.push({ kind: 'status', status: 503 }, { kind: 'reply', text: 'after a 503' });
    await expect(provider.evaluate(request)).resolves.toBe('after a 503');
    expect(fake.requests).toHaveLength(4);
  });

  it('gives up after the one retry', async () => {
    fake.fallback = { kind: 'status', status: 500 };
    await expect(provider.evaluate(request)).rejects.toMatchObject({ name: 'AiFailure', reason: 'upstream' });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 400', async () => {
    fake.queue.push({ kind: 'status', status: 400 });
    await expect(provider.evaluate(request)).rejects.toBeInstanceOf(AiFailure);
    expect(fake.requests).toHaveLength(1);
  });

  it('treats a safety block and an empty answer as failures', async () => {
    fake.queue.push({ kind: 'blocked' });
    await expect(provider.evaluate(request)).rejects.toMatchObject({ reason: 'blocked' });
    fake.queue.push({ kind: 'empty' });
    await expect(provider.evaluate(request)).rejects.toMatchObject({ reason: 'empty' });
  });

  it('fails with a timeout when the service hangs past the deadline', async () => {
    fake.fallback = { kind: 'hang' };
    const started = Date.now();
    await expect(provider.evaluate(request)).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('streams a reply chunk by chunk', async () => {
    fake.queue.push({ kind: 'reply', text: ['Hello', ' there,', ' friend.'] });
    const chunks = await collect(provider.chatStream({ prompt: 'hi', message: 'hi' }));
    expect(chunks).toEqual(['Hello', ' there,', ' friend.']);
    expect(fake.requests[0].method).toBe('streamGenerateContent');
  });

  it('fails a stream that is blocked or errors', async () => {
    fake.queue.push({ kind: 'blocked' });
    await expect(collect(provider.chatStream({ prompt: 'x', message: 'x' }))).rejects.toMatchObject({
      reason: 'blocked',
    });
    fake.fallback = { kind: 'status', status: 500 };
    await expect(collect(provider.chatStream({ prompt: 'x', message: 'x' }))).rejects.toMatchObject({
      reason: 'upstream',
    });
  });

  it('classifies with structured output and reads its JSON; an abort is a timeout', async () => {
    fake.checkQueue.push({ kind: 'reply', text: '{"crisis": true, "kind": "IN_DANGER"}' });
    await expect(provider.classifyCrisis('he said he will kill me', AbortSignal.timeout(800))).resolves.toEqual({
      crisis: true,
      kind: 'IN_DANGER',
    });
    expect(fake.checks[0].body.generationConfig).toMatchObject({ responseMimeType: 'application/json' });
    fake.checkQueue.push({ kind: 'hang' });
    await expect(provider.classifyCrisis('hello', AbortSignal.timeout(100))).rejects.toMatchObject({
      reason: 'timeout',
    });
  });

  it('tells a missing model (404) from a served one at start-up', async () => {
    await expect(provider.checkModel()).resolves.toBe('ok');
    const retired = new GeminiProvider({
      apiKey: 'k',
      model: 'gemini-1.5-flash',
      baseUrl: fake.baseUrl,
      timeoutMs: 800,
    });
    await expect(retired.checkModel()).resolves.toBe('missing');
  });
});
