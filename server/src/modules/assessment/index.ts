// The assessment module's factory: the records (their indexes first, see openAssessments) and the
// service that scores, evaluates and keeps them.
import type { Kernel } from '../../kernel.js';
import type { AiProvider } from '../../ai/index.js';
import type { CrisisDirectory } from '../../content/crisis-resources.js';
import type { ConsentService } from '../consent/consent.service.js';
import type { ExpertService } from '../expert/expert.service.js';
import { openAssessments } from './assessment.model.js';
import { AssessmentService } from './assessment.service.js';

export async function createAssessmentModule(
  k: Kernel,
  deps: {
    ai: AiProvider;
    crisis: Pick<CrisisDirectory, 'forCountry'>;
    consent: ConsentService;
    experts: ExpertService;
  },
): Promise<AssessmentService> {
  return new AssessmentService({
    assessments: await openAssessments(k.connection),
    ai: deps.ai,
    crisis: deps.crisis,
    consent: deps.consent,
    expertsFor: (field) => deps.experts.byField(field),
    logger: k.logger,
    clock: k.clock,
    retakeAfterDays: k.config.retakeAfterDays,
  });
}
