// schema.graphql is the contract between client and server: the committed file must be exactly
// what the code emits (run `npm run schema` after changing a resolver or type).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isObjectType, type GraphQLObjectType } from 'graphql';
import { printSchemaText } from '../src/graphql/print-schema.js';
import { createSchema } from '../src/graphql/schema.js';
import { InProcessPubSub } from '../src/pubsub/index.js';

it('the committed schema.graphql matches the schema the code emits', async () => {
  const committed = readFileSync(path.resolve(__dirname, '..', '..', 'schema.graphql'), 'utf8');
  expect(committed).toBe(await printSchemaText());
});

// Result types are plain data: graphql-js reads their fields directly. type-graphql would otherwise
// wrap every field of every result in its middleware chain (a promise per field; measured at a
// tenth of testHistory's CPU in `npm run bench`). A type that needs a field resolver or field-level
// auth adds it on purpose and is listed here.
it('resolves the fields of result types without a wrapper', async () => {
  const schema = await createSchema({ pubSub: new InProcessPubSub() });
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((t) => t?.name),
  );
  const wrapped = Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__') && !roots.has(type.name))
    .flatMap((type) => Object.values((type as GraphQLObjectType).getFields()).map((f) => [type.name, f] as const))
    .filter(([, field]) => field.resolve !== undefined)
    .map(([type, field]) => `${type}.${field.name}`);
  // User.expert (#22): the linked directory entry, looked up in memory; User is not a hot-path result.
  expect(wrapped).toEqual(['User.expert']);
});
