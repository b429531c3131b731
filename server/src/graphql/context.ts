// What every resolver receives. Identity comes from here only: no operation takes a userId.
import type { Request } from 'express';
import type { Services } from '../services.js';
import type { UserSnapshot } from '../modules/auth/user.model.js';

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

export interface SessionControl {
  /** Starts a signed-in session under a new session id (no fixation). */
  establish(userId: string): Promise<void>;
  /** Ends the session and clears its cookie. */
  destroy(): Promise<void>;
  /** Ends every session of the member, on every instance (erasure), and clears this cookie. */
  destroyAll(): Promise<void>;
  /** The id of the request's stored session, or null (a visitor without one). */
  id(): string | null;
}
