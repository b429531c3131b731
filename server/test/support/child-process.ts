// A program of ours run as a child process (the real server, the embedded engine's CLI, the
// benchmark's bare server): started, waited for until its output shows it is ready, and stopped
// with a signal. Used by the shutdown and slow-input tests and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface RunningProcess {
  child: ChildProcess;
  /** The match of the ready pattern in the output. */
  ready: RegExpExecArray;
  /** Everything the process wrote to stdout and stderr so far (unless `keepOutput` is false). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal (SIGTERM by default) and waits for the exit; SIGKILL after `graceMs`. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface StartOptions {
  cwd: string;
  env: Record<string, string>;
  /** Output that shows the process is ready (matched against everything written so far). */
  ready: RegExp;
  timeoutMs?: number;
  /** Keep the output after start-up (false discards it: long-running, chatty processes). */
  keepOutput?: boolean;
  /** Node options before the script, e.g. --cpu-prof. */
  nodeArgs?: string[];
}

/** Runs a TypeScript file of this workspace with Node and SWC, as `npm run` scripts do. */
export async function startTsProcess(script: string, args: string[], options: StartOptions): Promise<RunningProcess> {
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), '--import', '@swc-node/register/esm-register', script, ...args],
    { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  let started = false;
  const collect = (d: Buffer) => {
    if (!started || options.keepOutput !== false) output += d.toString();
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const ready = options.ready.exec(output);
    if (ready) {
      started = true;
      return {
        child,
        ready,
        output: () => output,
        exited,
        async stop(signal = 'SIGTERM', graceMs = 15_000) {
          if (child.exitCode === null && child.signalCode === null) {
            child.kill(signal);
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            const result = await exited;
            clearTimeout(timer);
            return result;
          }
          return exited;
        },
      };
    }
    if (child.exitCode !== null) throw new Error(`${script} exited early (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} was not ready in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

export interface ServerProcess extends RunningProcess {
  url: string;
  port: number;
}

/**
 * The real entry point, as `npm start` runs it (compiled on the fly instead of by tsc), in a
 * process of its own: its event loop and heap are its own, not the test runner's.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: Pick<StartOptions, 'keepOutput'> = {},
): Promise<ServerProcess> {
  const running = await startTsProcess('src/index.ts', [], {
    cwd: path.resolve(__dirname, '../..'),
    env: { NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    ready: /MindCheck is listening on .* \(port (\d+)\)/,
    ...options,
  });
  const port = Number(running.ready[1]);
  return { ...running, port, url: `http://127.0.0.1:${port}` };
}
