// The product spec's texts, copied to the letter (spec sections 5 and 8), and our own words beside
// them. One catalogue, so that the server, the client and their tests agree on every word.

/**
 * A whole number with thousands commas, as English writes it ("2,000"). Not Intl: the rules build
 * every capped field's message when they load, and Intl's first use (locale data) was most of that
 * long task on a phone's sign-in page.
 */
function count(n: number): string {
  const digits = String(Math.abs(Math.trunc(n)));
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return n < 0 ? `-${out}` : out;
}

export const messages = {
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters long.',
  invalidCredentials: 'Please make sure email and password are correct.',
  emailInUse: 'Email already in use. Please use a different email.',
  googlePopupClosed: 'Google Window pop up closed',
  authError: (message: string) => `Error signing in: ${message}`,
  answerAllQuestions: 'Please answer all questions.',
  testAlreadyTaken: 'Test already taken.',
  assessmentSaveFailed: 'Failed to submit assessment. Please try again.',
  evaluationUnavailable: "We're unable to evaluate your condition at the moment. Please try again later.",
  emptyPrompt: 'Please enter a prompt.',
  chatReplyUnavailable: "Sorry, we couldn't process your request at the moment. Please try again later.",
  chatFailed: 'Failed to get response. Please try again.',
  paymentSucceeded: 'Appointment booked successfully!',
  paymentFailed: 'Payment failed. Please try again.',
  contactSent: 'Message sent successfully!',
  contactFailed: 'Failed to send message. Please try again.',
  noTestHistory: 'No test history available.',
  noTips: 'No tips available.',
  expertNotFound: 'Expert not found.',
  defaultExpertise: 'Expertise in various mental health issues.',
  noUserInformation: 'No user information available.',
  // Not in the spec's catalogue: our own words, kept here with the others.
  signInRequired: 'Please sign in to continue.',
  notAllowed: 'You are not allowed to do that.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  internalError: 'Something went wrong on our side. Please try again.',
  requestTooLarge: 'The request is too large (at most 100 KB).',
  requestNotJson: 'The request body is not valid JSON.',
  requiredField: (label: string) => `${label} is required.`,
  chatPromptTooLong: (max: number) => `Please keep your message to ${count(max)} characters or fewer.`,
  chatTooFast: "You're sending messages quickly. Please wait a moment and try again.",
  // Accounts (#4): our own words.
  passwordRequiredToDelete: 'Please enter your password to delete your account.',
  wrongPassword: 'That password is not correct.',
  accountDisabled: 'This account has been disabled.',
  // Stopping an abusive account (#33): our own words.
  cannotDisableSelf: 'You cannot disable your own account.',
  memberNotFound: 'No member has that email address.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  googleFailed: 'Google sign-in failed. Please try again.',
  googleEmailMissing: 'Your Google account did not share an email address.',
  googleEmailNotVerified: 'This email is already registered. Sign in with your password.',
  // Bookings and contact (#7): our own words.
  bookingNotFound: 'Booking not found.',
  paymentUnconfirmed: "We couldn't confirm your payment yet. If you were charged, your booking will update shortly.",
  testCheckoutUnavailable: 'The test checkout is only available when no payment provider is configured.',
  contactNameOneLine: 'Please enter your name on one line.',
  contactMessageInvalid: 'Your message contains characters we cannot send.',
  tooLong: (label: string, max: number) => `${label} must be at most ${count(max)} characters long.`,
  // The sign-up and profile rules (#20 moved them here from the server's validation).
  passwordTooLong: (max: number) => `Password must be at most ${max} characters long.`,
  ageTooLow: 'Age must be a whole number of at least 1.',
  ageTooHigh: (max: number) => `Age must be at most ${max}.`,
  phoneDigitsOnly: 'Phone number must contain digits only.',
  phoneTooLong: (max: number) => `Phone number must be at most ${max} digits.`,
  // A new password (#39): our own words.
  passwordOnlySpaces: 'Password cannot be only spaces.',
  passwordTooCommon: 'This password is too common. Please choose another.',
  // Safety and consent (#26): our own words.
  consentRequired:
    'Before your first test or chat message, please read how MindCheck uses your answers and give your consent.',
  invalidCountry: 'Please choose a country from the list.',
  /** Issue #36: a language tag MindCheck does not speak (SUPPORTED_LOCALES). */
  invalidLocale: 'Please choose one of the languages MindCheck speaks: en, pcm, yo, ha, ig.',
  safetyPlanListTooLong: (label: string, max: number) => `${label}: please keep this to ${max} entries.`,
  safetyPlanEntryTooLong: (label: string, max: number) => `${label}: please keep each entry under ${max} characters.`,
  safetyPlanContactNameMissing: (label: string) => `${label}: please give each contact a name.`,
  safetyPlanPhoneInvalid: (label: string) =>
    `${label}: please enter a phone number with digits only (a leading + is fine).`,
  safetyPlanFormTooMany: (max: number) => `Please keep this to ${max} entries.`,
  safetyPlanFormEntryTooLong: (max: number) => `Please keep each entry under ${max} characters.`,
  safetyPlanFormNameTooLong: (max: number) => `Please keep each name under ${max} characters.`,
  safetyPlanFormPhoneTooLong: (max: number) => `Please keep the phone number under ${max} characters.`,
  safetyPlanFormPhoneInvalid: 'Please enter a phone number with digits only (a leading + is fine).',
  safetyPlanFormNameMissing: 'Please give this contact a name.',
  safetyPlanFormOneLine: 'Please keep each entry on one line.',
  // Progress over time (#25): our own words.
  moodOutOfRange: 'Please choose a mood from 1 to 5.',
  moodRequired: 'Please choose how you feel.',
  moodTagUnknown: 'Please choose tags from the list.',
  moodRangeInvalid: 'The start of the range must be before its end.',
  moodEntryNotFound: 'Mood entry not found.',
  unsubscribed: 'You will no longer get reminder emails from MindCheck.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Sign in and change your reminders on your profile.',
  // Accounts for real life (#21): our own words.
  resetLinkInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  verificationLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  currentPasswordRequired: 'Please enter your current password.',
  noPasswordToChange: 'Your account signs in with Google, so it has no password to change.',
  sameEmail: 'That is already your email address.',
  passwordRequiredToChangeEmail: 'Please enter your password to change your email address.',
  passwordsDoNotMatch: 'The two passwords do not match.',
  sessionNotFound: 'That session has already ended.',
  emailNotVerified: 'Please verify your email address first.',
  // Experts and operators (#22): our own words.
  invalidTimeZone: 'Please choose a time zone such as Africa/Lagos.',
  oneLine: (label: string) => `${label} must be on one line.`,
  expertInvitationWrongAddress:
    'This invitation was sent to a different email address. Sign in with that address (and verify it) to accept it.',
  // An operator's refund (#39): what the member reads on their booking.
  cancelledByOperator: (reason?: string | null) =>
    `MindCheck cancelled this appointment and refunded it in full.${reason ? ` Reason: ${reason}` : ''}`,
  expertInvitationConfirmEmail:
    'Confirm your email address first: open the link we sent you, then come back to accept the invitation.',
  expertInvitationInvalid:
    'This invitation link is invalid, has already been used or has expired. Please ask for a new one.',
  bookingNotRefundable: 'Only a paid booking can be refunded.',
  // Appointments (#23): the issue's words for a lost race; the rest our own.
  slotTaken: 'That time was just taken. Please choose another.',
  slotRequired: 'Please choose a time for your appointment.',
  slotUnavailable: 'That time is not available. Please choose one of the free times.',
  slotRangeInvalid: 'Please ask for times between two dates at most 31 days apart, the first before the second.',
  slotLengthInvalid: 'Please choose an appointment length between 15 and 240 minutes.',
  weeklyHoursInvalid:
    'Please give each stretch of working hours a weekday from 1 (Monday) to 7 (Sunday) and times as HH:mm, the start before the end.',
  weeklyHoursOverlap: 'Two stretches of working hours overlap on the same day. Please merge them.',
  timeOffInvalid: 'Please give each time off a start before its end.',
  tooManyAvailabilityEntries: 'Please keep working hours and time off to at most 100 entries each.',
  appointmentTooLate: (hours: number) =>
    `Appointments can only be moved up to ${hours} hours before they begin. You can still cancel it (without a refund).`,
  appointmentNotPaid: 'Only a confirmed appointment can be changed.',
  appointmentChanged: 'This appointment has just changed. Please reload to see where it stands.',
  appointmentRangeInvalid: (days: number) =>
    `Please ask for appointments between two dates at most ${days} days apart, the first before the second.`,
  slotLostRefunded:
    'Your payment arrived after your hold on that time ended, and someone else booked it meanwhile. We are refunding you in full; please choose another time.',
  appointmentNotStarted: 'An appointment can be marked as completed or missed only once it has begun.',
  appointmentNotYours: 'That appointment is not with you.',
  declineReasonRequired: 'Please give the member a reason (at most 500 characters).',
  meetingLinkInvalid: 'Please enter a meeting link that starts with https:// (at most 500 characters).',
  meetingLinkRequired: 'Please enter the meeting link.',
  meetingLinkHttps: 'Please enter a link that starts with https://.',
  expertAccountRequired: 'This page is for experts.',
  // Hardening 3 (#33): limits on holds and moves, our own words.
  holdLimit:
    'You can hold one time per expert and two in all while you pay. Please finish or cancel a held time first, or wait until it runs out.',
  rescheduleLimit: (moves: number) =>
    `An appointment can be moved at most ${moves} times. You can still cancel it, or ask the expert to move it.`,
  moodDailyLimit: (count: number) =>
    `You can check in up to ${count} times a day. Your check-ins so far are saved; please come back tomorrow.`,
  downloadFromMindCheck: 'Please download your files from your MindCheck profile page.',
  expertNotTakingAppointments:
    'This expert is not taking appointments at the moment, so this one cannot be moved. You can still cancel it.',
  // Care between sessions (#34), our own words.
  resultsNotShared: 'The member has not shared their results with you for this appointment.',
  sessionNotesFull: (count: number) =>
    `An appointment can have at most ${count} notes. Please add to a note in your own records instead.`,
  shareOnlyOwnBooking: 'Only the member who booked this appointment can change what they share.',
  shareClosedBooking: 'Results can only be shared for a booking that is held, paid or has taken place.',
  // Validated measures (#34).
  measureTooSoon: (title: string, day: string) =>
    `You took the ${title} less than 2 weeks ago: it asks about the last 2 weeks, so you can take it again from ${day}.`,
  measureSaveFailed: 'Failed to save your answers. Please try again.',
  measureLanguageInvalid: 'Please choose a language such as en.',
  // Reach (#36): why a questionnaire shows in English to a member who reads another language.
  questionsInEnglish:
    'These questions are in English: no published translation of them into your language is recorded yet, and we do not make up our own.',
} as const;
