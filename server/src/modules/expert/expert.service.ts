// Experts: the built-in list (spec section 3), six per field. No GraphQL or HTTP here.
import { expertsFor, findExpert, type Condition, type ExpertDefinition } from '../../content/index.js';

export class ExpertService {
  byField(field: Condition): readonly ExpertDefinition[] {
    return expertsFor(field);
  }

  /** null when the id is unknown. */
  byId(id: string): ExpertDefinition | null {
    return findExpert(id) ?? null;
  }
}
