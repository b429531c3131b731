/**
 * The slot race's 200 members (bench/slots.ts), in a worker thread of their own: in a deployment
 * the members' browsers are not on the app's event loop, so their requests' cost (HTTP, JSON) must
 * not be counted as the app's. Each member has their own keep-alive connection (an `http.Agent`
 * with one socket, as one browser has), opened before the race as loading the slot picker opens it,
 * and sends their startBooking with their own session cookie. All are sent at once; each one's
 * latency is measured from just before its request is sent. One worker serves every race, so the
 * members' code is as warm in the measured race as a browser's would be.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';

export interface SlotClientsInput {
  url: string;
  query: string;
  /** One per member: their cookie header. */
  cookies: string[];
}

/** A race: the expert and, per member (in the order of `cookies`), the start they ask for. */
export interface SlotRace {
  expertId: string;
  starts: string[];
}

export interface SlotRaceAnswer {
  ms: number;
  ok: boolean;
  code?: string;
  reference?: string;
}

const input = workerData as SlotClientsInput;
const target = new URL(input.url);
const agents = input.cookies.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));

function send(agent: http.Agent, method: string, path: string, headers: http.OutgoingHttpHeaders, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(
      { host: target.hostname, port: target.port, method, path, agent, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function race({ expertId, starts }: SlotRace): Promise<SlotRaceAnswer[]> {
  return Promise.all(
    starts.map(async (start, i): Promise<SlotRaceAnswer> => {
      const body = JSON.stringify({ query: input.query, variables: { expertId, start } });
      const headers = {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        accept: 'application/json',
        cookie: input.cookies[i],
      };
      const started = performance.now();
      const res = await send(agents[i], 'POST', '/graphql', headers, body);
      const ms = performance.now() - started;
      const answer = JSON.parse(res.text) as {
        data?: { startBooking?: { reference: string } | null };
        errors?: { extensions?: { code?: string } }[];
      };
      if (answer.errors?.length) return { ms, ok: false, code: answer.errors[0].extensions?.code ?? 'UNKNOWN' };
      return { ms, ok: !!answer.data?.startBooking, reference: answer.data?.startBooking?.reference };
    }),
  );
}

// Messages: a race (connections are opened, then 'ready'), then 'go' (the race is run and its
// answers posted back), then the next race or 'close'.
let next: SlotRace | undefined;
parentPort!.on('message', (message: SlotRace | 'go' | 'close') => {
  if (message === 'close') {
    for (const agent of agents) agent.destroy();
    parentPort!.close();
  } else if (message === 'go') {
    void race(next!).then((answers) => parentPort!.postMessage(answers));
  } else {
    next = message;
    // Every member's connection open (the slot picker's request), before the race.
    void Promise.all(agents.map((agent) => send(agent, 'GET', '/healthz', {}))).then(() =>
      parentPort!.postMessage('ready'),
    );
  }
});
