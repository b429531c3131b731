// Development pages that show one-time links (the outbox at /dev/mail, the coming /dev/sms) answer
// only to a browser on this machine (SECURITY.md 35): the TCP peer must be a loopback address
// (127.0.0.0/8, ::1, or 127.x mapped into IPv6). The socket's own address is read, never req.ip:
// with TRUST_PROXY on, req.ip comes from X-Forwarded-For, which any client can write. Anyone else
// gets the app's 404 for an unknown API path, as if the page did not exist. Reuse: mount
// `loopbackOnly` on the path before the routes (app.use(path, loopbackOnly, routes)).
import { BlockList } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** Whether a socket's remote address is this machine (IPv4-mapped IPv6 addresses included). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address.includes(':') ? loopback.check(address, 'ipv6') : loopback.check(address, 'ipv4');
}

/** Middleware: passes loopback clients on; everyone else gets the 404 of an unknown path. */
export function loopbackOnly(req: Request, res: Response, next: NextFunction): void {
  if (isLoopbackAddress(req.socket.remoteAddress)) return next();
  res.status(404).json({ error: 'Not Found' });
}
