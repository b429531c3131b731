/**
 * GraphQL path benchmark: what a signed-in member's `me` and `testHistory` cost through the whole
 * app, next to a bare Node http server with the mongodb driver doing the same lookups.
 *
 *   npm run bench            (all scenarios)
 *   node --import @swc-node/register/esm-register bench/http.ts
 *
 * Three processes besides this one: the embedded engine (its CLI), the real app (src/index.ts, as
 * production runs it: NODE_ENV=production, info logs, behind a TLS proxy) and bench/bare-server.ts,
 * both on that engine. The app is seeded through its own API (BENCH_MEMBERS members, three
 * assessments each); fifty of them are measured with autocannon at 50 connections, each connection
 * one member with their own session cookie (concurrent requests come from different members in
 * production), for BENCH_SECONDS per scenario after a warm-up of each server (BENCH_WARMUP_SECONDS, 10), the app and the bare
 * server taking turns in five rounds (so that other work on the machine weighs on both alike); p50
 * and p99 are those of all the measured requests of a server (its rounds' histograms pooled).
 * Also printed: CPU time per request of the answering server and of the engine (Linux /proc), and
 * the bare/app CPU ratio, which does not depend on the machine's load.
 * Goal: req/s at least half the bare server's, p99 at most 50 ms.
 */
import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { CONDITIONS } from '../src/content/index.js';
import { GraphQLClient } from '../test/support/graphql-client.js';
import { SUBMIT_ASSESSMENT, answersFor } from '../test/support/assessments.js';
import { startTsProcess, type RunningProcess } from '../test/support/child-process.js';

export const HTTP_BENCH_GOALS = { minRatio: 0.5, maxP99Ms: 50 };

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SESSION_SECRET = 'bench-session-secret-of-at-least-32-characters';
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
// Long enough for each server to reach its steady state before the measured rounds: under this
// load the app's CPU per request falls for its first ten seconds or so (780, 664, then about 610
// µs per testHistory request in successive 4 s windows: V8 optimising the hot code, the heap
// settling on its size). With 3 s the first measured rounds caught the app still warming up (p99
// 85 and 52 ms in the first two windows, 46-48 ms once steady).
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 10);
// The app and the bare server take turns in short rounds, so that a change in the machine's load
// (other work on a shared machine) weighs on both alike.
const ROUNDS = 5;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const ASSESSMENTS_PER_MEMBER = 3;
// A TLS-terminating proxy in front of the app, as in production (the session cookie is Secure).
export const PROXY_HEADERS = { 'x-forwarded-proto': 'https' };

// The client's own documents (client/src/lib/current-user.graphql, features/history/history.graphql).
export const CURRENT_USER = 'query CurrentUser { me { id email firstName lastName displayName photoURL role } }';
export const TEST_HISTORY = `query TestHistory { testHistory { id condition title score maxScore severity evaluation createdAt tips
  needsCrisisSupport crisisResources { name contact url } recommendedExperts { id name specialization contact field } } }`;

export interface HttpBenchResult {
  scenario: string;
  target: 'app' | 'bare';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** CPU time per request of the server answering (app or bare) and of the database engine, in µs. */
  serverCpuUs?: number;
  engineCpuUs?: number;
}

interface Target {
  name: 'app' | 'bare';
  url: string;
  pid?: number;
  path: { me: string; history: string };
}

async function seed(appUrl: string): Promise<GraphQLClient[]> {
  const clients: GraphQLClient[] = [];
  let next = 0;
  // A few at a time: sign-up hashes a password (argon2id), which is meant to be slow.
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < MEMBERS) {
        next++;
        const client = new GraphQLClient(appUrl, PROXY_HEADERS);
        await client.signUp();
        for (const condition of CONDITIONS.slice(0, ASSESSMENTS_PER_MEMBER)) {
          await client.ok(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition, 1) });
        }
        clients.push(client);
      }
    }),
  );
  return clients;
}

