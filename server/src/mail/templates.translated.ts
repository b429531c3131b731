// A mail in another language than English (issue #36): its subject and text come from the `mail`
// catalogue (Handlebars sources, like the English ones in templates.ts), and its HTML part is that
// text in paragraphs, escaped, with its addresses as links: one translation per mail, not two.
import Handlebars from 'handlebars';
import type { Locale } from '@mindcheck/common';
import { serverI18n } from '../i18n/index.js';

export interface TranslatedSource {
  subject: string;
  text: string;
  /** The line under every mail. */
  footer: string;
}

/**
 * The template's subject and text in `locale`, or null when any part of it awaits review there:
 * the mail is then English as a whole, never half of each.
 */
export function translatedSource(name: string, locale: Locale): TranslatedSource | null {
  const i18n = serverI18n();
  const keys = [`mail:${name}.subject`, `mail:${name}.text`, 'mail:layout.footer'];
  if (keys.some((key) => i18n.awaitingReview(locale, key))) return null;
  const [subject, text, footer] = keys.map((key) => i18n.raw(locale, key));
  if (subject === undefined || text === undefined || footer === undefined) return null;
  return { subject, text, footer };
}

const LINK = /https?:\/\/[^\s"<>]+/g;
const PARAGRAPH = 'margin:0 0 16px';
const LINK_STYLE = 'color:#2b4bc7;word-break:break-all';

function linked(line: string): string {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(LINK)) {
    const url = match[0];
    out += Handlebars.escapeExpression(line.slice(last, match.index));
    out += `<a href="${Handlebars.escapeExpression(url)}" style="${LINK_STYLE}">${Handlebars.escapeExpression(url)}</a>`;
    last = match.index + url.length;
  }
  return out + Handlebars.escapeExpression(line.slice(last));
}

/** The HTML body of a rendered text: a paragraph per blank-line-separated block, lines kept. */
export function textToHtml(text: string): string {
  return text
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p style="${PARAGRAPH}">${block.split('\n').map(linked).join('<br>')}</p>`)
    .join('');
}
