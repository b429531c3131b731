import { declineReason, declineReasonForm, isMeetingUrl, meetingLink, meetingLinkForm, messages } from './index.js';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0].message;

describe('the meeting link (one rule for the expert form and setMeetingLink)', () => {
  it.each([
    ['https://meet.example.com/room', true],
    ['  https://meet.example.com/room  ', true],
    ['http://meet.example.com/room', false],
    ['javascript:alert(1)', false],
    ['https://', false],
    ['not a url', false],
    // No credentials in a link mailed to a member, and a real host name.
    ['https://user:pw@meet.example.com/room', false],
    ['https://user@meet.example.com/room', false],
    ['https://localhost/room', false],
    ['https://meet.example.com/a\tb', false],
    [`https://example.com/${'a'.repeat(600)}`, false],
  ])('%s: %s', (url, ok) => {
    expect(isMeetingUrl(url)).toBe(ok);
    expect(meetingLink.safeParse(url).success).toBe(ok);
    expect(meetingLinkForm.safeParse(url).success).toBe(ok);
  });

  it('the form says what is missing; the API names the limit; the API keeps the parsed link', () => {
    expect(firstMessage(meetingLinkForm.safeParse('  '))).toBe(messages.meetingLinkRequired);
    expect(firstMessage(meetingLinkForm.safeParse('https://user:pw@meet.example.com'))).toBe(messages.meetingLinkHttps);
    expect(firstMessage(meetingLink.safeParse(''))).toBe(messages.meetingLinkInvalid);
    expect(firstMessage(meetingLink.safeParse(`https://${'a'.repeat(100_000)}.com`))).toBe(messages.meetingLinkInvalid);
    expect(meetingLink.parse(' https://Meet.Example.com ')).toBe('https://meet.example.com/');
  });
});

describe('the reason for declining (one rule for the decline dialog and declineBooking)', () => {
  it('is required, at most 500 characters, on one line', () => {
    expect(declineReason.parse('  I am unwell that day.  ')).toBe('I am unwell that day.');
    for (const reason of ['', '   ', 'x'.repeat(501), 'x'.repeat(100_000)])
      expect(firstMessage(declineReason.safeParse(reason))).toBe(messages.declineReasonRequired);
    expect(firstMessage(declineReason.safeParse('one\ntwo'))).toBe(messages.oneLine('The reason'));
    expect(firstMessage(declineReasonForm.safeParse(' '))).toBe('Reason is required.');
    expect(firstMessage(declineReasonForm.safeParse('x'.repeat(501)))).toBe(messages.tooLong('Reason', 500));
    expect(firstMessage(declineReasonForm.safeParse('one\ntwo'))).toBe('Reason must be on one line.');
  });
});
