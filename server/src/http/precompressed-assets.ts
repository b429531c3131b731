import type { RequestHandler } from 'express';

/** Files the client build names by content hash: never change, so browsers may keep them for a year. */
export const ASSETS_PREFIX = '/assets/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

const ENCODINGS = [
  { name: 'br', extension: '.br' },
  { name: 'gzip', extension: '.gz' },
] as const;

/** Whether an Accept-Encoding header accepts `encoding` (a q of 0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    if (token.trim().toLowerCase() !== encoding) return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves the client build's precompressed copies (`x.js.br`, `x.js.gz`, written next to `x.js` by
 * the build) of files under /assets/ to browsers that accept them, with the original file's type.
 * Anything else (no copy, no accepted encoding) falls through to the plain static files.
 */
export function precompressedAssets(clientDist: string, exists: (file: string) => boolean): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.path.startsWith(ASSETS_PREFIX)) return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).slice(1);
    } catch {
      return next();
    }
    // Only plain names below assets/: nothing that could climb out of the build folder.
    if (relative.includes('..') || relative.includes('\\') || relative.includes('\0')) return next();
    const accepted = req.headers['accept-encoding'];
    for (const { name, extension } of ENCODINGS) {
      if (!acceptsEncoding(accepted, name) || !exists(`${clientDist}/${relative}${extension}`)) continue;
      res.vary('Accept-Encoding');
      res.type(relative.slice(relative.lastIndexOf('.')));
      res.setHeader('Content-Encoding', name);
      res.setHeader('Cache-Control', IMMUTABLE_CACHE);
      res.sendFile(`${relative}${extension}`, { root: clientDist, dotfiles: 'deny' }, (error) => {
        if (error) next(error);
      });
      return;
    }
    next();
  };
}
