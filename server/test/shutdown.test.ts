// Graceful shutdown of the real server process (src/index.ts) on SIGTERM: it stops accepting
// connections, lets the in-flight request finish, closes WebSocket subscriptions, flushes the
// embedded engine's journal and exits 0. Started again on the same DATA_DIR, the data written
// before the signal, the in-flight request's included, is there.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeGemini, type FakeGemini } from './fakes/gemini.js';
import { GraphQLClient } from './support/graphql-client.js';
import { TEST_ORIGIN } from './support/test-app.js';
import { WsTestClient } from './support/ws-client.js';
import { SUBMIT_ASSESSMENT, TEST_HISTORY, answersFor } from './support/assessments.js';
import { messages } from '../src/messages.js';
import { startServerProcess, type RunningProcess, type ServerProcess } from './support/child-process.js';

/** The real entry point in its own process, as `npm start` runs it. */
function startServer(env: Record<string, string>): Promise<ServerProcess> {
  return startServerProcess({ PUBLIC_URL: TEST_ORIGIN, ...env });
}

function connectRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

let gemini: FakeGemini;
let dataDir: string;
const servers: RunningProcess[] = [];

beforeAll(async () => {
  gemini = await startFakeGemini();
  dataDir = mkdtempSync(path.join(tmpdir(), 'mindcheck-shutdown-'));
});
afterAll(async () => {
  for (const server of servers) await server.stop('SIGKILL');
  await gemini?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('finishes the in-flight request, closes sockets, exits 0 and keeps every write', async () => {
  const AI_TIMEOUT_MS = 1500;
  const env = {
    DATA_DIR: dataDir,
    ...gemini.env,
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
  };
  const first = await startServer(env);
  servers.push(first);

  const member = new GraphQLClient(first.url);
  await member.signUp();
  const ws = WsTestClient.forMember(member);
  const replies = ws.subscribe('subscription { chatReply { messageId delta done } }');
  await new Promise((r) => setTimeout(r, 300));
  expect(replies.error).toBeUndefined();

  // A slow request: the AI service hangs, so the assessment waits for its deadline (and a retry).
  gemini.fallback = { kind: 'hang' };
  const startedAt = Date.now();
  const inFlight = member.gql(SUBMIT_ASSESSMENT, { condition: 'DEMENTIA', answers: answersFor('DEMENTIA', 2) });
  while (gemini.requests.length === 0) await new Promise((r) => setTimeout(r, 20));

  first.child.kill('SIGTERM');
  // New connections are refused while the in-flight request is still being served.
  const refusedBy = Date.now();
  while (!(await connectRefused(first.port))) {
    if (Date.now() - refusedBy > 5000) throw new Error('still accepting connections 5 s after SIGTERM');
    await new Promise((r) => setTimeout(r, 25));
  }
  const refusedAt = Date.now();

  const res = await inFlight;
  const finishedAt = Date.now();
  expect(refusedAt).toBeLessThan(finishedAt);
  expect(finishedAt - startedAt).toBeGreaterThanOrEqual(AI_TIMEOUT_MS);
  expect(res.status).toBe(200);
  expect(res.errors).toBeUndefined();
  expect(res.data?.submitAssessment).toMatchObject({
    condition: 'DEMENTIA',
    evaluation: messages.evaluationUnavailable,
  });

  await replies.settled(5000);
  expect(replies.error ?? replies.completed).toBeTruthy();
  await ws.close();

  expect(await first.exited).toEqual({ code: 0, signal: null });
  expect(first.output()).toMatch(/SIGTERM: shutting down/);

  // Same DATA_DIR: the session and the record written by the in-flight request survived.
  gemini.reset();
  const second = await startServer(env);
  servers.push(second);
  try {
    const again = new GraphQLClient(second.url);
    for (const [name, value] of member.cookies) again.cookies.set(name, value);
    const history = await again.ok(TEST_HISTORY);
    expect(history.testHistory).toEqual([
      expect.objectContaining({ condition: 'DEMENTIA', score: 20, evaluation: messages.evaluationUnavailable }),
    ]);
  } finally {
    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  }
}, 90_000);

// Issue #19: on the embedded default, after one /healthz request, SIGTERM waited for the 10 s
// force timer and exited 1. Idle, it exits 0 at once.
it('exits 0 within 2 s of SIGTERM when idle, after a request on a kept-alive connection', async () => {
  const idleDir = mkdtempSync(path.join(tmpdir(), 'mindcheck-idle-'));
  try {
    // npm start's defaults: development, the embedded engine on disk.
    const server = await startServer({ DATA_DIR: idleDir, NODE_ENV: 'development' });
    servers.push(server);
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    await res.text();
    // The start-up line says where the development outbox is, and that it is this machine's only (#33).
    expect(server.output()).toMatch(
      /listening on .* \(port \d+\); mail is not sent \(no SMTP_URL\): the outbox is at http:\/\/localhost:\d+\/dev\/mail, for browsers on this machine only/,
    );
    // #36: and where the texts are.
    expect(server.output()).toMatch(
      /; text messages are not sent \(SMS_PROVIDER=dev-outbox\): they are at http:\/\/localhost:\d+\/dev\/sms/,
    );
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect({ exit, seconds: Math.round((Date.now() - signalledAt) / 100) / 10 < 2 }).toEqual({
      exit: { code: 0, signal: null },
      seconds: true,
    });
  } finally {
    rmSync(idleDir, { recursive: true, force: true });
  }
}, 60_000);
