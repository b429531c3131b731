// Mails in the member's language (issue #36): English exactly as the templates write it, Pidgin from
// the `mail` catalogue, and a language whose mail awaits review in English as a whole.
import { SUPPORTED_LOCALES } from '@mindcheck/common';
import { leafKeys, serverI18n } from '../i18n/index.js';
import { englishSource, MEMBER_MAILS, renderMail } from './templates.js';

const DATA = {
  firstName: 'Ada',
  link: 'https://mindcheck.example.com/x?token=abc',
  signInLink: 'https://mindcheck.example.com/sign-in',
  forgotLink: 'https://mindcheck.example.com/forgot-password',
  dashboardLink: 'https://mindcheck.example.com/dashboard',
  unsubscribeLink: 'https://mindcheck.example.com/unsubscribe?token=u',
  manageLink: 'https://mindcheck.example.com/bookings',
  phq9Link: 'https://mindcheck.example.com/measures/phq9',
  gad7Link: 'https://mindcheck.example.com/measures/gad7',
  minutes: 30,
  hours: 24,
  days: 7,
  how: 'changed',
  newEmail: 'new@example.com',
  expertName: 'Dr Bisi Adeyemi',
  withName: 'Dr Bisi Adeyemi',
  when: 'Wednesday 3 March 2027, 09:00 to 09:50 (Africa/Lagos time)',
  forExpert: false,
  rescheduled: false,
  refunded: true,
  months: 24,
  eraseOn: 'Saturday 26 December 2026',
} as never;

/** The Handlebars expressions of a source: a translation uses the same values and helpers. */
const expressions = (source: string) => new Set(source.match(/\{\{[^{}]{1,80}\}\}/g) ?? []);

describe('the mail catalogue', () => {
  const { resources, awaitingReview } = serverI18n().catalogues;

  it("holds in English exactly the templates' subjects and texts", () => {
    for (const name of MEMBER_MAILS) {
      const english = englishSource(name);
      expect(resources.en.mail?.[name]).toEqual({ subject: english.subject, text: english.text });
    }
    expect((resources.en.mail?.layout as { footer: string }).footer).toBe(englishSource('passwordReset').footer);
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    'has in %s every English key, translated or awaiting review, and nothing more',
    (locale) => {
      const english = leafKeys(resources.en.mail).map((k) => `mail:${k}`);
      const own = new Set(leafKeys(resources[locale].mail).map((k) => `mail:${k}`));
      for (const key of english) expect([key, own.has(key) || awaitingReview[locale].has(key)]).toEqual([key, true]);
      for (const key of own) expect(english).toContain(key);
    },
  );

  it('uses in Pidgin the same values and conditions as in English', () => {
    for (const name of MEMBER_MAILS) {
      for (const part of ['subject', 'text'] as const) {
        const pcm = serverI18n().raw('pcm', `mail:${name}.${part}`)!;
        expect([name, part, expressions(pcm)]).toEqual([name, part, expressions(englishSource(name)[part])]);
      }
    }
  });
});

describe('renderMail in a language', () => {
  it('renders English as before whether or not the language is named', () => {
    for (const name of MEMBER_MAILS) expect(renderMail(name, DATA, 'en')).toEqual(renderMail(name, DATA));
  });

  it('renders every member mail in Pidgin: subject, text and an HTML part of the same words', () => {
    for (const name of MEMBER_MAILS) {
      const english = renderMail(name, DATA);
      const pidgin = renderMail(name, DATA, 'pcm');
      expect(pidgin.text).not.toEqual(english.text);
      expect(pidgin.html).toContain('<html lang="pcm">');
      expect(pidgin.html).toContain('MindCheck: short self-check, e no be diagnosis.');
      expect(pidgin.html).toContain(`<title>${pidgin.subject}</title>`);
    }
    const reminder = renderMail('appointmentReminder', DATA, 'pcm');
    expect(reminder.subject).toBe('Reminder: your MindCheck appointment go start in 24 hours');
    expect(reminder.text).toContain('Make you no forget: your appointment go start in 24 hours.');
    expect(reminder.html).toContain('Make you no forget: your appointment go start in 24 hours.');
    expect(reminder.html).toContain(
      '<a href="https://mindcheck.example.com/bookings" style="color:#2b4bc7;word-break:break-all">https://mindcheck.example.com/bookings</a>',
    );
  });

  it('escapes values in the HTML of a translated mail, and keeps the subject on one line', () => {
    const mail = renderMail(
      'passwordReset',
      {
        firstName: '<img src=x onerror=alert(1)>\r\nBcc: x@example.com',
        link: 'https://a.example/r?t=1&u=2',
        minutes: 30,
      },
      'pcm',
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(mail.html).toContain('href="https://a.example/r?t&#x3D;1&amp;u&#x3D;2"');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>');
    expect(mail.subject).toBe('Change your MindCheck password');
  });

  it.each(['yo', 'ha', 'ig'])('sends a mail awaiting review in %s in English as a whole', (locale) => {
    expect(renderMail('appointmentReminder', DATA, locale)).toEqual(renderMail('appointmentReminder', DATA));
  });

  it('keeps mails to the operators in English', () => {
    const data = { name: 'Ada', email: 'ada@example.com', signedIn: true, message: 'Hello' };
    expect(renderMail('contactMessage', data, 'pcm')).toEqual(renderMail('contactMessage', data));
  });

  it('reads an unknown language as English', () => {
    expect(renderMail('passwordReset', DATA, 'fr')).toEqual(renderMail('passwordReset', DATA));
  });
});
