// Emits schema.graphql at the repository root from the type-graphql schema (npm run schema).
// `--check` exits 1 when the committed file differs from what the code emits.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from '../graphql/print-schema.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'schema.graphql');
const text = await printSchemaText();
if (process.argv.includes('--check')) {
  const current = readFileSync(target, 'utf8');
  if (current !== text) {
    console.error('schema.graphql is stale: run npm run schema');
    process.exit(1);
  }
  console.log('schema.graphql is up to date');
} else {
  writeFileSync(target, text);
  console.log(`wrote ${target}`);
}
