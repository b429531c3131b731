// The built client's files: hashed assets go out brotli- or gzip-compressed (the build writes the
// copies) to browsers that accept them, with their own type and a year of caching; everything else
// is served as before. Raw HTTP here: fetch would ask for and undo the compression itself.
import http from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptsEncoding } from '../src/http/precompressed-assets.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the built client files', () => {
  let base: string;
  let dist: string;
  let app: TestApp;

  beforeAll(async () => {
    base = mkdtempSync(path.join(tmpdir(), 'mindcheck-dist-'));
    dist = path.join(base, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>MindCheck</title></head><body></body></html>',
    );
    // The page's code by address (client/vite.config.ts), a bad entry among them.
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        '/assessment/': ['/assets/app-1a2b3c.js', '/assets/page-9f8e7d.js'],
        '/chat': ['/assets/chat-0a0b0c.js', '"><script>alert(1)</script>', 'https://elsewhere.example/x.js'],
      }),
    );
    // Where the other languages' words are (client/build/words.ts), a bad route among them.
    writeFileSync(
      path.join(dist, 'route-words.json'),
      JSON.stringify({
        base: '/assets/words-Ab1_-x.',
        routes: { '/dashboard': 'dashboard', '/assessment/': 'assessment', '/x': '"><script>', '</script>': 'y' },
        loader: '/assets/words-fetch-9z8y.js',
      }),
    );
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), script);
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets', 'style-4d5e6f.css'), 'body { color: black; }');
    writeFileSync(path.join(dist, 'assets', 'only-gzip.css'), 'p{}');
    writeFileSync(path.join(dist, 'assets', 'only-gzip.css.gz'), gzipSync('p{}'));
    // Beside the build, not in it: never to be served.
    writeFileSync(path.join(base, 'secret.txt'), 'outside the build');
    writeFileSync(path.join(base, 'secret.txt.gz'), gzipSync('outside the build'));
    app = await startTestApp({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(base, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts br, as JavaScript, cached for a year', async () => {
    const res = await get(`${app.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip when br is not accepted (or refused with q=0), and the plain file when neither is', async () => {
    const gzip = await get(`${app.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const refused = await get(`${app.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'br;q=0, gzip;q=0.5' });
    expect(refused.headers['content-encoding']).toBe('gzip');

    const plain = await get(`${app.url}/assets/app-1a2b3c.js`);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await get(`${app.url}/assets/app-1a2b3c.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body.length).toBe(0);
  });

  it('serves a file without copies, or with only a gzip copy, as it can', async () => {
    const css = await get(`${app.url}/assets/style-4d5e6f.css`, { 'accept-encoding': 'br, gzip' });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.body.toString()).toBe('body { color: black; }');

    const onlyGzip = await get(`${app.url}/assets/only-gzip.css`, { 'accept-encoding': 'br, gzip' });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(onlyGzip.headers['content-type']).toMatch(/^text\/css/);
  });

  it('serves nothing from outside the build, and keeps the SPA fallback', async () => {
    for (const sneaky of [
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e%5c%2e%2e%5csecret.txt',
    ]) {
      const res = await get(`${app.url}${sneaky}`, { 'accept-encoding': 'gzip' });
      // Never the file; at most the page shell (compressed: gzip was asked for).
      const text = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).toString() : res.body.toString();
      expect(text).not.toContain('outside the build');
      if (res.headers['content-encoding']) expect(text).toContain('id="mc-shell-data"');
    }
    // A missing asset: no copy of anything; the page shell at most, never a script.
    const missing = await get(`${app.url}/assets/nope.js`, { 'accept-encoding': 'br' });
    expect(missing.headers['content-type'] ?? '').not.toMatch(/javascript/);
    const page = await get(`${app.url}/dashboard`, { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>MindCheck</title>');
    expect(brotliDecompressSync(page.body).toString()).toContain('id="mc-shell-data"');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it("names the page's code as modulepreload links in the shell, by address (#36)", async () => {
    const links = async (page: string) =>
      (await get(`${app.url}${page}`)).body.toString().match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(await links('/assessment/depression')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-1a2b3c.js">',
      '<link rel="modulepreload" crossorigin href="/assets/page-9f8e7d.js">',
    ]);
    // Only the build's own script files are named, whatever the file says.
    expect(await links('/chat')).toEqual(['<link rel="modulepreload" crossorigin href="/assets/chat-0a0b0c.js">']);
    expect(await links('/chat/')).toHaveLength(1);
    for (const other of ['/', '/chatter', '/assessment', '/dashboard']) expect(await links(other)).toEqual([]);
  });

  it('sends the page shell compressed as the browser takes it, the same page (#36)', async () => {
    const plain = await get(`${app.url}/dashboard`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('id="mc-shell-data"');
    const br = await get(`${app.url}/dashboard`, { 'accept-encoding': 'gzip, deflate, br' });
    expect([br.headers['content-encoding'], br.headers.vary]).toEqual([
      'br',
      expect.stringMatching(/Accept-Encoding/i),
    ]);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await get(`${app.url}/dashboard`, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
  });

  it("preloads the page's words and their loader in a visitor's language, none in English (#36)", async () => {
    const links = async (page: string, language?: string) => {
      const res = await get(`${app.url}${page}`, language ? { 'accept-language': language } : {});
      expect(res.headers.vary).toMatch(/Accept-Language/i);
      return res.body.toString().match(/<link rel="(?:modulepreload|preload)"[^>]*words[^>]*>/g) ?? [];
    };
    expect(await links('/assessment/depression', 'pcm, en;q=0.5')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/words-fetch-9z8y.js">',
      '<link rel="preload" as="fetch" crossorigin href="/assets/words-Ab1_-x.pcm.r-assessment.json">',
    ]);
    // A page outside the first-view routes: the entry's own words.
    expect((await links('/about', 'yo'))[1]).toBe(
      '<link rel="preload" as="fetch" crossorigin href="/assets/words-Ab1_-x.yo.r-entry.json">',
    );
    for (const english of [undefined, 'en-GB', 'fr, de']) expect(await links('/dashboard', english)).toEqual([]);
  });

  it("tells the client where the languages' words are, plain names only (#36)", async () => {
    const page = (await get(`${app.url}/chat`)).body.toString();
    const data = /<script type="application\/json" id="mc-shell-data">(.*?)<\/script>/s.exec(page)?.[1] ?? '';
    expect((JSON.parse(data) as { words: unknown }).words).toEqual({
      base: '/assets/words-Ab1_-x.',
      routes: { '/dashboard': 'dashboard', '/assessment/': 'assessment' },
    });
  });

  it('sends /index.html to / (the raw file lacks the crisis resources the shell carries)', async () => {
    const res = await get(`${app.url}/index.html`);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/');
    expect(res.body.toString()).not.toContain('<title>MindCheck</title>');
  });

  it('reads Accept-Encoding the way browsers write it', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('GZIP', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0.1', 'br')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
  });
  it('answers a wrong method on a client route with 405 and the methods it takes (the spec router says so)', async () => {
    for (const [method, route] of [
      ['POST', '/'],
      ['PUT', '/dashboard'],
      ['DELETE', '/assessment/depression'],
      ['PATCH', '/no-such-page'],
    ]) {
      const res = await get(`${app.url}${route}`, {}, method);
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD');
      expect(JSON.parse(res.body.toString())).toEqual({ error: 'Method Not Allowed' });
    }
    // GET of the same routes is the client's page.
    const page = await get(`${app.url}/no-such-page`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<title>MindCheck</title>');
  });
});

// Issue #19, finding 7: the session layer ran before the client's files, so a member's request
// for an immutable asset (cached by shared caches for a year) carried their Set-Cookie back, and
// every file cost a session read.
describe('the client files are served before sessions', () => {
  let dist: string;
  let app: TestApp;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'mindcheck-dist-'));
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>MindCheck</title>');
    writeFileSync(path.join(dist, 'assets', 'app-9f8e7d.js'), script);
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    app = await startTestApp({ CLIENT_DIST: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers a signed-in member with no Set-Cookie and no session read', async () => {
    const member = app.client();
    await member.signUp();
    const cookie = member.cookieHeader();
    const sessions = app.app.database.connection
      .getClient()
      .db(app.app.database.connection.db!.databaseName)
      .collection('sessions');
    // Counted at the driver (the real one, unchanged): every session read is an aggregate or find.
    const { Collection } = await import('mongodb');
    const aggregate = jest.spyOn(Collection.prototype, 'aggregate');
    const find = jest.spyOn(Collection.prototype, 'find');
    const findOne = jest.spyOn(Collection.prototype, 'findOne');
    const reads = () =>
      [...aggregate.mock.contexts, ...find.mock.contexts, ...findOne.mock.contexts].filter(
        (c) => (c as { collectionName?: string }).collectionName === 'sessions',
      ).length;
    try {
      for (const file of ['/assets/app-9f8e7d.js', '/favicon.svg', '/', '/history', '/experts/some-expert']) {
        const res = await get(`${app.url}${file}`, { cookie });
        expect({ file, status: res.status, setCookie: res.headers['set-cookie'] }).toEqual({
          file,
          status: 200,
          setCookie: undefined,
        });
      }
      expect(reads()).toBe(0);
      // The API still reads the session (the spies do see reads).
      await member.ok('{ me { id } }');
      expect(reads()).toBeGreaterThan(0);
    } finally {
      aggregate.mockRestore();
      find.mockRestore();
      findOne.mockRestore();
    }
    expect(await sessions.countDocuments()).toBeGreaterThan(0);
  });
});
