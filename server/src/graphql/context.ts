// What every resolver receives. Identity comes from here only: no operation takes a userId.
import type { Request } from 'express';
import type { Services } from '../services.js';
import type { UserSnapshot } from '../modules/auth/user.model.js';
import type { SessionControl } from '../modules/sessions/session.ports.js';

export interface GraphQLContext {
  requestId: string;
  /** The signed-in member's id, or null for a visitor. */
  userId: string | null;
  /** The client's address, for rate limits. */
  ip: string;
  services: Services;
  /** Present for HTTP operations (absent over WebSocket). */
  req?: Request;
  /** Controls the member's session cookie; present for HTTP operations. */
  session?: SessionControl;
  /**
   * The signed-in member if the account is active, else null: the lookup the session check already
   * made for this request (HTTP only; elsewhere ask the auth service).
   */
  currentUser?: () => Promise<UserSnapshot | null>;
}
