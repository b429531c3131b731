import { parse } from 'graphql';
import { createPlaygroundFetcher, graphqlEndpoints } from './fetcher';
import type { Client } from 'graphql-ws';

const location = { origin: 'https://mindcheck.example', protocol: 'https:', host: 'mindcheck.example' };

describe('the playground fetcher', () => {
  it('points HTTP and WebSocket at /graphql on this origin (wss behind https)', () => {
    expect(graphqlEndpoints(location)).toEqual({
      http: 'https://mindcheck.example/graphql',
      ws: 'wss://mindcheck.example/graphql',
    });
    expect(graphqlEndpoints({ origin: 'http://localhost:4000', protocol: 'http:', host: 'localhost:4000' }).ws).toBe(
      'ws://localhost:4000/graphql',
    );
  });

  it("sends queries with the session cookie and the header Apollo's CSRF prevention asks for", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify({ data: { me: null } }), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    const wsClient = { subscribe: jest.fn(), dispose: jest.fn() } as unknown as Client;
    const fetcher = createPlaygroundFetcher(location, { fetch: fakeFetch, wsClient });

    const query = '{ me { id } }';
    const result = await fetcher({ query, operationName: null }, { documentAST: parse(query) });

    expect(result).toEqual({ data: { me: null } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('https://mindcheck.example/graphql');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(calls[0].init.method).toBe('POST');
    expect(new Headers(calls[0].init.headers).get('apollo-require-preflight')).toBe('true');
    expect(wsClient.subscribe).not.toHaveBeenCalled();
  });

  it('runs subscriptions over the WebSocket client, not HTTP', async () => {
    const fakeFetch = jest.fn() as unknown as typeof fetch;
    const subscribe = jest.fn((_payload: unknown, sink: { next: (v: unknown) => void }) => {
      setTimeout(() => sink.next({ data: { chatReply: { done: true } } }), 0);
      return () => {};
    });
    const fetcher = createPlaygroundFetcher(location, {
      fetch: fakeFetch,
      wsClient: { subscribe } as unknown as Client,
    });

    const query = 'subscription { chatReply { done } }';
    const result = await fetcher({ query, operationName: null }, { documentAST: parse(query) });
    const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ done: false, value: { data: { chatReply: { done: true } } } });
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ query }), expect.anything());
    expect(fakeFetch).not.toHaveBeenCalled();
    await iterator.return?.();
  });
});
