// Writes made while offline (#36): a mood check-in, test answers or a measure's (PHQ-9, GAD-7)
// answers that could not reach the server
// are kept on this device (localStorage, per member) with the key generated for them, and sent
// once the connection returns, with that key as the Idempotency-Key header: the server stores one
// record per key, so a write that did arrive before the connection dropped is never stored twice.
// Forgotten at sign-out with the member's other device copies.

export interface OutboxItem {
  /** The Idempotency-Key (also this item's id). */
  key: string;
  userId: string;
  /** What the member sees in the waiting notice ("check-in", "test answers", a measure's answers). */
  what: 'check-in' | 'test answers' | 'measure answers';
  operationName: string;
  query: string;
  variables: Record<string, unknown>;
  queuedAt: string;
}

// Sign-out removes it too (use-forget-member.ts names the same key).
export const OUTBOX_KEY = 'mindcheck.outbox';
/** Sent when the outbox changed (queued, sent or dropped): pages showing its items read it again. */
export const OUTBOX_EVENT = 'mindcheck:outbox';

function read(): OutboxItem[] {
  try {
    const items = JSON.parse(localStorage.getItem(OUTBOX_KEY) ?? '[]') as unknown;
    return Array.isArray(items) ? (items as OutboxItem[]) : [];
  } catch {
    return [];
  }
}

function write(items: OutboxItem[]): void {
  try {
    if (items.length) localStorage.setItem(OUTBOX_KEY, JSON.stringify(items));
    else localStorage.removeItem(OUTBOX_KEY);
  } catch {
    // Storage full or blocked: nothing more can be kept.
  }
  window.dispatchEvent(new Event(OUTBOX_EVENT));
}

/** A new key for one write (a UUID). */
export function newWriteKey(): string {
  return crypto.randomUUID();
}

/** The member's writes waiting for a connection, oldest first. */
export function waitingWrites(userId: string): OutboxItem[] {
  return read().filter((item) => item.userId === userId);
}

export function queueWrite(item: Omit<OutboxItem, 'queuedAt'>): void {
  write([...read().filter((kept) => kept.key !== item.key), { ...item, queuedAt: new Date().toISOString() }]);
}

/**
 * Whether a failed write failed for want of a connection (then it is queued): the browser says it is
 * offline, or the request got no answer at all (fetch's TypeError, Apollo's network error).
 */
export function isConnectionProblem(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (error instanceof TypeError) return true;
  const cause = (error as { networkError?: unknown; name?: string } | null) ?? {};
  return cause.name === 'TypeError' || cause.networkError instanceof TypeError;
}

export interface SendOutcome {
  item: OutboxItem;
  outcome: 'sent' | 'refused' | 'offline';
  /** The server's reason for a refused write. */
  message?: string;
}

async function send(item: OutboxItem): Promise<SendOutcome> {
  const offline: SendOutcome = { item, outcome: 'offline' };
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        'apollo-require-preflight': 'true',
        'idempotency-key': item.key,
      },
      body: JSON.stringify({ operationName: item.operationName, query: item.query, variables: item.variables }),
    });
  } catch {
    return offline;
  }
  // A gateway's error page (the server is down or restarting): try again later, as offline.
  if (response.status >= 502) return offline;
  const body = (await response.json().catch(() => null)) as {
    data?: unknown;
    errors?: { message?: string; extensions?: { code?: unknown } }[];
  } | null;
  if (!body) return offline;
  // The session ended while the app was offline (it kept the member, lib/current-user.tsx): the
  // write waits for the member to sign in again rather than being lost.
  if (body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED') return offline;
  return body.errors?.length
    ? { item, outcome: 'refused', message: body.errors[0]?.message }
    : { item, outcome: 'sent' };
}

let sending: Promise<SendOutcome[]> | null = null;

/**
 * Sends the member's waiting writes, oldest first, each once; stops at the first that finds no
 * connection (the rest wait for the next try). A write the server refused (its check-ins for the
 * day are full, the test was taken meanwhile) is dropped: sending it again would be refused again.
 * Resolves with each tried write's outcome.
 */
export function sendWaitingWrites(userId: string): Promise<SendOutcome[]> {
  sending ??= (async () => {
    const outcomes: SendOutcome[] = [];
    for (const item of waitingWrites(userId)) {
      const outcome = await send(item);
      outcomes.push(outcome);
      if (outcome.outcome === 'offline') break;
      write(read().filter((kept) => kept.key !== item.key));
    }
    return outcomes;
  })().finally(() => (sending = null));
  return sending;
}
