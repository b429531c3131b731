/**
 * A/B: the app at another git revision (A) against this working tree (B), as two production app
 * processes on one embedded engine, driven in turns (ten rounds by default, the order swapped every
 * round) with the bench's request. Prints each round and the CPU time per request of each, the
 * figure that depends least on other work on the machine. For changes too small for `npm run
 * bench` to tell apart (differences under about 5 % stay within run-to-run noise).
 *
 *   npm run bench:ab -- <git revision>            (default HEAD: the uncommitted changes)
 *   AB_QUERY=me AB_ROUNDS=10 AB_SECONDS=3 AB_CONNECTIONS=50 npm run bench:ab -- main~2
 *
 * Each connection is a member of its own (AB_CONNECTIONS members, signed up through A).
 * Revision A is checked out into a temporary git worktree (using this tree's node_modules), which
 * is removed afterwards.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CONDITIONS } from '../src/content/index.js';
import { GraphQLClient } from '../test/support/graphql-client.js';
import { SUBMIT_ASSESSMENT, answersFor } from '../test/support/assessments.js';
import { startTsProcess, type RunningProcess } from '../test/support/child-process.js';
import { APP_READY, CURRENT_USER, PROXY_HEADERS, TEST_HISTORY, benchAppEnv, cpuMs } from './http.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = path.resolve(serverDir, '..');
const revision = process.argv[2] ?? 'HEAD';
const query = process.env.AB_QUERY === 'me' ? CURRENT_USER : TEST_HISTORY;
const rounds = Number(process.env.AB_ROUNDS ?? 10);
const seconds = Number(process.env.AB_SECONDS ?? 3);
const connections = Number(process.env.AB_CONNECTIONS ?? 50);

/** CPU time of a process in ms (Linux only, as the A/B needs it). */
function cpuOf(pid: number): number {
  const ms = cpuMs(pid);
  if (ms === undefined) throw new Error('bench:ab reads CPU time from /proc (Linux)');
  return ms;
}

interface Side {
  name: string;
  url: string;
  pid: number;
  requests: number;
  cpuMs: number;
}

const worktree = mkdtempSync(path.join(tmpdir(), 'mindcheck-ab-'));
const started: RunningProcess[] = [];
try {
  execFileSync('git', ['worktree', 'add', '--detach', worktree, revision], { cwd: repoDir, stdio: 'ignore' });
  symlinkSync(path.join(repoDir, 'node_modules'), path.join(worktree, 'node_modules'));

  const engine = await startTsProcess('../packages/embedded-mongo/src/cli.ts', ['--port', '0'], {
    cwd: serverDir,
    env: {},
    ready: /ready (mongodb:\/\/\S+)/,
    keepOutput: false,
  });
  started.push(engine);
  const sides: Side[] = [];
  for (const [name, dir] of [
    [`A (${revision})`, path.join(worktree, 'server')],
    ['B (working tree)', serverDir],
  ]) {
    const app = await startTsProcess('src/index.ts', [], {
      cwd: dir,
      env: benchAppEnv(engine.ready[1]),
      ready: APP_READY,
      keepOutput: false,
    });
    started.push(app);
    sides.push({ name, url: `http://127.0.0.1:${app.ready[1]}`, pid: app.child.pid!, requests: 0, cpuMs: 0 });
  }

  // One member per connection (as in `npm run bench`), each with three assessments, signed up
  // through A; the sessions work on both.
  const members = await Promise.all(
    Array.from({ length: connections }, async () => {
      const member = new GraphQLClient(sides[0].url, PROXY_HEADERS);
      await member.signUp();
      for (const condition of CONDITIONS.slice(0, 3))
        await member.ok(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition, 1) });
      return member.cookieHeader();
    }),
  );
  const headers = { 'content-type': 'application/json', ...PROXY_HEADERS };
  const run = (side: Side, duration: number) => {
    let next = 0;
    return autocannon({
      url: `${side.url}/graphql`,
      method: 'POST',
      headers,
      body: JSON.stringify({ query }),
      connections,
      duration,
      setupClient: (client: { setHeaders(h: Record<string, string>): void }) =>
        client.setHeaders({ ...headers, cookie: members[next++ % members.length] }),
    } as autocannon.Options);
  };

  for (const side of sides) await run(side, 3);
  for (let i = 0; i < rounds; i++) {
    for (const side of i % 2 ? [...sides].reverse() : sides) {
      const before = cpuOf(side.pid);
      const result = await run(side, seconds);
      const used = cpuOf(side.pid) - before;
      if (result.errors || result.non2xx || result.timeouts) throw new Error(`${side.name}: requests failed`);
      side.requests += result.requests.total;
      side.cpuMs += used;
      console.log(
        `round ${i + 1} ${side.name.padEnd(20)} ${(result.requests.total / result.duration).toFixed(0).padStart(6)} req/s` +
          `  p99 ${String(result.latency.p99).padStart(3)} ms  cpu/req ${((used * 1000) / result.requests.total).toFixed(0)} µs`,
      );
    }
  }
  const perRequest = sides.map((s) => (s.cpuMs * 1000) / s.requests);
  for (const [i, side] of sides.entries())
    console.log(`${side.name}: ${perRequest[i].toFixed(0)} µs of CPU per request over ${side.requests} requests`);
  console.log(`B/A CPU per request: ${(perRequest[1] / perRequest[0]).toFixed(3)}`);
} finally {
  for (const p of started.reverse()) await p.stop();
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: repoDir, stdio: 'ignore' });
  rmSync(worktree, { recursive: true, force: true });
}
