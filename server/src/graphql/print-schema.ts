import { lexicographicSortSchema, printSchema } from 'graphql';
import { createSchema } from './schema.js';

const HEADER = '# Emitted from the server\'s type-graphql schema by `npm run schema`. Do not edit by hand.\n\n';

/** The schema as committed in schema.graphql: sorted, so that the file only changes with the API. */
export async function printSchemaText(): Promise<string> {
  const schema = await createSchema();
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
