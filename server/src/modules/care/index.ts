// Care between sessions (#34): the one factory services.ts calls. It builds the notes cipher from
// config, the expert's private notes, the member's choice to share results and the measure requests
// before every appointment, and schedules their jobs (the daily re-encryption, the request sweep).
import { MAX_SCORE } from '@mindcheck/common';
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import type { AdminService } from '../admin/admin.service.js';
import type { AssessmentService } from '../assessment/assessment.service.js';
import type { AuthService } from '../auth/auth.service.js';
import type { BookingModel } from '../booking/booking.model.js';
import type { AvailabilityService } from '../appointment/availability.service.js';
import type { ReminderService } from '../reminder/reminder.service.js';
import type { MeasureResultView, MeasuresService } from '../measures/index.js';
import type { SmsNoticesPort } from '../phone/index.js';
import { CareAccess } from './care.access.js';
import { MeasureRequests } from './measure-requests.js';
import { NotesCipher } from './notes.cipher.js';
import { ResultsSharingService } from './results-sharing.service.js';
import { sessionNoteModel } from './session-note.model.js';
import { SESSION_NOTES_PER_HOUR, SessionNotesService } from './session-notes.service.js';

export interface Care {
  notes: SessionNotesService;
  sharing: ResultsSharingService<MeasureResultView>;
  requests: MeasureRequests;
  /** Stored sealed, exported readable to their author only (the account module's own exports). */
  ownExports: { session_notes(authorId: string): Promise<Record<string, unknown>[]> };
}

export interface CareDeps {
  auth: AuthService;
  admin: AdminService;
  assessments: AssessmentService;
  measures: MeasuresService;
  mail: MailService;
  /** The member's notification preferences: appointment mails on or off. */
  reminders: ReminderService;
  /** #36: the SMS beside the measure request mail. */
  sms: SmsNoticesPort;
}

/** `availability`: the expert's time zone (their working hours'), in which times are told. */
export async function createCare(
  k: Kernel,
  bookings: BookingModel,
  deps: CareDeps,
  availability: AvailabilityService,
): Promise<Care> {
  const access = new CareAccess({
    bookings,
    // The directory expert an EXPERT account speaks for (members and operators have none).
    expertIdOf: (userId) => deps.auth.expertIdOf(userId),
  });
  const notesModel = sessionNoteModel(k.connection);
  await notesModel.init();
  const notes = new SessionNotesService({
    notes: notesModel,
    cipher: new NotesCipher(k.config.notes.key, k.config.notes.oldKeys),
    access,
    limiter: k.rateLimits.create({ name: 'session-notes', points: SESSION_NOTES_PER_HOUR, durationSeconds: 3600 }),
    jobs: k.jobs,
    clock: k.clock,
    logger: k.logger,
  });
  const sharing = new ResultsSharingService<MeasureResultView>({
    bookings,
    access,
    measuresOf: (userId) => deps.measures.listForMember(userId),
    testScoresOf: async (userId) =>
      (await deps.assessments.healthScores(userId)).map(({ condition, score, createdAt }) => ({
        condition,
        score,
        maxScore: MAX_SCORE,
        createdAt,
      })),
    // Appended through the operator console's audit log (AdminService.audit: inserts only).
    recordRead: async (actorId, action, bookingId) => {
      const actor = await deps.auth.findActiveUser(actorId);
      await deps.admin.audit(
        { id: actorId, email: actor?.email ?? 'unknown' },
        action,
        'booking',
        bookingId,
        null,
        null,
      );
    },
  });
  const requests = new MeasureRequests({
    bookings,
    auth: deps.auth,
    mail: deps.mail,
    sms: deps.sms,
    jobs: k.jobs,
    wantsMail: async (userId) => (await deps.reminders.preferences(userId)).appointmentReminders,
    timeZoneOf: (expertId) => availability.timeZoneOf(expertId),
    clock: k.clock,
    publicUrl: k.config.publicUrl,
    logger: k.logger,
  });
  await notes.scheduleReencryption();
  await requests.schedule();
  return { notes, sharing, requests, ownExports: { session_notes: (authorId) => notes.exportFor(authorId) } };
}
