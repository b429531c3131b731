// Started on the wrong Node (the machine's Node 20), the entry point says which Node it needs and
// exits 1 before importing anything that would crash (issue #19: it died with a segfault).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformSync } from '@swc/core';

const OTHER_NODE = '/usr/bin/node';
const otherMajor = existsSync(OTHER_NODE)
  ? execFileSync(OTHER_NODE, ['-p', 'process.versions.node']).toString().trim()
  : '';

(otherMajor && !otherMajor.startsWith('24.') ? it : it.skip)(
  `says "MindCheck needs Node 24" and exits 1 under Node ${otherMajor || '(none found)'}`,
  () => {
    // The entry point as tsc emits it (ESM); main.js beside it would crash Node 20 if it were loaded.
    const dir = mkdtempSync(path.join(tmpdir(), 'mindcheck-node-'));
    try {
      const source = readFileSync(path.resolve(__dirname, '../src/index.ts'), 'utf8');
      const { code } = transformSync(source, {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      });
      writeFileSync(path.join(dir, 'index.mjs'), code.replace("'./main.js'", "'./main.mjs'"));
      writeFileSync(path.join(dir, 'main.mjs'), "console.log('main loaded'); process.exit(139);\n");
      const run = spawnSync(OTHER_NODE, [path.join(dir, 'index.mjs')], { encoding: 'utf8' });
      expect({ status: run.status, stderr: run.stderr.trim(), stdout: run.stdout }).toEqual({
        status: 1,
        stderr: `MindCheck needs Node 24 (found v${otherMajor})`,
        stdout: '',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
