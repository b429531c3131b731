// The README's configuration table is how an operator learns the variables: it must name every
// variable the config module reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES } from '../src/config.js';

it('the README documents every configuration variable', () => {
  const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
  const missing = CONFIG_VARIABLES.filter((name) => !readme.includes(`\`${name}\``));
  expect(missing).toEqual([]);
});

it('the README opens with the two commands', () => {
  const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
  const firstBlock = readme.split('```')[1];
  expect(firstBlock).toMatch(/npm install && npm start/);
  expect(firstBlock).toMatch(/npm test/);
});

// #38: the README is the newcomer's reference (what MindCheck is, the commands, configuration, a short
// architecture with links, development); measurements and their history live in docs/.
it('the README stays under 250 lines', () => {
  const readme = readFileSync(path.resolve(__dirname, '..', '..', 'README.md'), 'utf8');
  expect(readme.trimEnd().split('\n').length).toBeLessThan(250);
});
