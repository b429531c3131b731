// The session layer as the app uses it: a session is read with its member in one round trip, and
// a session whose member is gone or disabled is ended at its next request. The session check and
// `me` share one lookup of the member per request (member-per-request.ts), made by the auth
// service, which is built before this layer.
import type { Connection } from 'mongoose';
import type { Config } from '../config.js';
import { activeMember, type AuthService } from '../modules/auth/auth.service.js';
import type { UserSnapshot } from '../modules/auth/user.model.js';
import { memberPerRequest, type MemberLookup } from './member-per-request.js';
import { createSessions, type Sessions } from './session.js';

export interface MemberSessions {
  sessions: Sessions;
  /** The request's signed-in member, if active: looked up once per request. */
  memberOf: MemberLookup<UserSnapshot>;
}

export async function memberSessions(
  config: Config,
  connection: Connection,
  auth: AuthService,
): Promise<MemberSessions> {
  const memberOf = memberPerRequest((userId) => auth.findActiveUser(userId));
  // What was read with the session is kept for the request.
  const sessions = createSessions(config, connection, {
    membersCollection: auth.membersCollection,
    isActiveUser: async (userId, req, read) => {
      if (!read) return (await memberOf(userId, req)) !== null;
      const member = activeMember(read.member);
      if (req) memberOf.remember(req, userId, member);
      return member !== null;
    },
  });
  await sessions.ready;
  return { sessions, memberOf };
}
