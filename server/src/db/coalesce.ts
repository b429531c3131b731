// Lookups by key asked for during one turn of the event loop, sent to the database together as
// one query (`{ _id: { $in: keys } }`) instead of one round trip each.
//
// Why: under load, one turn of the event loop starts the requests of many members at once (in
// `npm run bench`, 10 to 20 session reads per turn at 50 connections). Each round trip costs the
// app a socket write and read and the driver's per-operation work (server selection, an implicit
// session, a cursor), and the database a command: together most of a signed-in request's CPU.
// Sent together, they cost that once. With one request at a time, a batch is that one key, sent
// at the end of the same turn (setImmediate): no timer, no added wait.
//
// Each caller gets the value found for its own key, or undefined when there is none; a key asked
// for twice in one batch is looked up once and both callers get the same value (treat values as
// read-only). When the batched query fails, every caller in the batch gets that error, as each
// would have alone.

export interface CoalesceOptions {
  /** Most keys in one query; more in one turn are sent as several (default 100). */
  maxBatch?: number;
}

interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

export function coalesce<V>(
  fetchMany: (keys: string[]) => Promise<Map<string, V>>,
  { maxBatch = 100 }: CoalesceOptions = {},
): (key: string) => Promise<V | undefined> {
  let pending = new Map<string, Waiter<V>[]>();
  let scheduled = false;

  function send(batch: Map<string, Waiter<V>[]>): void {
    let found: Promise<Map<string, V>>;
    try {
      found = fetchMany([...batch.keys()]);
    } catch (error) {
      found = Promise.reject(error);
    }
    found.then(
      (values) => {
        for (const [key, waiters] of batch) {
          const value = values.get(key);
          for (const waiter of waiters) waiter.resolve(value);
        }
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }

  function sendPending(): void {
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    send(batch);
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      const waiters = pending.get(key);
      if (waiters) {
        waiters.push({ resolve, reject });
        return;
      }
      pending.set(key, [{ resolve, reject }]);
      if (pending.size >= maxBatch) sendPending();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          sendPending();
        });
      }
    });
}
