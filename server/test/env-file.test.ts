// `npm start` reads a `.env` at the repository root when there is one (issue #39, item 13):
// `.env.example` documents the settings and the README says `cp .env.example .env`. The server's
// own start script is run as npm runs it (from server/), with its entry file swapped for a probe
// that prints what the process sees, in a copy of the layout (never the developer's own .env).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(__dirname, '..');
const startScript = (
  JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts.start;

/** Runs the start script's node command with the probe as entry; returns what the probe printed. */
function runStart(withEnvFile: boolean): string {
  const root = mkdtempSync(path.join(tmpdir(), 'env-file-'));
  try {
    const cwd = path.join(root, 'server');
    mkdirSync(path.join(cwd, 'dist'), { recursive: true });
    writeFileSync(path.join(cwd, 'dist', 'index.js'), 'console.log(process.env.MINDCHECK_ENV_PROBE ?? "unset")');
    if (withEnvFile) writeFileSync(path.join(root, '.env'), '# from .env.example\nMINDCHECK_ENV_PROBE=from-dotenv\n');
    const [command, ...args] = startScript.split(/\s+/);
    expect(command).toBe('node');
    return execFileSync(process.execPath, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    }).trim();
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('npm start and .env', () => {
  it('loads the .env at the repository root when one is present', () => {
    expect(runStart(true)).toBe('from-dotenv');
  });

  it('starts without one', () => {
    expect(runStart(false)).toBe('unset');
  });
});
