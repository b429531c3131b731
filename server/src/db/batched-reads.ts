// Reads by key asked for during one turn of the event loop, sent to the database together as one
// query (`$in` on the keys) through dataloader: a batch per turn (batchScheduleFn), no cache, so
// nothing read is kept past its batch or shared between requests but the query itself. Under load
// one turn starts many members' requests (docs/measurements/graphql-path.md); each round trip saved is a socket
// write and read, the driver's per-operation work and a database command.
//
// Each caller gets the value found for its own key, or undefined when there is none (a member's
// records are those stored under their id); a failed query fails every caller in its batch, as
// each would have failed alone.
import DataLoader from 'dataloader';

export interface BatchedReadOptions {
  /** Most keys in one query; more in one turn are sent as several (default 100). */
  maxBatch?: number;
}

export function batchedReads<V>(
  fetchMany: (keys: string[]) => Promise<Map<string, V>>,
  { maxBatch = 100 }: BatchedReadOptions = {},
): (key: string) => Promise<V | undefined> {
  const loader = new DataLoader<string, V | undefined>(
    async (keys) => {
      // Without a cache, a key asked for twice in one turn comes twice: it is read once.
      const found = await fetchMany([...new Set(keys)]);
      return keys.map((key) => found.get(key));
    },
    { cache: false, maxBatchSize: maxBatch, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (key) => loader.load(key);
}
