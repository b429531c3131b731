// The account module's factory: the member's data export and erasure.
import type { Kernel } from '../../kernel.js';
import type { Limiter } from '../../rate-limit/index.js';
import { pseudonymiseAuditActor } from '../admin/audit.model.js';
import type { AuthModule } from '../auth/index.js';
import { AccountService } from './account.service.js';

export function createAccountModule(k: Kernel, { users, auth }: AuthModule, credentialOps: Limiter): AccountService {
  return new AccountService(
    users,
    k.connection,
    auth,
    (userId) => pseudonymiseAuditActor(k.connection, k.config.session.secret, userId),
    credentialOps,
  );
}
