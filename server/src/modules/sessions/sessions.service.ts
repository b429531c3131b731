// The member's signed-in browsers and devices: list them, end one, end all but this one. Built on
// the session layer's registry (session.ports.ts), whatever implements it.
import { AppError } from '../../errors.js';
import { messages } from '../../messages.js';
import type { SessionRegistry, SessionSummary } from './session.ports.js';

export interface ActiveSessionView extends SessionSummary {
  current: boolean;
}

/** A public session handle is 22 base64url characters; anything longer is refused before any work. */
const PUBLIC_ID_MAX_LENGTH = 64;

export class SessionsService {
  constructor(
    private readonly registry: SessionRegistry,
    /** Voids the member's outstanding account links (CredentialsService.endFootholds): SECURITY.md 30. */
    private readonly voidAccountLinks?: (userId: string) => Promise<void>,
  ) {}

  async list(userId: string, currentSessionId: string | null): Promise<ActiveSessionView[]> {
    const current = currentSessionId ? this.registry.publicId(currentSessionId) : null;
    return (await this.registry.listFor(userId)).map((session) => ({ ...session, current: session.id === current }));
  }

  /** Ends one of the member's own sessions; returns whether it was the current one. */
  async revoke(userId: string, publicId: string, currentSessionId: string | null): Promise<{ current: boolean }> {
    if (publicId.length > PUBLIC_ID_MAX_LENGTH || !(await this.registry.destroyOne(userId, publicId)))
      throw AppError.notFound(messages.sessionNotFound);
    return { current: !!currentSessionId && this.registry.publicId(currentSessionId) === publicId };
  }

  /**
   * Ends every session of the member but the one making the request, and voids every account link
   * (an intruder may have asked for a change of email); returns how many sessions ended.
   */
  async signOutOthers(userId: string, currentSessionId: string | null): Promise<number> {
    const ended = await this.registry.destroyAllFor(userId, { except: currentSessionId });
    await this.voidAccountLinks?.(userId);
    return ended;
  }
}
