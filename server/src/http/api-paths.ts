// The paths the server answers itself (API, health checks, development pages, the playground):
// never the client's SPA shell, and unknown ones answer 404 as JSON (api-fallback.ts).
import type { Response } from 'express';

export const API_PREFIXES = ['/graphql', '/auth', '/account', '/webhooks', '/api', '/healthz', '/readyz', '/dev'];

/** Paths the server answers itself (API, health, playground): never the SPA shell. */
export function isServerPath(pathname: string): boolean {
  if (pathname === '/playground' || pathname === '/playground.html') return true;
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

export function methodNotAllowed(res: Response, allow = 'GET, HEAD'): void {
  res.setHeader('Allow', allow);
  res.status(405).json({ error: 'Method Not Allowed' });
}
