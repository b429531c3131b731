// The error handler: a download the browser left (express's `ECONNABORTED`) is not a server failure.
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createLogger } from '../logger.js';
import { errorHandler } from './api-fallback.js';
import { messages } from '../messages.js';

async function serve(error: Error): Promise<{ status: number; lines: Array<{ level: number; msg: string }> }> {
  const lines: Array<{ level: number; msg: string }> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = express();
  app.get('/file', (_req, _res, next) => next(error));
  app.use(errorHandler(createLogger('debug', sink)));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/file`);
    await res.arrayBuffer();
    return { status: res.status, lines };
  } finally {
    server.close();
  }
}

describe('errorHandler', () => {
  it('logs a download the browser aborted at debug level, not as a failure', async () => {
    const { lines } = await serve(Object.assign(new Error('Request aborted'), { code: 'ECONNABORTED' }));
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(expect.objectContaining({ level: 20, msg: 'request aborted by the client' }));
  });

  it('still logs a real failure as an error, with a 500', async () => {
    const { status, lines } = await serve(new Error('disk on fire'));
    expect(status).toBe(500);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
  });
});

describe("errorHandler's GraphQL errors (#36)", () => {
  /** The error handler's answer to a GraphQL request that failed with `status`, asked in `language`. */
  async function graphqlFailure(status: number, language: string): Promise<string> {
    const app = express();
    app.post('/graphql', (_req, _res, next) => next(Object.assign(new Error('failed'), { status })));
    app.use(errorHandler(createLogger('silent', new Writable({ write: (_c, _e, done) => done() }))));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, {
        method: 'POST',
        headers: { 'accept-language': language },
      });
      return ((await res.json()) as { errors: { message: string }[] }).errors[0].message;
    } finally {
      server.close();
    }
  }

  it("are in the page's language, and English to the letter otherwise", async () => {
    expect(await graphqlFailure(413, 'pcm')).toBe('The request too big (e no fit pass 100 KB).');
    expect(await graphqlFailure(400, 'pcm')).toBe('The request body no be correct JSON.');
    expect(await graphqlFailure(500, 'pcm')).toBe('Something spoil for our side. Abeg try again.');
    expect(await graphqlFailure(413, 'en')).toBe(messages.requestTooLarge);
    expect(await graphqlFailure(500, 'fr')).toBe(messages.internalError);
  });
});
