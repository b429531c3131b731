import { useLayoutEffect, useState } from 'react';
import { GraphQLRequestError } from '../../lib/graphql-request';
import { firstProblem } from '../../lib/server-problem';
import { account } from 'app-en:account';
import { useT } from '../../lib/i18n/locale';

/**
 * The one-time token of a link from a mail (`?token=…`), taken out of the address bar as the page
 * loads (history.replaceState, as the page is first put on screen), so it stays out of the history,
 * bookmarks and any later Referer. Read on the first render, and kept in memory only. The address
 * changes in an effect, not in the render: React may render a page more than once before showing
 * it (a render in a transition restarts when something else changes), and each render must still
 * find the token.
 */
export function useTokenFromAddress(): string | null {
  const [token] = useState<string | null>(() => new URL(window.location.href).searchParams.get('token'));
  useLayoutEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('token')) return;
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, []);
  return token;
}

export type TokenActionState =
  { step: 'ready' } | { step: 'busy' } | { step: 'done' } | { step: 'failed'; message: string };

/**
 * The action of a link from a mail, run when the member presses the page's button (a mail scanner
 * that merely opens the link does nothing): ready, busy, then done, or failed with the server's words.
 */
export function useTokenAction(run: (token: string) => Promise<void>, kept?: () => string | null) {
  const fromAddress = useTokenFromAddress();
  // A token kept on this device (an expert invitation through sign-up), when the address has none.
  const [token] = useState(() => fromAddress ?? kept?.() ?? null);
  const t = useT({ account });
  // A failure without the server's words (no token, no answer) is said in the member's language as shown.
  const [state, setState] = useState<TokenActionState | { step: 'failed'; message: null }>(
    token ? { step: 'ready' } : { step: 'failed', message: null },
  );
  const act = async () => {
    setState({ step: 'busy' });
    try {
      await run(token ?? '');
    } catch (error) {
      const problem = error instanceof GraphQLRequestError ? firstProblem(error.errors) : null;
      setState({ step: 'failed', message: problem?.message ?? null });
      return;
    }
    setState({ step: 'done' });
  };
  const shown: TokenActionState =
    state.step === 'failed' && state.message === null
      ? { step: 'failed', message: token ? t('account.somethingWentWrong') : t('account.noToken') }
      : (state as TokenActionState);
  return [shown, act] as const;
}
