// The safety module's factory: the help-line directory operators edit (seeded from the code's
// reviewed one, read into memory, following the other instances' edits) and the safety plans.
import type { Kernel } from '../../kernel.js';
import { loadCrisisDirectory, type LiveCrisisDirectory } from '../../content/crisis-resources.js';
import type { ConsentService } from '../consent/consent.service.js';
import { CrisisDirectoryStore, crisisResourceModel } from './crisis-directory.store.js';
import { CrisisService } from './crisis.service.js';
import { safetyPlanModel } from './safety-plan.model.js';
import { SafetyPlanService } from './safety-plan.service.js';

export interface SafetyModule {
  /** The help lines of every country, as the operators left them. */
  directory: LiveCrisisDirectory;
  crisis: CrisisService;
  safetyPlans: SafetyPlanService;
  /** Stops following the other instances' edits. */
  close(): void;
}

export async function createSafetyModule(k: Kernel, consent: ConsentService): Promise<SafetyModule> {
  const directory = loadCrisisDirectory(k.config.crisisResourcesJson, k.config.crisisDefaultCountry);
  const store = new CrisisDirectoryStore(crisisResourceModel(k.connection), directory, k.logger, k.now);
  await store.seed();
  await store.reload();
  return {
    directory,
    crisis: new CrisisService(directory, store),
    safetyPlans: new SafetyPlanService(safetyPlanModel(k.connection), consent),
    close: store.follow(k.pubSub),
  };
}
