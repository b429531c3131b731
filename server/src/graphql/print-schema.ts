import { lexicographicSortSchema, printSchema } from 'graphql';
import { createSchema } from './schema.js';
import { InProcessPubSub } from '../pubsub/index.js';

const HEADER = "# Emitted from the server's type-graphql schema by `npm run schema`. Do not edit by hand.\n\n";

/** The schema as committed in schema.graphql: sorted, so that the file only changes with the API. */
export async function printSchemaText(): Promise<string> {
  // Subscriptions need a pub/sub to build; printing never publishes, so any will do.
  const schema = await createSchema({ pubSub: new InProcessPubSub() });
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
