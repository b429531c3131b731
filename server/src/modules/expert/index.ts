// The expert module's factory: the directory, read once into memory and following the other
// instances' edits; sample experts are inserted when missing (never over edits).
import type { Kernel } from '../../kernel.js';
import { ExpertDirectory } from './expert.directory.js';
import { expertModel, type ExpertModel } from './expert.model.js';
import { ExpertService } from './expert.service.js';

export interface ExpertModule {
  expertDocs: ExpertModel;
  directory: ExpertDirectory;
  experts: ExpertService;
  /** Stops following the other instances' edits. */
  close(): void;
}

export async function createExpertModule(k: Kernel): Promise<ExpertModule> {
  const expertDocs = expertModel(k.connection);
  const directory = new ExpertDirectory(expertDocs, k.logger, k.now);
  if (k.config.seedSampleExperts) await directory.seedSamples();
  await directory.reload();
  return { expertDocs, directory, experts: new ExpertService(directory), close: directory.follow(k.pubSub) };
}
