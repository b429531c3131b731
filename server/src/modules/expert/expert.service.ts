// Experts as members see them: the active entries of the directory (MongoDB, cached in memory by
// ExpertDirectory). No GraphQL or HTTP here.
import type { Condition } from '../../content/index.js';
import type { DirectoryExpert, ExpertDirectory } from './expert.directory.js';

export class ExpertService {
  constructor(readonly directory: ExpertDirectory) {}

  /** The active experts of one field, in the grid's order. */
  byField(field: Condition): readonly DirectoryExpert[] {
    return this.directory.activeInField(field);
  }

  /** null when the id is unknown or the expert is inactive (hidden from members). */
  byId(id: string): DirectoryExpert | null {
    return this.directory.findActive(id) ?? null;
  }
}
