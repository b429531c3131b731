import {
  safetyPlanApiMessage,
  safetyPlanContactList,
  safetyPlanFormContact,
  safetyPlanFormEntry,
  safetyPlanTextList,
} from './index.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('the safety plan (one rule for the form and the service)', () => {
  it('keeps trimmed entries and drops empty rows', () => {
    expect(safetyPlanTextList(['  I stop answering my phone  ', '', '   '])).toEqual({
      entries: ['I stop answering my phone'],
    });
    expect(
      safetyPlanContactList([
        { name: ' Aunty Bisi ', phone: ' +234 801 234 5678 ' },
        { name: '', phone: '' },
        { name: 'Dr Okafor' },
      ]),
    ).toEqual({ entries: [{ name: 'Aunty Bisi', phone: '+234 801 234 5678' }, { name: 'Dr Okafor' }] });
  });

  it.each([
    ['eleven entries', safetyPlanTextList(Array.from({ length: 11 }, (_, i) => `sign ${i}`)), 'tooMany'],
    ['a 301-character entry', safetyPlanTextList(['x'.repeat(301)]), 'tooLong'],
    ['a 90 KB entry', safetyPlanTextList(['y'.repeat(90_000)]), 'tooLong'],
    ['a line break', safetyPlanTextList(['one\ntwo']), 'notOneLine'],
    ['a contact without a name', safetyPlanContactList([{ name: ' ', phone: '0801' }]), 'nameMissing'],
    ['a phone with letters', safetyPlanContactList([{ name: 'Clinic', phone: 'call me' }]), 'phoneInvalid'],
    ['a 21-character phone', safetyPlanContactList([{ name: 'Clinic', phone: '1'.repeat(21) }]), 'phoneTooLong'],
  ])('refuses %s', (_label, result, problem) => {
    expect(result).toEqual({ problem });
  });

  it('words a problem for the API naming the step, and for the form under the input', () => {
    expect(safetyPlanApiMessage('tooMany', 'Warning signs')).toBe('Warning signs: please keep this to 10 entries.');
    expect(safetyPlanApiMessage('phoneTooLong', 'Professionals and services')).toMatch(/digits only/);
    expect(firstMessage(safetyPlanFormEntry.safeParse({ value: 'x'.repeat(301) }))).toBe(
      'Please keep each entry under 300 characters.',
    );
    const contact = safetyPlanFormContact.safeParse({ name: 'Clinic', phone: 'call me' });
    expect(contact.error?.issues[0]).toMatchObject({
      path: ['phone'],
      message: 'Please enter a phone number with digits only (a leading + is fine).',
    });
    expect(safetyPlanFormContact.safeParse({ name: '', phone: '0801' }).error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'Please give this contact a name.',
    });
    expect(safetyPlanFormContact.safeParse({ name: '', phone: '' }).success).toBe(true);
  });
});
