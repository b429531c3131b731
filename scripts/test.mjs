#!/usr/bin/env node
// `npm test`: every check of the project, in order, with one summary at the end.
// types → lint → schema artifact → codegen artifact → API contract → the embedded engine's tests
// (packages/embedded-mongo) → server tests (unit and integration) → client unit tests → client
// build → browser tests.
// Options: --only=<step,...> runs some steps; --skip=<step,...> leaves some out.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const args = process.argv.slice(2);
const listArg = (name) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.split('=')[1]
    .split(',') ?? [];
const only = listArg('only');
const skip = listArg('skip');
const tmp = mkdtempSync(path.join(tmpdir(), 'mindcheck-test-'));

const results = [];
const env = {
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
  FORCE_COLOR: '0',
};

function run(cmd, cmdArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { cwd: options.cwd ?? root, env: { ...env, ...options.env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
  });
}

/**
 * The tests that failed, named again in the summary with the head of their error: CI shows
 * the end of the output, and a failure far above it would otherwise go unnamed.
 */
const failures = [];
// The error's first three lines, joined, without colour codes; cut at 400 characters.
function errorHead(text) {
  const lines = stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const line = lines.slice(0, 3).join(' / ');
  return line.length > 400 ? `${line.slice(0, 400)}…` : line;
}

function record(name, ok, counts) {
  results.push({ name, ok, ...counts });
  console.log(
    `\n[${ok ? 'ok' : 'FAILED'}] ${name}${counts ? ` (${counts.passed} passed, ${counts.failed} failed)` : ''}\n`,
  );
}

function wanted(name) {
  return (only.length === 0 || only.includes(name)) && !skip.includes(name);
}

/** Debian's package for a binary we need: found, or installed when we may, or a clear stop. */
function ensureDebianBinary({ label, envVar, paths, pkg }) {
  const configured = envVar && process.env[envVar];
  if (configured) {
    if (existsSync(configured)) return configured;
    console.error(`${envVar}=${configured} does not exist.`);
    process.exit(1);
  }
  const found = paths.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log(`${label} not found: installing Debian's ${pkg} package (apt-get install -y ${pkg})...`);
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install =
      update.status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    const after = paths.find((p) => existsSync(p));
    if (install && install.status === 0 && after) return after;
  }
  console.error(
    `${label} is needed by the tests and was not found (${paths.join(', ')}).` +
      (envVar ? ` Install Debian's ${pkg} package or set ${envVar}.` : ` Install Debian's ${pkg} package.`),
  );
  process.exit(1);
}

async function jestRun(name, workspace, extraArgs = []) {
  const out = path.join(tmp, `${name}.json`);
  const code = await run(bin('jest'), ['--json', `--outputFile=${out}`, '--ci', ...extraArgs], {
    cwd: path.join(root, workspace),
    env: { CI: 'true' },
  });
  let counts = { passed: 0, failed: 0 };
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    counts = { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites };
    for (const suite of report.testResults ?? []) {
      const file = path.relative(root, suite.name);
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push(`${name}: ${file} › ${t.fullName}: ${errorHead(t.failureMessages?.[0])}`);
      if (suite.status === 'failed' && failedTests.length === 0)
        failures.push(`${name}: ${file}: ${errorHead(suite.message)}`);
    }
  } catch {
    counts.failed = 1;
  }
  // A run that failed before any test (a broken setup) still counts as a failure.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return { ok: code === 0 && counts.failed === 0, counts };
}

async function jestStep(name, workspace) {
  const { ok, counts } = await jestRun(name, workspace);
  record(name, ok, counts);
}

