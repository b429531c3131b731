import { batchedReads } from './batched-reads.js';

/** A fake `fetchMany` over a fixed table, recording the batches it was asked for. */
function table(values: Record<string, string>) {
  const batches: string[][] = [];
  const fetchMany = async (keys: string[]) => {
    batches.push([...keys]);
    return new Map(keys.filter((k) => k in values).map((k) => [k, values[k]]));
  };
  return { batches, fetchMany };
}

it('sends the reads of one turn of the event loop as one batch, each caller getting its own value', async () => {
  const { batches, fetchMany } = table({ a: 'A', b: 'B', c: 'C' });
  const read = batchedReads(fetchMany);
  const results = await Promise.all(['a', 'b', 'c', 'missing'].map((k) => read(k)));
  expect(results).toEqual(['A', 'B', 'C', undefined]);
  expect(batches).toEqual([['a', 'b', 'c', 'missing']]);
});

it('asks for a key once per batch however many callers want it', async () => {
  const { batches, fetchMany } = table({ a: 'A', b: 'B' });
  const read = batchedReads(fetchMany);
  expect(await Promise.all([read('a'), read('b'), read('a')])).toEqual(['A', 'B', 'A']);
  expect(batches).toEqual([['a', 'b']]);
});

it('keeps nothing between batches: a later read goes to the database again', async () => {
  const values: Record<string, string> = { a: 'A' };
  const { batches, fetchMany } = table(values);
  const read = batchedReads(fetchMany);
  expect(await read('a')).toBe('A');
  values.a = 'changed';
  expect(await read('a')).toBe('changed');
  expect(batches).toEqual([['a'], ['a']]);
});

it('splits a turn with more than maxBatch keys into several queries', async () => {
  const keys = Array.from({ length: 7 }, (_, i) => `k${i}`);
  const { batches, fetchMany } = table(Object.fromEntries(keys.map((k) => [k, k.toUpperCase()])));
  const read = batchedReads(fetchMany, { maxBatch: 3 });
  expect(await Promise.all(keys.map((k) => read(k)))).toEqual(keys.map((k) => k.toUpperCase()));
  expect(batches).toEqual([['k0', 'k1', 'k2'], ['k3', 'k4', 'k5'], ['k6']]);
});

it("gives every caller of a failed batch the database's error, and the next batch starts afresh", async () => {
  let fail = true;
  const read = batchedReads(async (keys: string[]) => {
    if (fail) throw new Error('database unreachable');
    return new Map(keys.map((k) => [k, k]));
  });
  const outcomes = await Promise.allSettled([read('a'), read('b'), read('a')]);
  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  expect((outcomes[0] as PromiseRejectedResult).reason.message).toBe('database unreachable');
  fail = false;
  expect(await read('a')).toBe('a');
});
