import { phoneMessages } from '@mindcheck/common';
import { messages } from '../messages.js';
import { roomMessages } from '../modules/room/room.rules.js';
import { localizeMessage } from './localized-errors.js';
import { serverI18n } from '../i18n/index.js';

// Issue #36: a message the server builds from a value (a rule naming its field, a limit) reaches a
// Pidgin member in Pidgin, never in English, and an English one to the letter as before.
describe('errors with a value, in the caller’s language', () => {
  const made = [
    messages.requiredField('Note'),
    messages.requiredField('Reason'),
    messages.tooLong('Reason', 500),
    messages.oneLine('Location'),
    messages.chatPromptTooLong(2000),
    messages.passwordTooLong(128),
    messages.ageTooHigh(120),
    messages.phoneTooLong(15),
    messages.appointmentTooLate(24),
    messages.appointmentRangeInvalid(62),
    messages.rescheduleLimit(2),
    messages.moodDailyLimit(10),
    messages.sessionNotesFull(50),
  ];

  it('says each in Pidgin, with its field name and its number', () => {
    for (const message of made) expect(localizeMessage(message, 'pcm')).not.toBe(message);
    expect(localizeMessage(messages.requiredField('Note'), 'pcm')).toBe('You must put Note.');
    expect(localizeMessage(messages.tooLong('Reason', 500), 'pcm')).toBe('Reason no fit pass 500 letters.');
    expect(localizeMessage(messages.chatPromptTooLong(2000), 'pcm')).toBe(
      'Abeg make your message no pass 2,000 letters.',
    );
  });

  it('keeps English to the letter, and the catalogue’s English is the code’s', () => {
    const en = serverI18n().t('en');
    for (const message of made) expect(localizeMessage(message, 'en')).toBe(message);
    expect(en('rules:required', { label: en('rules:labels.note') })).toBe(messages.requiredField('Note'));
    expect(en('rules:tooLong', { label: 'Reason', count: '500' })).toBe(messages.tooLong('Reason', 500));
    expect(en('rules:sessionNotesFull', { count: '50' })).toBe(messages.sessionNotesFull(50));
    expect(en('rules:measureTooSoon', { title: 'PHQ-9', day: '18 May 2026, 09:00 UTC' })).toBe(
      messages.measureTooSoon('PHQ-9', '18 May 2026, 09:00 UTC'),
    );
  });

  it('says the phone code and session room refusals in Pidgin, the tries left in its plural (#36)', () => {
    expect(localizeMessage(phoneMessages.codeWrong(4), 'pcm')).toBe('Dat code no correct. 4 tries remain.');
    expect(localizeMessage(phoneMessages.codeWrong(1), 'pcm')).toBe('Dat code no correct. 1 try remain.');
    expect(localizeMessage(phoneMessages.codeInvalid, 'pcm')).toBe('Dis code no dey work again. Abeg ask for new one.');
    expect(localizeMessage(phoneMessages.notTextable, 'pcm')).toBe(
      'Dis phone number no fit receive text message. Abeg check am for your profile.',
    );
    expect(localizeMessage(roomMessages.messagesClosed, 'pcm')).toBe('Messages for dis appointment don close.');
    // The room's opening, its day and month in Pidgin's own words, in UTC as in English.
    const opens = roomMessages.opensAt(new Date('2027-03-03T07:50:00Z'));
    expect(opens).toBe('The room opens 10 minutes before the appointment, at 07:50 UTC on Wednesday 3 March 2027.');
    expect(localizeMessage(opens, 'pcm')).toBe(
      'Di room go open 10 minutes before di appointment, for Wẹ́nẹ́zdè 3 Mach 2027, 07:50 UTC.',
    );
    expect(localizeMessage(opens, 'yo')).toBe(opens);
    expect(localizeMessage(opens.replace('Wednesday', 'Someday'), 'pcm')).toBe(opens.replace('Wednesday', 'Someday'));
    // English to the letter; Yoruba awaits review of these: the English sentence whole, "1 try" kept.
    for (const message of [phoneMessages.codeWrong(1), phoneMessages.codeWrong(4), roomMessages.notPaid]) {
      expect(localizeMessage(message, 'en')).toBe(message);
      expect(localizeMessage(message, 'yo')).toBe(message);
    }
  });

  it('leaves a message whole in English where the language awaits review, or the field has no name in it', () => {
    expect(localizeMessage(messages.requiredField('Note'), 'yo')).toBe(messages.requiredField('Note'));
    expect(localizeMessage(messages.requiredField('Favourite colour'), 'pcm')).toBe(
      messages.requiredField('Favourite colour'),
    );
    expect(localizeMessage(`${'x'.repeat(400)} is required.`, 'pcm')).toBe(`${'x'.repeat(400)} is required.`);
  });
});
