import { useState } from 'react';

/**
 * The one-time token of a link from a mail (`?token=…`), taken out of the address bar as the page
 * loads (history.replaceState), so it stays out of the history, bookmarks and any later Referer.
 * Read once, on the first render, and kept in memory only.
 */
export function useTokenFromAddress(): string | null {
  const [token] = useState<string | null>(() => {
    const url = new URL(window.location.href);
    const value = url.searchParams.get('token');
    if (value !== null) {
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    return value;
  });
  return token;
}
