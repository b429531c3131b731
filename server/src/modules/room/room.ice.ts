// ICE servers for one join (#35). STUN servers as configured; TURN servers with short-lived
// credentials by the TURN REST API scheme (coturn's use-auth-secret): the username is
// `<expiry unix seconds>:<userId>` and the credential base64(HMAC-SHA1(secret, username)). The
// shared secret never leaves the server, and a credential is useless after its expiry.
import { createHmac } from 'node:crypto';

export interface IceServerView {
  urls: string[];
  username: string | null;
  credential: string | null;
}

export function turnCredential(
  secret: string,
  userId: string,
  expiresAt: Date,
): { username: string; credential: string } {
  const username = `${Math.floor(expiresAt.getTime() / 1000)}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** No servers configured: an empty list, so the browsers use host candidates only. */
export function iceServersFor(
  servers: readonly { urls: string[] }[],
  turnSecret: string | undefined,
  userId: string,
  expiresAt: Date,
): IceServerView[] {
  return servers.map(({ urls }) => {
    const turn = urls.some((u) => u.startsWith('turn:') || u.startsWith('turns:'));
    if (!turn || !turnSecret) return { urls: [...urls], username: null, credential: null };
    return { urls: [...urls], ...turnCredential(turnSecret, userId, expiresAt) };
  });
}
