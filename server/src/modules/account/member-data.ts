// The one list of collections that hold a member's data. Export (GET /account/export) reads every
// entry; erasure (deleteAccount) removes from every entry. A module that stores member data adds
// its collection here, so nothing of a member is ever forgotten.
export interface MemberDataCollection {
  /** MongoDB collection name. */
  collection: string;
  /** The field that holds the member's id. */
  userField: string;
  /** How the member id is stored in that field. */
  idType: 'objectId' | 'string';
  /** Fields never exported (secrets). */
  omitOnExport?: string[];
  /** What erasure does: delete the member's records (default), or keep them under a pseudonym. */
  onErase?: 'delete' | 'pseudonymise';
}

export const memberDataCollections: MemberDataCollection[] = [
  { collection: 'users', userField: '_id', idType: 'objectId', omitOnExport: ['passwordHash', 'googleId'] },
  { collection: 'sessions', userField: 'session.userId', idType: 'string', omitOnExport: ['*'] },
  { collection: 'chats', userField: 'userId', idType: 'string' },
  { collection: 'assessments', userField: 'userId', idType: 'string' },
  { collection: 'contact_messages', userField: 'userId', idType: 'string' },
  { collection: 'bookings', userField: 'userId', idType: 'string' },
  // The session room (#35): the messages of the member's appointments, both sides' (the member's conversation).
  { collection: 'appointment_messages', userField: 'memberId', idType: 'string' },
  { collection: 'safety_plans', userField: 'userId', idType: 'string' },
  { collection: 'mood_entries', userField: 'userId', idType: 'string' },
  { collection: 'measure_results', userField: 'userId', idType: 'string' },
  // How many check-ins a member logged per day (#33): counters, nothing to export.
  { collection: 'mood_day_counts', userField: 'userId', idType: 'string', omitOnExport: ['*'] },
  { collection: 'notification_preferences', userField: 'userId', idType: 'string' },
  { collection: 'retake_reminders', userField: 'userId', idType: 'string' },
  { collection: 'unsubscribe_tokens', userField: 'userId', idType: 'string', omitOnExport: ['*'] },
  // Pending retake reminders (server/src/jobs stores a job's data under data.payload).
  { collection: 'agendaJobs', userField: 'data.payload.userId', idType: 'string', omitOnExport: ['*'] },
  // Accounts (#21): mail sent to the member (bodies left out: they may hold one-time links) and
  // their live one-time tokens (hashes: nothing to export).
  {
    collection: 'mail_messages',
    userField: 'userId',
    idType: 'string',
    omitOnExport: ['text', 'html', 'lockedUntil', 'nextAttemptAt'],
  },
  { collection: 'one_time_tokens', userField: 'userId', idType: 'string', omitOnExport: ['*'] },
  // #36: the texts sent to the member (kind, number, status; never a body outside the development
  // outbox) and their phone verification (the code's HMAC is never exported).
  { collection: 'sms_messages', userField: 'userId', idType: 'string', omitOnExport: ['text'] },
  { collection: 'phone_verifications', userField: 'userId', idType: 'string', omitOnExport: ['codeHash'] },
  // Experts and operators (#22): changes the member made as an operator or as an expert (who, what,
  // before and after). An expert's account is linked from `users.expertId`, so erasing it unlinks
  // the account and the directory entry (`experts`, not member data) stays. Erasure keeps the
  // entries and replaces the actor with a pseudonym (#33): the audit log is append-only.
  { collection: 'audit_entries', userField: 'actorId', idType: 'string', onErase: 'pseudonymise' },
  // #34: an expert's private notes, sealed (AES-256-GCM). Erased with the expert's account, and with
  // the member's (their booking goes with it). Never in the member's export; in the expert's own,
  // readable (AccountService's own exports), never as ciphertext.
  { collection: 'session_notes', userField: 'authorId', idType: 'string', omitOnExport: ['*'] },
  { collection: 'session_notes', userField: 'memberId', idType: 'string', omitOnExport: ['*'] },
];
