// Starts the real server (embedded database in memory) serving the built client, for the whole
// run, and stops it afterwards. The server prints one line `listening http://127.0.0.1:PORT`;
// that URL becomes E2E_BASE_URL, which the workers read as baseURL.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
// CLIENT_DIST: a build of your own (vite build --outDir ...), so that a teammate's rebuild of
// client/dist cannot swap the files under a running test.
const clientDist = process.env.CLIENT_DIST ? path.resolve(process.env.CLIENT_DIST) : path.join(root, 'client', 'dist');
const serveScript = path.join('server', 'test', 'support', 'serve.ts');
const startTimeoutMs = 60_000;

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  if (process.env.E2E_BASE_URL) return; // someone else runs the app
  if (!existsSync(path.join(clientDist, 'index.html'))) {
    throw new Error(`No built client at ${clientDist}. Run \`npm run build -w client\` first.`);
  }
  const server = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', serveScript], {
    cwd: root,
    // The server's tsconfig turns on the decorators that type-graphql needs.
    env: {
      ...process.env,
      CLIENT_DIST: clientDist,
      PORT: '0',
      TS_NODE_PROJECT: path.join(root, 'server', 'tsconfig.json'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave the server behind, even when the runner itself is interrupted.
  process.once('exit', () => server.kill('SIGKILL'));
  process.env.E2E_BASE_URL = await waitForListening(server);
  return () => stop(server);
}

function waitForListening(server: ChildProcess): Promise<string> {
  const stderr: string[] = [];
  return new Promise((resolve, reject) => {
    const fail = (reason: string) => {
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(new Error(`The app did not start for the browser tests: ${reason}\n${stderr.join('\n')}`));
    };
    const timer = setTimeout(() => fail(`no "listening" line within ${startTimeoutMs / 1000} s`), startTimeoutMs);
    server.once('exit', (code, signal) => fail(`the server exited (${signal ?? `code ${code}`})`));
    server.once('error', (error) => fail(error.message));
    // The server's own log lines (warnings and errors) stay visible during the run.
    createInterface({ input: server.stderr! }).on('line', (line) => {
      stderr.push(line);
      process.stderr.write(`[server] ${line}\n`);
    });
    createInterface({ input: server.stdout! }).on('line', (line) => {
      const match = /^listening (https?:\/\/\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        server.removeAllListeners('exit');
        resolve(match[1]);
      } else process.stdout.write(`[server] ${line}\n`);
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
