// GraphQL subscriptions over WebSocket as a browser would open them: the real graphql-ws client on
// `ws`, with the member's session cookie and the page's Origin on the upgrade. Also a raw upgrade
// probe, to see what the server answers before any GraphQL is spoken.
import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';
import type { AppPubSub } from '../../src/pubsub/index.js';
import { TEST_ORIGIN } from './test-app.js';
import type { GraphQLClient } from './graphql-client.js';

export interface WsOptions {
  /** The Cookie header; defaults to the GraphQL client's cookie jar when a client is given. */
  cookie?: string;
  /** The Origin header; `null` sends none. Defaults to the app's allowed origin. */
  origin?: string | null;
}

export function wsUrlOf(httpUrl: string): string {
  return `${httpUrl.replace(/^http/, 'ws')}/graphql`;
}

function headersOf(options: WsOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const origin = options.origin === undefined ? TEST_ORIGIN : options.origin;
  if (origin) headers.origin = origin;
  if (options.cookie) headers.cookie = options.cookie;
  return headers;
}

/** One subscription's results, kept in arrival order, with ways to wait for more. */
export class SubscriptionRecorder<T> {
  readonly results: FormattedExecutionResult<T, unknown>[] = [];
  error: unknown;
  completed = false;
  private waiters: Array<() => void> = [];
  dispose: () => void = () => {};

  /** The `data` of every result so far. */
  get data(): T[] {
    return this.results.flatMap((r) => (r.data ? [r.data] : []));
  }

  push(result: FormattedExecutionResult<T, unknown>) {
    this.results.push(result);
    this.wake();
  }

  fail(error: unknown) {
    this.error = error;
    this.wake();
  }

  complete() {
    this.completed = true;
    this.wake();
  }

  /** Resolves once `done(results)` is true; rejects after the timeout (or on an error, unless allowed). */
  async until(
    done: (results: FormattedExecutionResult<T, unknown>[]) => boolean,
    timeoutMs = 5000,
  ): Promise<FormattedExecutionResult<T, unknown>[]> {
    const deadline = Date.now() + timeoutMs;
    while (!done(this.results)) {
      if (this.error !== undefined) throw new Error(`subscription failed: ${describe(this.error)}`);
      if (this.completed) throw new Error('subscription completed before the expected results arrived');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for subscription results (have ${this.results.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.results;
  }

  /** Waits until the error or completion arrives. */
  async settled(timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.error === undefined && !this.completed) {
      if (Date.now() > deadline) throw new Error('timed out waiting for the subscription to end');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }
}

export class WsTestClient {
  readonly client: Client;
  /** Close events seen by the client. */
  readonly closes: { code: number; reason: string }[] = [];

  constructor(httpUrl: string, options: WsOptions = {}) {
    const headers = headersOf(options);
    class WebSocketWithHeaders extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    }
    this.client = createClient({
      url: wsUrlOf(httpUrl),
      webSocketImpl: WebSocketWithHeaders,
      retryAttempts: 0,
      lazy: true,
      on: {
        closed: (event) => {
          const e = event as { code: number; reason: string };
          this.closes.push({ code: e.code, reason: String(e.reason) });
        },
      },
    });
  }

  /** Opens a client for the member signed in on `gql` (its cookie jar), from the allowed origin. */
  static forMember(gql: GraphQLClient, options: Omit<WsOptions, 'cookie'> = {}): WsTestClient {
    return new WsTestClient(gql.baseUrl, { ...options, cookie: gql.cookieHeader() });
  }

  subscribe<T = Record<string, any>>(query: string, variables?: Record<string, unknown>): SubscriptionRecorder<T> {
    const recorder = new SubscriptionRecorder<T>();
    recorder.dispose = this.client.subscribe<T>(
      { query, variables },
      {
        next: (result) => recorder.push(result),
        error: (error) => recorder.fail(error),
        complete: () => recorder.complete(),
      },
    );
    return recorder;
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** Waits until this instance's pub/sub has `count` ready subscribers on the topic. */
export async function waitForSubscribers(pubSub: AppPubSub, topic: string, count = 1, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (pubSub.subscriberCount(topic) < count) {
    if (Date.now() > deadline) throw new Error(`no ${count} subscriber(s) on ${topic} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export interface UpgradeOutcome {
  /** The HTTP status when the upgrade was refused. */
  status?: number;
  /** True when the WebSocket opened. */
  opened: boolean;
  /** The close code, when the server closed an opened socket. */
  closeCode?: number;
  closeReason?: string;
}

/**
 * Opens a raw socket (protocol graphql-transport-ws) and reports how the server answered. With
 * `init`, it sends connection_init and waits for the ack or a close; without, it waits `waitMs` for
 * the server to close it.
 */
export function probeUpgrade(
  httpUrl: string,
  options: WsOptions & { init?: boolean; waitMs?: number } = {},
): Promise<UpgradeOutcome> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrlOf(httpUrl), 'graphql-transport-ws', { headers: headersOf(options) });
    const outcome: UpgradeOutcome = { opened: false };
    const finish = () => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(finish, options.waitMs ?? 2000);
    socket.on('unexpected-response', (_req, res) => {
      outcome.status = res.statusCode;
      res.resume();
      finish();
    });
    socket.on('open', () => {
      outcome.opened = true;
      if (options.init) socket.send(JSON.stringify({ type: 'connection_init' }));
    });
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string };
      if (message.type === 'connection_ack') finish();
    });
    socket.on('close', (code, reason) => {
      outcome.closeCode = code;
      outcome.closeReason = reason.toString();
      finish();
    });
    socket.on('error', () => finish());
  });
}

function describe(error: unknown): string {
  if (Array.isArray(error)) return JSON.stringify(error);
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error && 'code' in error)
    return `close ${(error as { code: number }).code} ${(error as { reason?: string }).reason ?? ''}`;
  return String(error);
}
