// Sends one write through Apollo with a new Idempotency-Key, or keeps it in the offline outbox
// (lib/offline-outbox.ts) when there is no connection: before sending (the browser says it is
// offline) or when the request got no answer (it may have arrived: the key makes a repeat harmless).
import { print, type DocumentNode } from 'graphql';
import { useCurrentUser } from './current-user';
import { isConnectionProblem, newWriteKey, queueWrite, type OutboxItem } from './offline-outbox';

export type QueuedOr<T> = { queued: true } | { queued: false; result: T };

/**
 * Sends one write for the member `userId` (none: not signed in, sent as it is): calls `mutate` with
 * the request's context (the key's header) and answers its result, or `{ queued: true }` when the
 * write waits for a connection. Any other error is thrown as before.
 */
export async function sendOrQueue<T>(
  document: DocumentNode,
  what: OutboxItem['what'],
  userId: string | undefined,
  variables: Record<string, unknown>,
  mutate: (context: { headers: Record<string, string> }) => Promise<T>,
): Promise<QueuedOr<T>> {
  const key = newWriteKey();
  const queue = (): QueuedOr<T> => {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    queueWrite({
      key,
      userId: userId ?? '',
      what,
      operationName: definition?.name?.value ?? '',
      query: print(document),
      variables,
    });
    return { queued: true };
  };
  if (!userId) return { queued: false, result: await mutate({ headers: {} }) };
  if (navigator.onLine === false) return queue();
  try {
    return { queued: false, result: await mutate({ headers: { 'idempotency-key': key } }) };
  } catch (error) {
    if (isConnectionProblem(error)) return queue();
    throw error;
  }
}

/** sendOrQueue for the signed-in member: `send(variables, mutate)`. */
export function useQueuedWrite(document: DocumentNode, what: OutboxItem['what']) {
  const { user } = useCurrentUser();
  return <T>(
    variables: Record<string, unknown>,
    mutate: (context: { headers: Record<string, string> }) => Promise<T>,
  ) => sendOrQueue(document, what, user?.id, variables, mutate);
}
