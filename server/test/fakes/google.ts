// A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints (oauth2-mock-server): the
// app's real passport-google-oauth20 strategy runs against it unchanged. Tests choose the profile
// the next sign-in gets, and can make the token endpoint fail.
import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import type { GraphQLClient } from '../support/graphql-client.js';

/** OpenID Connect userinfo claims, as Google sends them. */
export interface GoogleUserInfo {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
}

export interface TokenRequestRecord {
  grantType?: string;
  codeVerifier?: string;
  redirectUri?: string;
  authorization?: string;
  clientId?: string;
}

export interface FakeGoogle {
  /** The env that points the app at this fake. */
  env: Record<string, string>;
  /** The profile the next userinfo call returns (replacing any not yet used; then the default again). */
  nextProfile(profile: GoogleUserInfo): void;
  /** The token endpoint answers the next exchange with this OAuth error. */
  failNextToken(error?: string): void;
  tokenRequests: TokenRequestRecord[];
  close(): Promise<void>;
}

export const GOOGLE_CLIENT_ID = 'mindcheck-test-client.apps.googleusercontent.com';
export const GOOGLE_CLIENT_SECRET = 'test-client-secret';

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const base = server.issuer.url!;
  let pending: GoogleUserInfo | undefined;
  const tokenRequests: TokenRequestRecord[] = [];
  let tokenError: string | undefined;

  server.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    response.body = pending ?? {
      sub: 'google-default-subject',
      email: 'default.google@example.com',
      email_verified: true,
      name: 'Default Googler',
    };
    pending = undefined;
  });
  server.service.on(
    'beforeResponse',
    (response: { body: unknown; statusCode: number }, req: IncomingMessage & { body?: Record<string, string> }) => {
      tokenRequests.push({
        grantType: req.body?.grant_type,
        codeVerifier: req.body?.code_verifier,
        redirectUri: req.body?.redirect_uri,
        authorization: req.headers.authorization,
        clientId: req.body?.client_id,
      });
      if (tokenError) {
        response.body = { error: tokenError };
        response.statusCode = 400;
        tokenError = undefined;
      }
    },
  );

  return {
    env: {
      GOOGLE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET,
      GOOGLE_AUTH_URL: `${base}/authorize`,
      GOOGLE_TOKEN_URL: `${base}/token`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    },
    nextProfile: (profile) => {
      pending = profile;
    },
    failNextToken: (error = 'invalid_grant') => {
      tokenError = error;
    },
    tokenRequests,
    close: () => server.stop(),
  };
}

export interface PopupOutcome {
  source?: string;
  ok: boolean;
  message?: string;
}

export interface PopupResult {
  /** The outcome the callback page hands to its script (data-outcome). */
  outcome: PopupOutcome;
  html: string;
  response: Response;
  /** The provider URL the app sent the popup to. */
  authorizeUrl: URL;
}

/**
 * Plays the popup as a browser would: GET /auth/google on the app (with the client's cookies),
 * follow the provider's redirect, then GET the app's callback. `beforeCallback` can alter the
 * callback URL (e.g. to play an attacker).
 */
export async function runGooglePopup(
  client: GraphQLClient,
  options: { beforeCallback?: (url: URL) => void } = {},
): Promise<PopupResult> {
  const start = await client.request('/auth/google');
  if (start.status !== 302) throw new Error(`/auth/google answered ${start.status}`);
  const authorizeUrl = new URL(start.headers.get('location')!);
  const provider = await fetch(authorizeUrl, { redirect: 'manual' });
  if (provider.status !== 302) throw new Error(`the provider answered ${provider.status}`);
  const callback = new URL(provider.headers.get('location')!);
  options.beforeCallback?.(callback);
  const response = await client.request(callback.pathname + callback.search);
  const html = await response.text();
  return { outcome: readOutcome(html), html, response, authorizeUrl };
}

export function readOutcome(html: string): PopupOutcome {
  const match = /data-outcome="([^"]*)"/.exec(html);
  if (!match) throw new Error(`no outcome in the callback page: ${html.slice(0, 200)}`);
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as PopupOutcome;
}
