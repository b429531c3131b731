// schema.graphql is the contract between client and server: the committed file must be exactly
// what the code emits (run `npm run schema` after changing a resolver or type).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printSchemaText } from '../src/graphql/print-schema.js';

it('the committed schema.graphql matches the schema the code emits', async () => {
  const committed = readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8');
  expect(committed).toBe(await printSchemaText());
});
