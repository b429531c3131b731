// "This session has ended", told to every instance (SECURITY.md 28). Whatever ends sessions (sign-
// out, a replaced or stale session, erasure, disabling, and later password change, reset or
// revocation) calls endSessions/endAllOf; the WebSocket server of every instance listens and
// closes the sockets of those sessions. It travels on the app's pub/sub (Redis when several
// instances run), so it does not depend on how sessions are stored.
import type { AppPubSub } from '../pubsub/index.js';

export const SESSION_ENDED_TOPIC = 'mindcheck:session-ended';

/** Sessions that ended: some by their ids, or every session of a member. */
export type EndedSessions = { sessionIds: string[] } | { userId: string };

export interface SessionEnds {
  /** Ends these sessions on every instance (this one included). */
  endSessions(ids: string[]): void;
  /** Ends every session of the member on every instance. */
  endAllOf(userId: string): void;
  /** Called for every end, from any instance. */
  onEnded(listener: (ended: EndedSessions) => void): void;
  /** Stops listening (app shutdown). */
  close(): void;
}

export function createSessionEnds(pubSub: AppPubSub): SessionEnds {
  const listeners: ((ended: EndedSessions) => void)[] = [];
  const incoming = pubSub.subscribe(SESSION_ENDED_TOPIC);
  void (async () => {
    for await (const payload of incoming) {
      const ended = payload as EndedSessions;
      for (const listener of listeners) listener(ended);
    }
  })();
  return {
    endSessions(ids) {
      if (ids.length) pubSub.publish(SESSION_ENDED_TOPIC, { sessionIds: ids } satisfies EndedSessions);
    },
    endAllOf(userId) {
      pubSub.publish(SESSION_ENDED_TOPIC, { userId } satisfies EndedSessions);
    },
    onEnded(listener) {
      listeners.push(listener);
    },
    close() {
      void incoming.return?.();
    },
  };
}
