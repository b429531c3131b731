// A local stand-in for the Gemini REST API, speaking what @google/genai sends:
// POST /v1beta/models/{model}:generateContent and :streamGenerateContent?alt=sse.
// Tests queue behaviours (a reply, an HTTP error, a safety block, a hang) and read what it received.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type GeminiBehaviour =
  | { kind: 'reply'; text: string | string[] }
  | { kind: 'status'; status: number; message?: string }
  | { kind: 'blocked' }
  | { kind: 'empty' }
  | { kind: 'hang' };

export interface GeminiRequestRecord {
  model: string;
  method: 'generateContent' | 'streamGenerateContent';
  apiKey: string | undefined;
  body: { contents?: { role?: string; parts?: { text?: string }[] }[] } & Record<string, unknown>;
  /** Every text part of the request, joined: what the AI service was told. */
  text: string;
}

export interface FakeGemini {
  baseUrl: string;
  requests: GeminiRequestRecord[];
  /** Behaviours used in order, one per request; when empty, `fallback` answers. */
  queue: GeminiBehaviour[];
  fallback: GeminiBehaviour;
  /** Delay between streamed chunks, in ms. */
  chunkDelayMs: number;
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeGemini(): Promise<FakeGemini> {
  const sockets = new Set<import('node:net').Socket>();
  const fake: FakeGemini = {
    baseUrl: '',
    requests: [],
    queue: [],
    fallback: { kind: 'reply', text: 'A kind, concise answer from the fake Gemini.' },
    chunkDelayMs: 0,
    reset() {
      this.requests.length = 0;
      this.queue.length = 0;
      this.fallback = { kind: 'reply', text: 'A kind, concise answer from the fake Gemini.' };
      this.chunkDelayMs = 0;
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
    if (!match || req.method !== 'POST') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}');
    const text = (body.contents ?? [])
      .flatMap((c: { parts?: { text?: string }[] }) => c.parts ?? [])
      .map((p: { text?: string }) => p.text ?? '')
      .join('\n');
    const method = match[2] as GeminiRequestRecord['method'];
    fake.requests.push({
      model: match[1],
      method,
      apiKey: req.headers['x-goog-api-key'] as string | undefined,
      body,
      text,
    });
    const behaviour = fake.queue.shift() ?? fake.fallback;

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
  return fake;
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
