// The retention module's one factory (services.ts calls it): the service, its job defined, the
// daily sweep scheduled.
import { RetentionService, type RetentionServiceDeps } from './retention.service.js';

export { RetentionService, RETENTION_JOB, RETENTION_NOTICE_DAYS } from './retention.service.js';

export async function createRetention(deps: RetentionServiceDeps): Promise<RetentionService> {
  const service = new RetentionService(deps);
  await service.schedule();
  return service;
}
