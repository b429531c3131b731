// The sessions module's factory: the member's list of signed-in browsers and devices, on the session
// layer's registry; signing out the others also voids the member's account links.
import type { SessionRegistry } from './session.ports.js';
import { SessionsService } from './sessions.service.js';

/** CredentialsService: ends what a member's links and sessions still hold open. */
export interface AccountLinks {
  endFootholds(userId: string, options: { sessions: false }): Promise<void>;
}

export function createSessionsModule(registry: SessionRegistry, links: AccountLinks): SessionsService {
  return new SessionsService(registry, (userId) => links.endFootholds(userId, { sessions: false }));
}
