// A signed-in page's own query with the small fetch client (lib/graphql-request.ts), for the pages
// whose first view paints without Apollo Client (#36: the first view on a slow phone, ≤ 170 KB):
// the test history, an assessment's questions, the member's bookings. A page module calls
// queryEarly() at its top level for the address it opens at, so the answer is on its way while the
// app renders down to the page; usePageQuery takes it (its first render already has the answer when
// it came first) instead of asking again. Used once: a later visit asks the server again.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { graphqlRequest, type QueryString } from './graphql-request';

interface Pending {
  answer: Promise<unknown>;
  /** Set when the answer came (a page mounted after it renders it at once). */
  settled?: { data?: unknown; error?: Error };
}

/** Answers asked early, until their page takes them. */
const early = new Map<string, Pending>();
/** Requests on their way, shared by the same page mounted twice meanwhile (React's StrictMode). */
const onTheirWay = new Map<string, Promise<unknown>>();

const keyOf = (document: { toString(): string }, variables: unknown) =>
  `${document.toString()}\n${JSON.stringify(variables ?? {})}`;

function ask<TResult, TVariables>(document: QueryString<TResult, TVariables>, variables?: TVariables) {
  const key = keyOf(document, variables);
  const known = onTheirWay.get(key);
  if (known) return known as Promise<TResult>;
  const answer = graphqlRequest(document, variables);
  onTheirWay.set(key, answer);
  const done = () => onTheirWay.delete(key);
  answer.then(done, done);
  return answer;
}

/** Sends a page's first query now; the page's usePageQuery takes the answer. */
export function queryEarly<TResult, TVariables>(
  document: QueryString<TResult, TVariables>,
  variables?: TVariables,
): void {
  const key = keyOf(document, variables);
  if (early.has(key)) return;
  const pending: Pending = { answer: ask(document, variables) };
  pending.answer.then(
    (data) => (pending.settled = { data }),
    (error: Error) => (pending.settled = { error }),
  );
  early.set(key, pending);
}

export interface PageQueryResult<TResult> {
  data: TResult | undefined;
  loading: boolean;
  error: Error | undefined;
  /** Asks the server again; the data shown stays until the new answer comes. */
  refetch: () => Promise<void>;
}

interface State<TResult> {
  data?: TResult;
  error?: Error;
  loading: boolean;
}

/**
 * The page's query: the early answer when there is one (at once when it has come), else a request
 * as the page mounts. `variables` are compared by value.
 */
export function usePageQuery<TResult, TVariables>(
  document: QueryString<TResult, TVariables>,
  variables?: TVariables,
): PageQueryResult<TResult> {
  const key = keyOf(document, variables);
  // The early answer, for the address the page opened at only.
  const [first] = useState(() => {
    const pending = early.get(key);
    early.delete(key);
    return pending && { key, pending };
  });
  const fromStart = first?.key === key ? first.pending : undefined;
  // Whether the first render had the answer (it had come): then there is nothing to ask. Read once,
  // as the page first renders: the answer may come between that render and its effect.
  const [shownFromStart] = useState(() => !!fromStart?.settled);
  const [state, setState] = useState<State<TResult>>(() =>
    fromStart?.settled ? { ...(fromStart.settled as State<TResult>), loading: false } : { loading: true },
  );
  const latest = useRef({ document, variables });
  latest.current = { document, variables };
  const generation = useRef(0);

  // The newest request's answer is shown; `wanted` is false once the page no longer asks.
  const load = useCallback((answer: Promise<TResult>, wanted: () => boolean = () => true) => {
    const mine = ++generation.current;
    const applies = () => wanted() && mine === generation.current;
    setState((s) => (s.loading ? s : { ...s, loading: true }));
    return answer.then(
      // A transition: the page's render of the answer yields to the browser.
      (data) => {
        if (applies()) startTransition(() => setState({ data, loading: false }));
      },
      (error: Error) => {
        if (applies()) setState((s) => ({ data: s.data, error, loading: false }));
      },
    );
  }, []);

  useEffect(() => {
    if (shownFromStart && fromStart) return;
    const { document: d, variables: v } = latest.current;
    let current = true;
    void load((fromStart?.answer as Promise<TResult> | undefined) ?? ask(d, v), () => current);
    return () => {
      current = false;
    };
  }, [key, fromStart, shownFromStart, load]);

  const refetch = useCallback(async () => {
    const { document: d, variables: v } = latest.current;
    await load(graphqlRequest(d, v));
  }, [load]);

  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
