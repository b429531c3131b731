// The reminder module's factory: one preference document per member and one reminder per result
// (unique indexes first), and the service that mails retake reminders.
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { AuthService } from '../auth/auth.service.js';
import { reminderModels } from './reminder.model.js';
import { ReminderService } from './reminder.service.js';

export async function createReminderModule(
  k: Kernel,
  deps: { assessments: AssessmentService; auth: AuthService; mail: MailService },
): Promise<ReminderService> {
  const models = reminderModels(k.connection);
  await Promise.all([models.preferences.init(), models.retakeReminders.init(), models.unsubscribeTokens.init()]);
  const reminders = new ReminderService({
    jobs: k.jobs,
    models,
    assessments: deps.assessments,
    auth: deps.auth,
    mail: deps.mail,
    clock: k.clock,
    logger: k.logger,
    publicUrl: k.config.publicUrl,
    retakeAfterDays: k.config.retakeAfterDays,
  });
  // Every stored result starts its retake reminder.
  deps.assessments.whenStored((userId, condition, result) => reminders.resultStored(userId, condition, result));
  return reminders;
}