function snapshotDir(dir) {
  const files = new Map();
  const walk = (d) => {
    if (!existsSync(d)) return;
    for (const entry of readdirSync(d)) {
      const p = path.join(d, entry);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(path.relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

const steps = [
  [
    'types',
    async () => {
      const common = await run(bin('tsc'), ['-p', 'common/tsconfig.json', '--noEmit']);
      const engine = await run(bin('tsc'), ['-p', 'packages/embedded-mongo/tsconfig.json', '--noEmit']);
      const a = await run(bin('tsc'), ['-p', 'server/tsconfig.json', '--noEmit']);
      const b = await run(bin('tsc'), ['-p', 'client/tsconfig.json', '--noEmit']);
      record('types', common === 0 && engine === 0 && a === 0 && b === 0);
    },
  ],
  [
    'lint',
    async () => {
      const eslint = await run(bin('eslint'), ['.', '--max-warnings=0']);
      // Formatting too: `npm run format` fixes what this reports.
      const prettier = await run(bin('prettier'), ['--check', '--log-level=warn', '.']);
      record('lint', eslint === 0 && prettier === 0);
    },
  ],
  ['schema', async () => record('schema', (await run('npm', ['run', '--silent', 'schema', '--', '--check'])) === 0)],
  [
    'codegen',
    async () => {
      const gqlDir = path.join(root, 'client', 'src', 'gql');
      const before = snapshotDir(gqlDir);
      const code = await run(bin('graphql-codegen'), ['--config', 'codegen.yml', '--silent']);
      const after = snapshotDir(gqlDir);
      const stale = code !== 0 || before.size !== after.size || [...after].some(([f, text]) => before.get(f) !== text);
      if (stale && code === 0) console.error('client/src/gql is stale: run npm run codegen and commit the result');
      record('codegen', !stale);
    },
  ],
  [
    'contract',
    async () => {
      const checker = path.join(root, '..', 'shared', 'tools', 'check-contract.mjs');
      if (!existsSync(checker)) {
        console.log('contract check skipped: ../shared (the API contract) is not beside this clone');
        return;
      }
      record('contract', (await run(process.execPath, [checker, 'schema.graphql'])) === 0);
    },
  ],
  // The embedded engine's own suites (its package's jest); the server's run no longer includes them.
  ['engine', () => jestStep('engine', 'packages/embedded-mongo')],
  [
    'server',
    async () => {
      // The chat scale-out test runs two app instances against a real Redis.
      const redis = ensureDebianBinary({
        label: 'Redis',
        envVar: 'REDIS_SERVER_PATH',
        paths: ['/usr/bin/redis-server', '/usr/sbin/redis-server'],
        pkg: 'redis-server',
      });
      process.env.REDIS_SERVER_PATH = redis;
      env.REDIS_SERVER_PATH = redis;
      // The database-fault suites run after the others, by themselves: their recovery checks (readiness
      // back within 15 s of the database's return) are timings that a machine busy with other suites
      // would stretch (see the README's Development section).
      const rest = await jestRun('server', 'server', [
        '--testPathIgnorePatterns',
        '/node_modules/',
        'faults(-fin)?\\.test\\.ts',
      ]);
      const faults = await jestRun('server-faults', 'server', [
        '--runTestsByPath',
        'test/faults.test.ts',
        'test/faults-fin.test.ts',
      ]);
      record('server', rest.ok && faults.ok, {
        passed: rest.counts.passed + faults.counts.passed,
        failed: rest.counts.failed + faults.counts.failed,
      });
    },
  ],
  ['client', () => jestStep('client', 'client')],
  [
    'browser',
    async () => {
      const chromium = ensureDebianBinary({
        label: 'Chromium',
        envVar: 'CHROMIUM_PATH',
        paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
        pkg: 'chromium',
      });
      const build = await run('npm', ['run', '--silent', 'build', '-w', 'client']);
      if (build !== 0) return record('browser', false, { passed: 0, failed: 1 });
      const out = path.join(tmp, 'browser.json');
      const code = await run(bin('playwright'), ['test', '-c', 'client/playwright.config.ts', '--reporter=list,json'], {
        env: { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      let counts = { passed: 0, failed: 1 };
      try {
        const report = JSON.parse(readFileSync(out, 'utf8'));
        const stats = report.stats;
        counts = { passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected };
        const walkSuite = (suite, titles) => {
          const here = suite.title ? [...titles, suite.title] : titles;
          for (const spec of suite.specs ?? []) {
            for (const t of spec.tests ?? []) {
              if (t.status !== 'unexpected') continue;
              const last = t.results?.at(-1);
              failures.push(
                `browser: [${t.projectName}] ${spec.file}:${spec.line} › ${[...here.slice(1), spec.title].join(' › ')}: ${errorHead(last?.error?.message)}`,
              );
            }
          }
          for (const child of suite.suites ?? []) walkSuite(child, here);
        };
        for (const suite of report.suites ?? []) walkSuite(suite, []);
      } catch {
        /* no report: counted as one failure */
      }
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      record('browser', code === 0 && counts.failed === 0, counts);
    },
  ],
];

// Types and lint each keep one core busy and neither waits on the other: on two cores they run side
// by side (about 35 s of CI's 15 minutes); their output is short unless something fails.
const together = new Set(['types', 'lint']);
const started = Date.now();
const pending = [];
for (const [name, fn] of steps) {
  if (!wanted(name)) continue;
  console.log(`\n=== ${name} ===`);
  if (together.has(name)) {
    pending.push(fn());
    continue;
  }
  await Promise.all(pending.splice(0));
  await fn();
}
await Promise.all(pending);

rmSync(tmp, { recursive: true, force: true });
const failedSteps = results.filter((r) => !r.ok);
const passed = results.reduce((n, r) => n + (r.passed ?? (r.ok ? 1 : 0)), 0);
const failed = results.reduce((n, r) => n + (r.failed ?? (r.ok ? 0 : 1)), 0);
console.log('\n=== summary ===');
for (const r of results)
  console.log(
    `${r.ok ? 'ok    ' : 'FAILED'} ${r.name}${r.passed !== undefined ? `: ${r.passed} passed, ${r.failed} failed` : ''}`,
  );
if (failures.length) {
  console.log('failed tests:');
  for (const line of failures) console.log(`  ${line}`);
}
console.log(`time: ${Math.round((Date.now() - started) / 1000)} s`);
console.log(`total: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
