import type { MailRequest, MailService } from '../../mail/index.js';
import type { MailTemplateName } from '../../mail/templates.js';
import type { OneTimeTokens, TokenBinding, TokenPurpose } from './one-time-tokens.js';

export interface MailLinkDeps {
  tokens: OneTimeTokens;
  mail: MailService;
  publicUrl: string;
}

/**
 * Issues a one-time link to `path` (for `subject` and the address the mail goes to, valid `ttlMs`)
 * and queues the mail that carries it; the mail is not delivered once the link has expired.
 */
export async function mailOneTimeLink<N extends MailTemplateName>(
  deps: MailLinkDeps,
  link: { purpose: TokenPurpose; subject: string; ttlMs: number; path: string; binding?: TokenBinding },
  mail: Omit<MailRequest<N>, 'data' | 'linkExpiresAt'> & { data: (link: string) => MailRequest<N>['data'] },
): Promise<Date> {
  const { token, expiresAt } = await deps.tokens.issue(link.purpose, link.subject, mail.to, link.ttlMs, link.binding);
  const url = new URL(link.path, deps.publicUrl);
  url.searchParams.set('token', token);
  await deps.mail.queue({ ...mail, data: mail.data(url.toString()), linkExpiresAt: expiresAt });
  return expiresAt;
}
