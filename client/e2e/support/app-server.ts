// Starts the real server (embedded database in memory) serving a built client, for the browser
// tests and the Lighthouse bench. The server prints one line `listening http://127.0.0.1:PORT`.
// Runs under Playwright's loader and under Node's own type stripping (bench/lighthouse.ts): node:
// imports and erasable types only.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const serveScript = path.join('server', 'test', 'support', 'serve.ts');
const startTimeoutMs = 60_000;

/** Addresses the browser tests' server lists in ADMIN_EMAILS: `e2e.operator.<project>@example.com`, `e2e.helplines.<project>@example.com`, `e2e.members.<project>@example.com` `e2e.overview.<project>@example.com` and `e2e.journeys.<project>@example.com`. */
export const E2E_OPERATOR_EMAILS = [
  'e2e.operator.desktop@example.com',
  'e2e.operator.phone@example.com',
  'e2e.helplines.desktop@example.com',
  'e2e.helplines.phone@example.com',
  'e2e.members.desktop@example.com',
  'e2e.members.phone@example.com',
  'e2e.overview.desktop@example.com',
  'e2e.overview.phone@example.com',
  'e2e.journeys.desktop@example.com',
  'e2e.journeys.phone@example.com',
];

/** The bearer token of the browser tests' server's GET /metrics (#37). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-not-a-secret-0123456789';

export interface RunningApp {
  url: string;
  /** The app's database (the embedded engine's), for tests that seed records from the past. */
  databaseUri?: string;
  stop: () => Promise<void>;
}

/** Starts the app on a free port serving `clientDist`; `echo` shows the server's own log lines. */
export async function startAppServer(clientDist: string, { echo = true } = {}): Promise<RunningApp> {
  if (!existsSync(path.join(clientDist, 'index.html'))) {
    throw new Error(`No built client at ${clientDist}. Run \`npm run build -w client\` first.`);
  }
  const server = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', serveScript], {
    cwd: repoRoot,
    // The server's tsconfig turns on the decorators that type-graphql needs.
    env: {
      ...process.env,
      CLIENT_DIST: clientDist,
      PORT: '0',
      // Retakes on, as .env.example sets them: the progress journey takes a test again after 14 days.
      RETAKE_AFTER_DAYS: process.env.RETAKE_AFTER_DAYS ?? '14',
      // The operators of the console's browser test (one per project), once they verify their address.
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? E2E_OPERATOR_EMAILS.join(','),
      // Jobs looked for every half second (5 s in production): a test that moves a reminder's date
      // into the past (languages.spec.ts) sees its mail without waiting.
      JOBS_POLL_MS: process.env.JOBS_POLL_MS ?? '500',
      METRICS_TOKEN: process.env.METRICS_TOKEN ?? E2E_METRICS_TOKEN,
      // argon2id with 1 MiB, as the server's tests (production's 19 MiB is checked there): every
      // test signs members up and in.
      PASSWORD_HASH_MEMORY_KIB: process.env.PASSWORD_HASH_MEMORY_KIB ?? '1024',
      TS_NODE_PROJECT: path.join(repoRoot, 'server', 'tsconfig.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave the server behind, even when the runner itself is interrupted.
  process.once('exit', () => server.kill('SIGKILL'));
  const { url, databaseUri } = await waitForListening(server, echo);
  return { url, databaseUri, stop: () => stop(server) };
}

function waitForListening(server: ChildProcess, echo: boolean): Promise<{ url: string; databaseUri?: string }> {
  let databaseUri: string | undefined;
  const stderr: string[] = [];
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`The app did not start: ${reason}\n${stderr.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`no "listening" line within ${startTimeoutMs / 1000} s`), startTimeoutMs);
    server.once('exit', (code, signal) => fail(`the server exited (${signal ?? `code ${code}`})`));
    server.once('error', (error) => fail(error.message));
    // The server's own log lines (warnings and errors) stay visible during the run.
    createInterface({ input: server.stderr! }).on('line', (line) => {
      stderr.push(line);
      if (echo) process.stderr.write(`[server] ${line}\n`);
    });
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const match = /^listening (https?:\/\/\S+)/.exec(line);
      const database = /^database (mongodb:\/\/\S+)/.exec(line);
      if (database) {
        databaseUri = database[1];
      } else if (match) {
        clearTimeout(timer);
        server.removeAllListeners('exit');
        resolve({ url: match[1], databaseUri });
      } else if (echo) process.stdout.write(`[server] ${line}\n`);
    });
  });
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const killer = setTimeout(() => server.kill('SIGKILL'), 5_000); // its data is in memory: nothing to lose
  await exited;
  clearTimeout(killer);
}
