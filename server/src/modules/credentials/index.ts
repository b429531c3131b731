// The credentials module's factory: password reset, email verification, change of password and of
// email, with the one-time tokens their links carry and one allowance per member for every
// credential operation (password checks and changes, account mail).
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import type { Limiter } from '../../rate-limit/index.js';
import type { AuthModule } from '../auth/index.js';
import type { SessionRegistry } from '../sessions/session.ports.js';
import { OneTimeTokens, oneTimeTokenModel } from '../tokens/one-time-tokens.js';
import {
  ACCOUNT_MAILS_PER_MEMBER_PER_HOUR,
  CREDENTIAL_OPS_PER_MEMBER_PER_HOUR,
  CredentialsService,
  RESETS_PER_EMAIL_PER_HOUR,
} from './credentials.service.js';

export interface CredentialsModule {
  credentials: CredentialsService;
  /** The one-time tokens of account links (expert invitations use them too). */
  tokens: OneTimeTokens;
  /** Per member: every credential operation (the account's erasure checks the password through it). */
  credentialOps: Limiter;
}

export async function createCredentialsModule(
  k: Kernel,
  { users, auth }: AuthModule,
  mail: MailService,
  sessions: SessionRegistry,
): Promise<CredentialsModule> {
  const tokens = new OneTimeTokens(oneTimeTokenModel(k.connection), k.now);
  await tokens.init();
  const limit = (name: string, points: number, durationSeconds = 3600) =>
    k.rateLimits.create({ name, points, durationSeconds });
  const credentialOps = limit('credential-ops', CREDENTIAL_OPS_PER_MEMBER_PER_HOUR);
  const { accountMailLimit } = k.config;
  const credentials = new CredentialsService({
    users,
    auth,
    tokens,
    mail,
    sessions,
    publicUrl: k.config.publicUrl,
    limits: {
      perIp: limit('account-mail-ip', accountMailLimit.perIp, accountMailLimit.windowMinutes * 60),
      perEmail: limit('reset-email', RESETS_PER_EMAIL_PER_HOUR),
      perMember: limit('account-mail-member', ACCOUNT_MAILS_PER_MEMBER_PER_HOUR),
      credentialOps,
    },
    logger: k.logger,
  });
  return { credentials, tokens, credentialOps };
}
