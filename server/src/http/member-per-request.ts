// One lookup of the signed-in member per request, shared by the session check (is the account
// still active?) and the resolvers that need the member (`me`): the same answer, fetched once.
// Nothing outlives the request: the next request asks the database again, so a disabled or erased
// member is still turned away at their next request.
import type { IncomingMessage } from 'node:http';

// Without a request (a WebSocket's long-lived upgrade request is not passed), every call asks again.
export interface MemberLookup<T> {
  (userId: string, req?: IncomingMessage): Promise<T | null>;
  /** Keeps a member already read for this request (with its session), so nothing asks again. */
  remember(req: IncomingMessage, userId: string, member: T | null): void;
}

export function memberPerRequest<T>(load: (userId: string) => Promise<T | null>): MemberLookup<T> {
  const lookups = new WeakMap<IncomingMessage, Map<string, Promise<T | null>>>();
  const lookup = (userId: string, req?: IncomingMessage): Promise<T | null> => {
    if (!req) return load(userId);
    let byUser = lookups.get(req);
    if (!byUser) {
      byUser = new Map();
      lookups.set(req, byUser);
    }
    let found = byUser.get(userId);
    if (!found) {
      found = load(userId);
      byUser.set(userId, found);
    }
    return found;
  };
  const remember = (req: IncomingMessage, userId: string, member: T | null): void => {
    let byUser = lookups.get(req);
    if (!byUser) {
      byUser = new Map();
      lookups.set(req, byUser);
    }
    byUser.set(userId, Promise.resolve(member));
  };
  return Object.assign(lookup, { remember });
}