function request(target: Target, which: 'me' | 'history', cookie = '') {
  const query = which === 'me' ? CURRENT_USER : TEST_HISTORY;
  return {
    url: `${target.url}${target.path[which]}`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json', cookie, ...PROXY_HEADERS },
    body: JSON.stringify({ query }),
  };
}

/** One request, to make sure both targets answer the same member's data before measuring. */
async function check(target: Target, which: 'me' | 'history', cookie: string, memberId: string): Promise<void> {
  const r = request(target, which, cookie);
  const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
  const body = (await res.json()) as { data?: { me?: { id: string }; testHistory?: unknown[] } };
  const ok =
    which === 'me' ? body.data?.me?.id === memberId : body.data?.testHistory?.length === ASSESSMENTS_PER_MEMBER;
  if (res.status !== 200 || !ok)
    throw new Error(`${target.name} ${which}: unexpected answer ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
}

/** The app's environment in the benchmarks: production mode behind a TLS proxy, on the given database. */
export function benchAppEnv(mongoUri: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    MONGODB_URI: mongoUri,
    SESSION_SECRET,
    PAYSTACK_SECRET_KEY: 'sk_test_bench_never_called',
    PAYSTACK_PUBLIC_KEY: 'pk_test_bench_never_called',
    NOTES_ENCRYPTION_KEY: 'bm90ZXMta2V5LWZvci1wcm9kdWN0aW9uLXRlc3RzISE=',
    TRUST_PROXY: 'true',
    SIGNUP_LIMIT_PER_IP: '1000000',
  };
}

/** The app's start-up line, with its port. */
export const APP_READY = /MindCheck is listening on .* \(port (\d+)\)/;

/** User + system CPU time a process has used, in ms (Linux /proc; undefined elsewhere). */
export function cpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/** CPU time per request in µs, from two readings (ms) around a run. */
function perRequestUs(before: number | undefined, after: number | undefined, requests: number): number | undefined {
  return before === undefined || after === undefined || !requests ? undefined : ((after - before) * 1000) / requests;
}

/**
 * One autocannon run as it comes with `skipAggregateResult`: its counts and its latency histogram
 * (encoded), so that several runs can be pooled into one distribution.
 */
interface RawRun {
  totalCompletedRequests: number;
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers that `verifyBody` refused. */
  mismatches: number;
}

// autocannon's own pooling of runs (how it combines its workers' results); not in its type definitions.
const aggregateRuns = (
  autocannon as unknown as {
    aggregateResult(runs: RawRun[], options: { url: string; connections: number }): autocannon.Result;
  }
).aggregateResult;

interface Round {
  run: RawRun;
  url: string;
  requests: number;
  seconds: number;
  errors: number;
  serverCpuMs?: number;
  engineCpuMs?: number;
}

async function round(
  target: Target,
  which: 'me' | 'history',
  cookies: readonly string[],
  seconds: number,
  enginePid?: number,
): Promise<Round> {
  const before = { server: cpuMs(target.pid), engine: cpuMs(enginePid) };
  const options = { ...request(target, which), connections: CONNECTIONS, duration: seconds };
  // Each connection is its own member (its own session cookie), as concurrent requests come from
  // different members in production; none for a visitor.
  let next = 0;
  const setupClient = (client: { setHeaders(headers: Record<string, string>): void }) => {
    const cookie = cookies.length ? cookies[next++ % cookies.length] : '';
    client.setHeaders({ ...options.headers, cookie });
  };
  // Every answer is checked: a member's own data (never a visitor's null, never an error).
  const verifyBody = (body: string) =>
    !body.includes('"errors"') &&
    (!cookies.length
      ? body.includes('"me":null')
      : which === 'me'
        ? body.includes('"me":{"id"')
        : body.includes('"testHistory":[{'));
  const run = (await autocannon({
    ...options,
    setupClient,
    verifyBody,
    skipAggregateResult: true,
  } as autocannon.Options)) as unknown as RawRun;
  const after = { server: cpuMs(target.pid), engine: cpuMs(enginePid) };
  return {
    run,
    url: options.url,
    requests: run.totalCompletedRequests,
    seconds: run.duration,
    errors: run.errors + run.timeouts + run.non2xx + run.mismatches,
    serverCpuMs: before.server === undefined || after.server === undefined ? undefined : after.server - before.server,
    engineCpuMs: before.engine === undefined || after.engine === undefined ? undefined : after.engine - before.engine,
  };
}

/**
 * The rounds of one target as one result: totals, and the latency percentiles of all the measured
 * requests (the rounds' histograms pooled). An average of each round's p99 would let a tail that
 * fell in one round (a full garbage collection, other work on the machine) weigh as if it were in
 * every round.
 */
function combine(target: Target, which: 'me' | 'history', rounds: Round[]): HttpBenchResult {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const latency = aggregateRuns(
    rounds.map((r) => r.run),
    { url: rounds[0].url, connections: CONNECTIONS },
  ).latency;
  const cpu = (pick: (r: Round) => number | undefined) =>
    rounds.some((r) => pick(r) === undefined)
      ? undefined
      : perRequestUs(
          0,
          rounds.reduce((sum, r) => sum + pick(r)!, 0),
          requests,
        );
  return {
    scenario: which === 'me' ? 'me' : 'testHistory',
    target: target.name,
    requestsPerSecond: requests / rounds.reduce((sum, r) => sum + r.seconds, 0),
    p50Ms: Math.round(latency.p50),
    p99Ms: Math.round(latency.p99),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
    serverCpuUs: cpu((r) => r.serverCpuMs),
    engineCpuUs: cpu((r) => r.engineCpuMs),
  };
}

export async function runHttpBench(): Promise<HttpBenchResult[]> {
  const started: RunningProcess[] = [];
  try {
    const engine = await startTsProcess('../packages/embedded-mongo/src/cli.ts', ['--port', '0'], {
      cwd: serverDir,
      env: {},
      ready: /ready (mongodb:\/\/\S+)/,
      keepOutput: false,
      nodeArgs: process.env.BENCH_ENGINE_NODE_ARGS?.split(' ').filter(Boolean),
    });
    started.push(engine);
    const mongoUri = engine.ready[1];
    const app = await startTsProcess('src/index.ts', [], {
      cwd: serverDir,
      env: benchAppEnv(mongoUri),
      ready: APP_READY,
      keepOutput: false,
      nodeArgs: process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean),
    });
    started.push(app);
    const appUrl = `http://127.0.0.1:${app.ready[1]}`;
    const bare = await startTsProcess('bench/bare-server.ts', [], {
      cwd: serverDir,
      env: { MONGODB_URI: mongoUri, SESSION_SECRET },
      ready: /listening (http:\/\/\S+)/,
      keepOutput: false,
      nodeArgs: process.env.BENCH_BARE_NODE_ARGS?.split(' ').filter(Boolean),
    });
    started.push(bare);

    const seedStart = Date.now();
    const members = await seed(appUrl);
    // One member per connection, each with three assessments.
    const cookies = members.slice(0, CONNECTIONS).map((m) => m.cookieHeader());
    const member = members[0];
    const cookie = member.cookieHeader();
    console.log(
      `\nGraphQL path: signed-in members' me and testHistory, ${CONNECTIONS} connections (a member each), ${SECONDS} s each ` +
        `(${MEMBERS} members × ${ASSESSMENTS_PER_MEMBER} assessments seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s); ` +
        `goal: ratio ≥ ${HTTP_BENCH_GOALS.minRatio}, app p99 ≤ ${HTTP_BENCH_GOALS.maxP99Ms} ms`,
    );

    const targets: Target[] = [
      { name: 'app', url: appUrl, pid: app.child.pid, path: { me: '/graphql', history: '/graphql' } },
      { name: 'bare', url: bare.ready[1], pid: bare.child.pid, path: { me: '/me', history: '/history' } },
    ];
    const results: HttpBenchResult[] = [];
    // BENCH_SCENARIOS=me (or history) runs one scenario only, e.g. while profiling.
    const only = process.env.BENCH_SCENARIOS?.split(',');
    for (const which of (['me', 'history'] as const).filter((w) => !only || only.includes(w))) {
      for (const target of targets) {
        await check(target, which, cookie, member.member!.id);
        await round(target, which, cookies, WARMUP_SECONDS);
      }
      const rounds = new Map<Target, Round[]>(targets.map((t) => [t, []]));
      for (let i = 0; i < ROUNDS; i++) {
        for (const target of targets)
          rounds.get(target)!.push(await round(target, which, cookies, SECONDS / ROUNDS, engine.child.pid));
      }
      const [a, b] = targets.map((target) => combine(target, which, rounds.get(target)!));
      results.push(a, b);
      const ratio = a.requestsPerSecond / b.requestsPerSecond;
      // Load-independent: how much of its own CPU the bare server needs per request, relative to the app.
      const cpuRatio = a.serverCpuUs && b.serverCpuUs ? (b.serverCpuUs / a.serverCpuUs).toFixed(2) : 'n/a';
      const verdict = ratio >= HTTP_BENCH_GOALS.minRatio && a.p99Ms <= HTTP_BENCH_GOALS.maxP99Ms ? 'ok' : 'OVER GOAL';
      for (const r of [a, b]) {
        console.log(
          `  ${`${r.scenario} ${r.target === 'app' ? 'app (GraphQL)' : 'bare (driver)'}`.padEnd(28)} ` +
            `${r.requestsPerSecond.toFixed(0).padStart(6)} req/s  p50 ${String(r.p50Ms).padStart(3)} ms  ` +
            `p99 ${String(r.p99Ms).padStart(3)} ms  errors ${r.errors}  ` +
            `cpu/req: server ${us(r.serverCpuUs)} engine ${us(r.engineCpuUs)}` +
            (r.target === 'app' ? `  ratio ${ratio.toFixed(2)} (cpu ${cpuRatio})  ${verdict}` : ''),
        );
      }
    }
    // Where the time goes: the same `me` from a visitor costs the app no session and no database:
    // HTTP, the middleware (logging, headers, CORS, cookies) and Apollo alone.
    const visitor = combine(targets[0], 'me', [await round(targets[0], 'me', [], SECONDS / 2, engine.child.pid)]);
    console.log(
      `  ${'me as a visitor (no database)'.padEnd(28)} ${visitor.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
        `p50 ${String(visitor.p50Ms).padStart(3)} ms  p99 ${String(visitor.p99Ms).padStart(3)} ms  errors ${visitor.errors}  ` +
        `cpu/req: server ${us(visitor.serverCpuUs)} engine ${us(visitor.engineCpuUs)}`,
    );
    return results;
  } finally {
    for (const p of started.reverse()) await p.stop();
  }
}

function us(value: number | undefined): string {
  return value === undefined ? '   n/a' : `${value.toFixed(0).padStart(4)} µs`;
}

export function meetsGoals(results: HttpBenchResult[]): boolean {
  const pairs = ['me', 'testHistory']
    .map((s) => results.filter((r) => r.scenario === s))
    .filter((pair) => pair.length === 2);
  return (
    pairs.length > 0 &&
    pairs.every(([app, bare]) => {
      return (
        app.errors === 0 &&
        bare.errors === 0 &&
        app.requestsPerSecond / bare.requestsPerSecond >= HTTP_BENCH_GOALS.minRatio &&
        app.p99Ms <= HTTP_BENCH_GOALS.maxP99Ms
      );
    })
  );
}

// Runnable alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runHttpBench().then(
    (results) => process.exit(meetsGoals(results) ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
