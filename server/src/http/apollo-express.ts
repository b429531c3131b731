// Apollo Server on Express 5: what @as-integrations/express5 does, without its per-request costs
// measured in `npm run bench` (a legacy url.parse of every URL for the query string, Express's
// res.send content sniffing). Mount it after jsonBody() (json-body.ts).
import type { Request, RequestHandler, Response } from 'express';
import { HeaderMap, type ApolloServer, type BaseContext } from '@apollo/server';

export function apolloMiddleware<TContext extends BaseContext>(
  server: ApolloServer<TContext>,
  context: (args: { req: Request; res: Response }) => Promise<TContext>,
): RequestHandler {
  server.assertStarted('apolloMiddleware()');
  return async (req, res) => {
    const headers = new HeaderMap();
    for (const key in req.headers) {
      const value = req.headers[key];
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const url = req.originalUrl;
    const queryAt = url.indexOf('?');
    const response = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: {
        method: req.method.toUpperCase(),
        headers,
        search: queryAt === -1 ? '' : url.slice(queryAt),
        body: req.body,
      },
      context: () => context({ req, res }),
    });
    for (const [key, value] of response.headers) res.setHeader(key, value);
    res.statusCode = response.status ?? 200;
    if (response.body.kind === 'complete') {
      res.end(response.body.string);
      return;
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
