// A local stand-in for the Gemini REST API, speaking what @google/genai sends:
// POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse (with
// systemInstruction, safetySettings and generationConfig as the SDK writes them), and
// GET /v1beta/models/{model} (models.get; 404 for a model Google no longer serves).
// Tests queue behaviours (a reply, an HTTP error, a safety block, a SAFETY finish mid-stream, a
// hang) and read what it received. Structured-output calls (generationConfig.responseMimeType
// application/json: the semantic crisis check) are answered from their own queue, so that a test
// of the chat reply queues the reply only.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GeminiBehaviour =
  | { kind: 'reply'; text: string | string[] }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'blocked' }
  /** Streams `text` then ends the answer with finishReason SAFETY (the model stopped itself). */
  | { kind: 'safety-finish'; text: string[] }
  | { kind: 'empty' }
  | { kind: 'hang' };

export interface GeminiRequestRecord {
  model: string;
  method: 'generateContent' | 'streamGenerateContent';
  apiKey: string | undefined;
  body: {
    contents?: { role?: string; parts?: { text?: string }[] }[];
    systemInstruction?: { parts?: { text?: string }[] };
    safetySettings?: { category: string; threshold: string }[];
    generationConfig?: { responseMimeType?: string; responseSchema?: unknown } & Record<string, unknown>;
  } & Record<string, unknown>;
  /** The system instruction's text ('' when none). */
  system: string;
  /** Every text part of the request (system instruction first), joined: what the AI service was told. */
  text: string;
}

export interface FakeGemini {
  baseUrl: string;
  /** The env that points the app at this fake (its key and address). */
  env: Record<string, string>;
  requests: GeminiRequestRecord[];
  /** Behaviours used in order, one per request; when empty, `fallback` answers. */
  queue: GeminiBehaviour[];
  fallback: GeminiBehaviour;
  /** Delay between streamed chunks, in ms. */
  chunkDelayMs: number;
  /** The structured-output (crisis check) calls, apart from `requests`. */
  checks: GeminiRequestRecord[];
  /** Their behaviours, in order; when empty, `checkFallback` answers (a JSON "no crisis"). */
  checkQueue: GeminiBehaviour[];
  checkFallback: GeminiBehaviour;
  /** Models answering 404, as Google does for a retired model. */
  missingModels: Set<string>;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeGemini(): Promise<FakeGemini> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeGemini = {
    baseUrl: '',
    env: {},
    requests: [],
    queue: [],
    fallback: { kind: 'reply', text: 'A kind, concise answer from the fake Gemini.' },
    chunkDelayMs: 0,
    checks: [],
    checkQueue: [],
    checkFallback: NO_CRISIS_ANSWER,
    missingModels: new Set(['gemini-1.5-flash']),
    reset() {
      this.requests.length = 0;
      this.queue.length = 0;
      this.fallback = { kind: 'reply', text: 'A kind, concise answer from the fake Gemini.' };
      this.chunkDelayMs = 0;
      this.checks.length = 0;
      this.checkQueue.length = 0;
      this.checkFallback = NO_CRISIS_ANSWER;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer(async (req, res) => {
    const match = /^\/v1beta\/models\/([^:/]+):(generateContent|streamGenerateContent)/.exec(req.url ?? '');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const model = /^\/v1beta\/models\/([^:/?]+)(?:\?|$)/.exec(req.url ?? '');
    if (model && req.method === 'GET') {
      if (fake.missingModels.has(model[1])) return notFound(res, model[1]);
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ name: `models/${model[1]}`, displayName: model[1], inputTokenLimit: 1048576 }));
      return;
    }
    if (match && fake.missingModels.has(match[1])) return notFound(res, match[1]);
    if (!match || req.method !== 'POST') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as GeminiRequestRecord['body'];
    const textOf = (parts: { text?: string }[]) => parts.map((p) => p.text ?? '').join('\n');
    const system = textOf(body.systemInstruction?.parts ?? []);
    const contents = textOf((body.contents ?? []).flatMap((c) => c.parts ?? []));
    const method = match[2] as GeminiRequestRecord['method'];
    const record: GeminiRequestRecord = {
      model: match[1],
      method,
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      body,
      system,
      text: system ? `${system}\n${contents}` : contents,
    };
    const isCheck = body.generationConfig?.responseMimeType === 'application/json';
    (isCheck ? fake.checks : fake.requests).push(record);
    const behaviour = isCheck ? (fake.checkQueue.shift() ?? fake.checkFallback) : (fake.queue.shift() ?? fake.fallback);

    switch (behaviour.kind) {
      case 'hang':
        return; // never answers; the client's deadline must fire
      case 'status': {
        const status = behaviour.status;
        const error = {
          code: status,
          message: behaviour.message ?? `fake error ${status}`,
          status: status === 429 ? 'RESOURCE_EXHAUSTED' : 'INTERNAL',
        };
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error }));
        return;
      }
      case 'blocked': {
        const payload = { promptFeedback: { blockReason: 'SAFETY' }, modelVersion: match[1] };
        return send(method, res, [payload]);
      }
      case 'empty':
        return send(method, res, [
          { candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'STOP', index: 0 }] },
        ]);
      case 'safety-finish': {
        const payloads = behaviour.text.map((p) => candidate(p));
        payloads.push({
          ...candidate(''),
          candidates: [{ content: { role: 'model', parts: [] }, finishReason: 'SAFETY', index: 0 }],
        });
        return send(method, res, payloads, fake.chunkDelayMs);
      }
      case 'reply': {
        const parts = Array.isArray(behaviour.text) ? behaviour.text : [behaviour.text];
        if (method === 'generateContent') return send(method, res, [candidate(parts.join(''), 'STOP')]);
        return send(
          method,
          res,
          parts.map((p, i) => candidate(p, i === parts.length - 1 ? 'STOP' : undefined)),
          fake.chunkDelayMs,
        );
      }
    }
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.env = { GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: fake.baseUrl };
  return fake;
}

/** The structured answer of a check that found nothing. */
export const NO_CRISIS_ANSWER: GeminiBehaviour = { kind: 'reply', text: '{"crisis": false, "kind": "NONE"}' };

function notFound(res: http.ServerResponse, model: string): void {
  res.writeHead(404, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      error: {
        code: 404,
        message: `models/${model} is not found for API version v1beta, or is not supported for generateContent.`,
        status: 'NOT_FOUND',
      },
    }),
  );
}

function candidate(text: string, finishReason?: string) {
  return {
    candidates: [
      { content: { role: 'model', parts: [{ text }] }, ...(finishReason ? { finishReason } : {}), index: 0 },
    ],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 10, totalTokenCount: 20 },
    modelVersion: 'fake',
  };
}

async function send(method: GeminiRequestRecord['method'], res: http.ServerResponse, payloads: object[], delayMs = 0) {
  if (method === 'generateContent') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payloads[0]));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  for (const payload of payloads) {
    res.write(`data: ${JSON.stringify(payload)}\r\n\r\n`);
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
  }
  res.end();
}
