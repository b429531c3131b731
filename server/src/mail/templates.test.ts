import { MAIL_TEMPLATES, renderMail } from './templates.js';

describe('mail templates', () => {
  it('renders every message as a subject, a text part and an HTML part', () => {
    for (const name of MAIL_TEMPLATES) {
      const mail = renderMail(name, {
        firstName: 'Ada',
        link: 'https://mindcheck.example.com/x?token=abc',
        signInLink: 'https://mindcheck.example.com/sign-in',
        forgotLink: 'https://mindcheck.example.com/forgot-password',
        minutes: 30,
        hours: 24,
        how: 'changed',
        newEmail: 'new@example.com',
        name: 'Ada',
        email: 'ada@example.com',
        signedIn: false,
        message: 'Hello',
        day: '2026-03-01',
        count: 1,
        references: ['mc-0123'],
        months: 24,
        eraseOn: 'Saturday 26 December 2026',
      } as never);
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text.length).toBeGreaterThan(20);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.html).toContain(`<title>${mail.subject}</title>`);
    }
  });

  it('keeps a value text in HTML (escaped) and as written in the text part', () => {
    const mail = renderMail('passwordReset', {
      firstName: '<img src=x onerror=alert(1)>',
      link: 'https://a.example/r?token=t',
      minutes: 30,
    });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
    expect(mail.text).toContain('https://a.example/r?token=t');
  });

  it('keeps the subject on one line whatever a name holds', () => {
    const mail = renderMail('contactMessage', {
      name: 'Eve\r\nBcc: x@example.com',
      email: 'e@example.com',
      signedIn: false,
      message: 'hi',
    });
    expect(mail.subject).toBe('MindCheck contact form: Eve Bcc: x@example.com');
  });

  it('words the password notice by how it changed', () => {
    const reset = renderMail('passwordChanged', { how: 'reset', forgotLink: 'https://a.example/forgot-password' });
    const changed = renderMail('passwordChanged', { how: 'changed', forgotLink: 'https://a.example/forgot-password' });
    expect(reset.text).toContain('reset with a link sent to this address');
    expect(changed.text).toContain('changed from your profile');
    expect(reset.text).toContain("If this wasn't you");
    expect(reset.text).toContain('Hello,');
  });
});
