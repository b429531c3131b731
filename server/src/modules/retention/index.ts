// The retention module's one factory (services.ts calls it): the service, its job defined, the
// daily sweep scheduled.
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import type { UserModel } from '../auth/user.model.js';
import { RetentionService } from './retention.service.js';

export { RetentionService, RETENTION_JOB, RETENTION_NOTICE_DAYS } from './retention.service.js';

export interface RetentionModuleDeps {
  users: UserModel;
  mail: MailService;
  /** AccountService: `erase` removes every registered collection, the account last. */
  accounts: { erase(userId: string): Promise<void> };
}

export async function createRetentionModule(k: Kernel, deps: RetentionModuleDeps): Promise<RetentionService> {
  const service = new RetentionService({
    users: deps.users,
    mail: deps.mail,
    erase: (userId) => deps.accounts.erase(userId),
    connection: k.connection,
    jobs: k.jobs,
    clock: k.clock,
    logger: k.logger,
    publicUrl: k.config.publicUrl,
    months: k.config.retention.months,
  });
  await service.schedule();
  return service;
}
