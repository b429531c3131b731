import { Fragment, type ReactNode } from 'react';

const TAG = /<(\w+)>([^<]*)<\/\w+>/g;

/**
 * A translated sentence with links in it, kept whole so that each language orders its own words:
 * `<terms>terms of use</terms>` in the text is rendered by `parts.terms` with the words between the
 * tags (as react-i18next's <Trans> does). The text is the catalogue's, never a member's.
 */
export function RichText({
  text,
  parts,
}: {
  text: string;
  parts: Readonly<Record<string, (words: string) => ReactNode>>;
}) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    out.push(text.slice(at, match.index));
    const render = parts[match[1]];
    out.push(<Fragment key={match.index}>{render ? render(match[2]) : match[2]}</Fragment>);
    at = match.index + match[0].length;
  }
  out.push(text.slice(at));
  return <>{out}</>;
}
