// The JSON body of a GraphQL request: what express.json() does for it, without the per-request
// work measured in `npm run bench` (three packages parsing the content type, a decoding stream per
// request). The same answers: a body over the limit is refused with 413 (as soon as its declared
// length says so, or once that many bytes have come), a body that is not JSON (or not an object or
// array) with 400, another charset or a compressed body with 415; a request whose content type is
// not JSON is passed on unread, for Apollo to refuse. Errors carry `status` and `type` as
// body-parser's do, for the app's error handler.
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

export interface JsonBodyOptions {
  /** Largest body read, in bytes. */
  limit: number;
}

export class BodyError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
    this.name = 'BodyError';
  }
}

/** `application/json`, with or without parameters, in any case. */
function isJson(contentType: string | undefined): contentType is string {
  if (!contentType) return false;
  const semicolon = contentType.indexOf(';');
  const essence = (semicolon === -1 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase();
  return essence === 'application/json';
}

/** The charset parameter of a content type, lower-cased, if there is one. */
function charsetOf(contentType: string): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType);
  return match?.[1].toLowerCase();
}

/** A request with a body: a declared length or a chunked transfer (type-is's `hasBody`). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;
}

export function jsonBody({ limit }: JsonBodyOptions): RequestHandler {
  return (req, _res, next) => {
    const contentType = req.headers['content-type'];
    if (req.body !== undefined || !hasBody(req) || !isJson(contentType)) return next();

    const charset = charsetOf(contentType);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
      return next(new BodyError(415, 'charset.unsupported', `unsupported charset "${charset.toUpperCase()}"`));
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity')
      return next(new BodyError(415, 'encoding.unsupported', `unsupported content encoding "${encoding}"`));
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit)
      return next(new BodyError(413, 'entity.too.large', 'request entity too large'));

    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: BodyError) => {
      if (done) return;
      done = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      if (error) {
        // The rest of the body is read and dropped, so the connection can carry the answer.
        req.resume();
        return next(error);
      }
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(new BodyError(413, 'entity.too.large', 'request entity too large'));
      chunks.push(chunk);
    };
    const onEnd = () => {
      let text = chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks, size).toString('utf8');
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      if (text.length === 0) {
        req.body = {};
        return finish();
      }
      // Strict, as body-parser: only an object or an array is a GraphQL request body.
      const first = /^[ \t\n\r]*(.)/.exec(text)?.[1];
      if (first !== '{' && first !== '[') return finish(new BodyError(400, 'entity.parse.failed', 'invalid JSON'));
      try {
        req.body = JSON.parse(text);
      } catch {
        return finish(new BodyError(400, 'entity.parse.failed', 'invalid JSON'));
      }
      finish();
    };
    const onError = () => finish(new BodyError(400, 'request.aborted', 'request aborted'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  };
}
