import { answeredBeforeSession, sessionNoteText, SESSION_NOTE_MAX_LENGTH } from './care.js';

describe('answeredBeforeSession', () => {
  const requested = '2027-03-02T08:00:00.000Z';
  const start = '2027-03-05T08:00:00.000Z';
  it.each([
    ['before the request', '2027-03-02T07:59:59.999Z', false],
    ['at the request', requested, true],
    ['between', '2027-03-04T20:00:00.000Z', true],
    ['at the start', start, false],
    ['after the session', '2027-03-06T08:00:00.000Z', false],
  ])('%s', (_name, answeredAt, expected) => {
    expect(answeredBeforeSession(answeredAt, requested, start)).toBe(expected);
  });

  it('marks nothing before a request went out', () => {
    expect(answeredBeforeSession('2027-03-04T20:00:00.000Z', null, start)).toBe(false);
  });
});

describe('sessionNoteText', () => {
  it('trims, keeps line breaks, and counts characters as a person does', () => {
    expect(sessionNoteText.parse('  one\ntwo  ')).toBe('one\ntwo');
    expect(sessionNoteText.safeParse('🙂'.repeat(SESSION_NOTE_MAX_LENGTH)).success).toBe(true);
    expect(sessionNoteText.safeParse('x'.repeat(SESSION_NOTE_MAX_LENGTH + 1)).error?.issues[0].message).toBe(
      'Note must be at most 5,000 characters long.',
    );
    expect(sessionNoteText.safeParse(' \n ').error?.issues[0].message).toBe('Note is required.');
    expect(sessionNoteText.safeParse(42).error?.issues[0].message).toBe('Note is required.');
  });
});
