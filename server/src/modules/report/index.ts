// The report module's factory: the member's progress report (PDF), limited per member.
import type { Kernel } from '../../kernel.js';
import type { CrisisDirectory } from '../../content/crisis-resources.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { MoodService } from '../mood/mood.service.js';
import type { MeasuresService } from '../measures/measures.service.js';
import { REPORT_DOWNLOADS_PER_HOUR, ReportService } from './report.service.js';

export function createReportModule(
  k: Kernel,
  deps: {
    assessments: AssessmentService;
    moods: MoodService;
    measures: MeasuresService;
    auth: AuthService;
    crisis: CrisisDirectory;
  },
): ReportService {
  return new ReportService({
    assessments: deps.assessments,
    moods: deps.moods,
    measures: deps.measures,
    auth: deps.auth,
    crisisResources: (country) => deps.crisis.forCountry(country),
    clock: k.clock,
    limiter: k.rateLimits.create({ name: 'report', points: REPORT_DOWNLOADS_PER_HOUR, durationSeconds: 60 * 60 }),
  });
}
