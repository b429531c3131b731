// Faults (SECURITY.md 21-22): the database stopped and started again on the same port while the app
// runs, and the AI service hanging. Requests fail cleanly and quickly, readiness follows the
// database, the app recovers by itself, and what does not need the failing part keeps working.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { messages } from '../src/messages.js';
import { startFakeGemini, type FakeGemini } from './fakes/gemini.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { SUBMIT_ASSESSMENT, TEST_HISTORY, answersFor } from './support/assessments.js';

const ME = '{ me { id email } }';
const EXPERTS = '{ experts(field: ANXIETY) { id name } }';

async function readiness(url: string): Promise<number> {
  return (await fetch(`${url}/readyz`)).status;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

/**
 * What the app's MongoDB driver saw (server changes, failed heartbeats, its pool), newest last: shown
 * when the app does not recover, to say where it stuck.
 */
function watchDriver(t: TestApp): string[] {
  const seen: string[] = [];
  const started = Date.now();
  const client = t.app.database.connection.getClient();
  const note = (line: string) => {
    seen.push(`${Date.now() - started} ms ${line}`);
    if (seen.length > 60) seen.shift();
  };
  client.on('serverDescriptionChanged', (e) =>
    note(`server ${e.previousDescription.type} -> ${e.newDescription.type} ${e.newDescription.error?.message ?? ''}`),
  );
  client.on('serverHeartbeatFailed', (e) => note(`heartbeat failed: ${e.failure.message}`));
  client.on('connectionPoolCleared', () => note('pool cleared'));
  client.on('connectionPoolReady', () => note('pool ready'));
  return seen;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  const value = await work();
  return { value, ms: Date.now() - started };
}

describe('the database goes away and comes back on the same port', () => {
  let dir: string;
  let mongo: EmbeddedMongo;
  let port: number;
  let t: TestApp;
  let member: GraphQLClient;
  let driver: string[];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mindcheck-faults-'));
    mongo = await startEmbeddedMongo({ port: 0, dbPath: dir, logger: { warn: () => undefined } });
    port = mongo.port;
    t = await startTestApp({ MONGODB_URI: mongo.uri });
    driver = watchDriver(t);
    member = t.client();
    await member.signUp();
  });
  afterAll(async () => {
    await t?.close();
    await mongo?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('is ready while the database answers', async () => {
    expect(await readiness(t.url)).toBe(200);
    expect((await member.ok(ME)).me.email).toBe(member.member!.email);
  });

  it('while the database is down: readiness 503, a clean error for what needs it, the rest still answers', async () => {
    await mongo.stop();
    const flipped = await waitFor(async () => (await readiness(t.url)) === 503, 5000);
    expect(flipped).toBeLessThan(3000);
    const body = await (await fetch(`${t.url}/readyz`)).json();
    expect(body).toEqual({ status: 'unavailable', database: 'down' });

    // A signed-in request needs its session from the database: it fails, within the driver's
    // server-selection deadline, as a GraphQL error without internals.
    const { value: res, ms } = await timed(() => member.gql(ME));
    expect(ms).toBeLessThan(8000);
    expect(res.status).toBe(500);
    expect(res.errors).toEqual([{ message: messages.internalError, extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
    expect(JSON.stringify(res)).not.toMatch(/Mongo|ECONNREFUSED|127\.0\.0\.1|stack|\.ts:\d+/);

    // A visitor's contact message cannot be stored: the spec's contact failure words.
    const contact = await t.client().gql('mutation Send($input: ContactInput!) { sendContactMessage(input: $input) }', {
      input: { name: 'Ada Visitor', email: 'ada.visitor@example.com', message: 'Are you there?' },
    });
    expect(contact.errors).toHaveLength(1);
    expect(contact.errors?.[0]).toMatchObject({
      message: messages.contactFailed,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });

    // What needs no database still works: a visitor's me, liveness.
    expect(await t.client().ok(ME)).toEqual({ me: null });
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
  }, 30_000);

  it('recovers by itself once the database is back: ready again, the same session works', async () => {
    // First a server that takes connections on the port and answers nothing (a hung database, or
    // the moment a stopping one still holds a socket): the driver's monitor must give up on it
    // and try again, not wait out its default 30 s while the real one is back.
    const hung: net.Socket[] = [];
    const blackHole = net.createServer((socket) => hung.push(socket));
    await new Promise<void>((resolve) => blackHole.listen(port, '127.0.0.1', resolve));
    try {
      const held = await waitFor(async () => hung.length > 0 && (await readiness(t.url)) === 503, 15_000).catch(
        () => Infinity,
      );
      // Stops listening at once; its callback would wait for the hung sockets, destroyed below.
      blackHole.close();
      mongo = await startEmbeddedMongo({ port, dbPath: dir, logger: { warn: () => undefined } });
      const recovered = await waitFor(async () => (await readiness(t.url)) === 200, 20_000).catch(() => Infinity);
      // When it does not, what the driver saw is shown beside.
      const late = held === Infinity || recovered >= 15_000;
      expect({ late, driver: late ? driver : [] }).toEqual({ late: false, driver: [] });
    } finally {
      blackHole.close();
      for (const socket of hung) socket.destroy();
    }
    const res = await member.gql(ME);
    expect(res.errors).toBeUndefined();
    expect(res.data?.me.email).toBe(member.member!.email);
    expect((await member.ok(TEST_HISTORY)).testHistory).toEqual([]);
  }, 50_000);
});

describe('the AI service hangs', () => {
  const AI_TIMEOUT_MS = 800;
  let gemini: FakeGemini;
  let t: TestApp;

  beforeAll(async () => {
    gemini = await startFakeGemini();
    gemini.fallback = { kind: 'hang' };
    t = await startTestApp({
      ...gemini.env,
      AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
    });
  });
  afterAll(async () => {
    await t?.close();
    await gemini?.close();
  });

  it('gives the assessment the fallback evaluation within the deadline, while other operations answer at once', async () => {
    const client = t.client();
    await client.signUp();
    const other = t.client();
    await other.signUp();
    const submitting = timed(() =>
      client.gql(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 1) }),
    );
    // While the AI call hangs, the same member and another one are served without waiting for it.
    await waitFor(async () => gemini.requests.length > 0, 5000);
    const during = await timed(async () => [
      await client.gql(ME),
      await other.gql(EXPERTS),
      await client.gql(TEST_HISTORY),
    ]);
    expect(during.ms).toBeLessThan(AI_TIMEOUT_MS);
    expect(during.value[0].data?.me.id).toBe(client.member!.id);
    expect(during.value[1].data?.experts).toHaveLength(6);
    expect(during.value[2].data?.testHistory).toEqual([]);

    const { value: res, ms } = await submitting;
    expect(res.errors).toBeUndefined();
    expect(res.data?.submitAssessment).toMatchObject({
      evaluation: messages.evaluationUnavailable,
      evaluationSource: 'FALLBACK',
      condition: 'ANXIETY',
    });
    // One deadline, one retry at most: well under a member's patience, never a hang.
    expect(ms).toBeLessThan(3 * AI_TIMEOUT_MS + 1500);
    // The record is saved with the fallback, as the spec says.
    expect((await client.ok(TEST_HISTORY)).testHistory).toEqual([
      expect.objectContaining({ evaluation: messages.evaluationUnavailable, evaluationSource: 'FALLBACK' }),
    ]);
  }, 30_000);
});
