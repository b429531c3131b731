/**
 * The slot race's 200 members (bench/slots.ts), in a worker thread of their own: in a deployment
 * the members' browsers are not on the app's event loop, so their requests' cost (fetch, JSON)
 * must not be counted as the app's. Each sends its startBooking with its own session cookie; all
 * are sent at once, and each one's latency is measured from just before its request is sent.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

export interface SlotRaceInput {
  url: string;
  query: string;
  expertId: string;
  /** One per member: their cookie header and the start they ask for. */
  members: { cookie: string; start: string }[];
}

export interface SlotRaceAnswer {
  ms: number;
  ok: boolean;
  code?: string;
  reference?: string;
}

const input = workerData as SlotRaceInput;
// Loads fetch (undici) in this thread before the race starts.
await (await fetch(`${input.url}/healthz`)).arrayBuffer();
parentPort!.postMessage('ready');
await new Promise((resolve) => parentPort!.once('message', resolve));
const answers = await Promise.all(
  input.members.map(async ({ cookie, start }): Promise<SlotRaceAnswer> => {
    const started = performance.now();
    const res = await fetch(`${input.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', cookie },
      body: JSON.stringify({ query: input.query, variables: { expertId: input.expertId, start } }),
    });
    const body = (await res.json()) as {
      data?: { startBooking?: { reference: string } | null };
      errors?: { extensions?: { code?: string } }[];
    };
    const ms = performance.now() - started;
    if (body.errors?.length) return { ms, ok: false, code: body.errors[0].extensions?.code ?? 'UNKNOWN' };
    return { ms, ok: !!body.data?.startBooking, reference: body.data?.startBooking?.reference };
  }),
);
parentPort!.postMessage(answers);
