// schema.graphql honours the public API contract (../shared/design/api-contract.graphql): every
// type, field, argument and enum value, with the same names and nullability. The checker lives
// beside the project in ../shared (CI has it); a clone without it says so and checks nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const checker = path.resolve(root, '..', 'shared', 'tools', 'check-contract.mjs');

it('schema.graphql honours the API contract', () => {
  if (!existsSync(checker)) {
    console.log(`contract check skipped: ${checker} is not beside this clone`);
    return;
  }
  const run = spawnSync(process.execPath, [checker, 'schema.graphql'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  // The checker prints one line per difference: shown in full when it fails.
  expect({ status: run.status, output: `${run.stdout}${run.stderr}`.trim() }).toEqual({
    status: 0,
    output: 'schema honours the API contract',
  });
});
