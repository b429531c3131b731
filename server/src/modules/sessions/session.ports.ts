// What the rest of the app needs of the session layer (http/session*.ts), whatever implements it:
// the account services list and end a member's sessions through SessionRegistry, resolvers start and
// end the request's own session through SessionControl. Ports only: nothing here imports the layer.

/** One signed-in session as its member sees it in their list. */
export interface SessionSummary {
  /** A public handle (a hash of the session id): the id itself is the cookie's secret and never leaves the server. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  userAgent: string | null;
}

/** List a member's sessions, end one, end all (but one). */
export interface SessionRegistry {
  /** The member's live sessions, newest first. */
  listFor(userId: string): Promise<SessionSummary[]>;
  /** Ends one of the member's sessions by its public id; false when the member has none with that id. */
  destroyOne(userId: string, publicId: string): Promise<boolean>;
  /** Ends every session of the member (but `except`, a session id); returns how many ended. */
  destroyAllFor(userId: string, options?: { except?: string | null }): Promise<number>;
  /** The public handle of a session id (to mark "this device" in a list). */
  publicId(sessionId: string): string;
}

/** The request's own session, as a resolver controls it (HTTP operations only). */
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
