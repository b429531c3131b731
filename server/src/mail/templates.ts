// Every mail MindCheck sends, as Handlebars templates: a subject, a plain-text body and an HTML body
// per message. Handlebars because the templates stay logic-less text a writer can edit, the HTML
// bodies escape every value by default (a member's name cannot become markup), and it needs no
// build step, no React on the server and no CSS inliner (MJML or react-email would bring all three
// for the same half-dozen short messages). The HTML is a plain table layout with inline styles,
// which every mail client renders; the text part is what screen readers and plain-text clients get.
import { appointmentSources } from './templates.appointments.js';
import { careSources } from './templates.care.js';
import { button, greeting, p, type TemplateSource } from './template-parts.js';
import Handlebars from 'handlebars';
import { DEFAULT_LOCALE, isLocale, toOneLine, type Locale } from '@mindcheck/common';
import { textToHtml, translatedSource, type TranslatedSource } from './templates.translated.js';
import { retentionNoticeSource, type RetentionNoticeData } from './templates.retention.js';
import { roomTemplateSources, type RoomMailTemplateData } from './templates.room.js';

export interface MailTemplateData extends RoomMailTemplateData {
  passwordReset: { firstName?: string; link: string; minutes: number };
  passwordResetGoogle: { firstName?: string; signInLink: string };
  passwordChanged: { firstName?: string; how: 'reset' | 'changed'; forgotLink: string };
  emailVerification: { firstName?: string; link: string; hours: number };
  emailChange: { firstName?: string; link: string; hours: number };
  /** To the current address; `link` cancels the change and signs every device out. */
  emailChangeNotice: { firstName?: string; newEmail: string; link: string; days: number };
  /** To an address asked for a change of email that already has an account (finding 3 of #33). */
  emailChangeAddressTaken: { signInLink: string };
  contactMessage: { name: string; email: string; signedIn: boolean; message: string };
  /** #25: a retake is open. Names no condition: an inbox is not always private. */
  retakeReminder: { firstName?: string; days: number; dashboardLink: string; unsubscribeLink: string };
  /** #23: a paid (or moved) appointment, to the member or to the expert, with its .ics. */
  appointmentConfirmed: AppointmentMailData & { rescheduled: boolean };
  /** #23: 24 h or 1 h before. */
  appointmentReminder: AppointmentMailData & { hours: number };
  /** #23: the expert set (or changed) the meeting link. */
  appointmentMeetingLink: AppointmentMailData;
  /** #23: the appointment will not take place (the member cancelled, the expert declined, the slot was lost). */
  appointmentCancelled: AppointmentMailData & {
    how: 'member' | 'expert' | 'slotLost' | 'operator';
    refunded: boolean;
    reason?: string;
  };
  /** #34: 72 h before a paid appointment, the PHQ-9 and GAD-7. Names no condition: an inbox is not always private. */
  measureRequest: { firstName?: string; when: string; phq9Link: string; gad7Link: string; manageLink: string };
  /** #22: an operator invites someone to run an expert's account. */
  expertInvitation: { expertName: string; link: string; days: number };
  /** #37: to the operators, once per day whose payments did not match the provider's records. */
  reconciliationMismatch: { day: string; count: number; references: string[]; link: string };
  /** #32: an inactive account will be erased (HEALTH_DATA_RETENTION_MONTHS); 30 days before. */
  retentionNotice: RetentionNoticeData;
}

/** What every appointment mail says: who it is with and when, in the reader's zone. */
export interface AppointmentMailData {
  firstName?: string;
  /** The reader is the expert (the member's name and address are shown) or the member. */
  forExpert: boolean;
  /** The other side: the expert's name for the member; the member's name or address for the expert. */
  withName: string;
  /** e.g. "Monday 7 December 2026, 10:00 to 10:50 (Africa/Lagos)". */
  when: string;
  meetingUrl?: string;
  /** Where to see or change it: /bookings or /expert. */
  manageLink: string;
}

export type MailTemplateName = keyof MailTemplateData;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const sources: Record<MailTemplateName, TemplateSource> = {
  retentionNotice: retentionNoticeSource,
  ...roomTemplateSources,
  passwordReset: {
    subject: 'Reset your MindCheck password',
    text: `${greeting.text}

Someone (we hope you) asked to reset the password of your MindCheck account. Choose a new password here:

{{link}}

The link works once, for {{minutes}} minutes. If you did not ask, you can ignore this mail: your password stays as it is.

MindCheck`,
    html:
      greeting.html +
      p('Someone (we hope you) asked to reset the password of your MindCheck account.') +
      button('Choose a new password') +
      p(
        'The link works once, for {{minutes}} minutes. If you did not ask, you can ignore this mail: your password stays as it is.',
      ),
  },
  passwordResetGoogle: {
    subject: 'Signing in to MindCheck',
    text: `${greeting.text}

Someone (we hope you) asked to reset the password of your MindCheck account. Your account has no password: you sign in with Google. Use "Continue with Google" on the sign-in page:

{{signInLink}}

If you did not ask, you can ignore this mail.

MindCheck`,
    html:
      greeting.html +
      p(
        'Someone (we hope you) asked to reset the password of your MindCheck account. Your account has no password: you sign in with Google. Use <strong>Continue with Google</strong> on the sign-in page.',
      ) +
      '<p style="margin:24px 0"><a href="{{signInLink}}" style="display:inline-block;background:#2b4bc7;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:9999px">Go to the sign-in page</a></p>' +
      p('If you did not ask, you can ignore this mail.'),
  },
  passwordChanged: {
    subject: 'Your MindCheck password was changed',
    text: `${greeting.text}

The password of your MindCheck account was {{#if (eq how "reset")}}reset with a link sent to this address{{else}}changed from your profile{{/if}}. Every other device has been signed out.

If this wasn't you, reset your password now and check your account:

{{forgotLink}}

MindCheck`,
    html:
      greeting.html +
      p(
        'The password of your MindCheck account was {{#if (eq how "reset")}}reset with a link sent to this address{{else}}changed from your profile{{/if}}. Every other device has been signed out.',
      ) +
      p(
        'If this wasn\'t you, <a href="{{forgotLink}}" style="color:#2b4bc7">reset your password now</a> and check your account.',
      ),
  },
  expertInvitation: {
    subject: 'Your invitation to MindCheck as an expert',
    text: `Hello,

You are invited to run the MindCheck listing of {{expertName}}: your dashboard shows your appointments, and you can keep your expertise, location and contact up to date.

Sign in (or create an account) with this email address, confirm the address, then open this link to accept:

{{link}}

The link works once, for {{days}} days. If you did not expect this invitation, you can ignore this mail.

MindCheck`,
    html:
      p('Hello,') +
      p(
        'You are invited to run the MindCheck listing of <strong>{{expertName}}</strong>: your dashboard shows your appointments, and you can keep your expertise, location and contact up to date.',
      ) +
      p('Sign in (or create an account) with this email address, confirm the address, then accept here:') +
      button('Accept the invitation') +
      p('The link works once, for {{days}} days. If you did not expect this invitation, you can ignore this mail.'),
  },
  emailVerification: {
    subject: 'Confirm your email address for MindCheck',
    text: `${greeting.text}

Please confirm that this is your email address, so that your receipts and messages about your appointments reach you:

{{link}}

The link works once, for {{hours}} hours. If you did not create a MindCheck account, you can ignore this mail.

MindCheck`,
    html:
      greeting.html +
      p(
        'Please confirm that this is your email address, so that your receipts and messages about your appointments reach you.',
      ) +
      button('Confirm my email address') +
      p(
        'The link works once, for {{hours}} hours. If you did not create a MindCheck account, you can ignore this mail.',
      ),
  },
  emailChange: {
    subject: 'Confirm your new email address for MindCheck',
    text: `${greeting.text}

You asked to use this address for your MindCheck account. Confirm it here, and it becomes the address you sign in with:

{{link}}

The link works once, for {{hours}} hours. Until then your account keeps its current address. If you did not ask, you can ignore this mail.

MindCheck`,
    html:
      greeting.html +
      p(
        'You asked to use this address for your MindCheck account. Confirm it, and it becomes the address you sign in with.',
      ) +
      button('Confirm my new email address') +
      p(
        'The link works once, for {{hours}} hours. Until then your account keeps its current address. If you did not ask, you can ignore this mail.',
      ),
  },
  emailChangeNotice: {
    subject: 'A change of email address was asked for your MindCheck account',
    text: `${greeting.text}

Someone signed in to your MindCheck account asked to change its email address to {{newEmail}}. The address changes only when the link we sent there is followed.

If this wasn't you, cancel the change here: it also signs every device out of your account.

{{link}}

This link works once, for {{days}} days. Then sign in and change your password.

MindCheck`,
    html:
      greeting.html +
      p(
        'Someone signed in to your MindCheck account asked to change its email address to <strong>{{newEmail}}</strong>. The address changes only when the link we sent there is followed.',
      ) +
      p("If this wasn't you, cancel the change: it also signs every device out of your account.") +
      button("This wasn't me — cancel") +
      p('This link works once, for {{days}} days. Then sign in and change your password.'),
  },
  emailChangeAddressTaken: {
    subject: 'Someone tried to use your address on MindCheck',
    text: `Hello,

Someone signed in to another MindCheck account asked to move that account to this email address. This address already has a MindCheck account, so nothing changed and no account was moved.

If it was you: sign in with this address instead, or choose a different address for the other account.

{{signInLink}}

If it wasn't you, you can ignore this mail: your account is unchanged.

MindCheck`,
    html:
      p('Hello,') +
      p(
        'Someone signed in to another MindCheck account asked to move that account to this email address. This address already has a MindCheck account, so nothing changed and no account was moved.',
      ) +
      p(
        'If it was you: <a href="{{signInLink}}" style="color:#2b4bc7">sign in with this address</a> instead, or choose a different address for the other account.',
      ) +
      p("If it wasn't you, you can ignore this mail: your account is unchanged."),
  },
  reconciliationMismatch: {
    subject: 'MindCheck payments of {{day}} do not match Paystack',
    text: `The nightly reconciliation of {{day}} (Africa/Lagos) found {{count}} payment(s) that differ between MindCheck's bookings and Paystack's records: missing on one side, or a different amount or status.

{{#each references}}{{this}}
{{/each}}
The operator console lists them: {{link}}

MindCheck`,
    html:
      p(
        "The nightly reconciliation of <strong>{{day}}</strong> (Africa/Lagos) found {{count}} payment(s) that differ between MindCheck's bookings and Paystack's records: missing on one side, or a different amount or status.",
      ) +
      '<ul style="margin:0 0 16px;font-family:monospace">{{#each references}}<li>{{this}}</li>{{/each}}</ul>' +
      p('<a href="{{link}}" style="color:#2b4bc7">Open the operator console</a>'),
  },
  contactMessage: {
    subject: 'MindCheck contact form: {{name}}',
    text: `A message from the MindCheck contact form.

Name: {{name}}
Email: {{email}}
Sent by: {{#if signedIn}}a signed-in member{{else}}a visitor{{/if}}

{{message}}
`,
    html:
      p('A message from the MindCheck contact form.') +
      '<table role="presentation" style="margin:0 0 16px;font-size:15px"><tr><td style="padding-right:12px;color:#475569">Name</td><td>{{name}}</td></tr><tr><td style="padding-right:12px;color:#475569">Email</td><td>{{email}}</td></tr><tr><td style="padding-right:12px;color:#475569">Sent by</td><td>{{#if signedIn}}a signed-in member{{else}}a visitor{{/if}}</td></tr></table>' +
      '<p style="margin:0 0 16px;white-space:pre-wrap">{{message}}</p>',
  },
  retakeReminder: {
    subject: 'Your MindCheck check-in is ready to take again',
    text: `${greeting.text}

It has been {{days}} days since one of your MindCheck self-assessments. You can take it again now and see how things have changed:

{{dashboardLink}}

MindCheck results are a screening aid, not a diagnosis. If you are in danger or thinking about harming yourself, call your local emergency number now.

You are getting this email because you turned on retake reminders on your MindCheck profile. Stop these reminders: {{unsubscribeLink}}

MindCheck`,
    html:
      greeting.html +
      p(
        'It has been {{days}} days since one of your MindCheck self-assessments. You can take it again now and see how things have changed.',
      ) +
      '<p style="margin:24px 0"><a href="{{dashboardLink}}" style="display:inline-block;background:#2b4bc7;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:9999px">Go to my dashboard</a></p>' +
      p(
        'MindCheck results are a screening aid, not a diagnosis. If you are in danger or thinking about harming yourself, call your local emergency number now.',
      ) +
      '<p style="margin:0 0 16px;font-size:14px;color:#475569">You are getting this email because you turned on retake reminders on your MindCheck profile. <a href="{{unsubscribeLink}}" style="color:#2b4bc7">Stop these reminders</a>.</p>',
  },
  ...appointmentSources,
  ...careSources,
};

const layout = `<!doctype html>
<html lang="{{lang}}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{subject}}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;border:1px solid #e2e8f0">
<tr><td style="padding:24px 28px 0;font-family:Helvetica,Arial,sans-serif;font-size:20px;font-weight:700;color:#2b4bc7">MindCheck</td></tr>
<tr><td style="padding:16px 28px 12px;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">{{{body}}}</td></tr>
</table>
<p style="font-family:Helvetica,Arial,sans-serif;font-size:12px;color:#64748b;margin:16px 0 0">{{footer}}</p>
</td></tr></table>
</body>
</html>
`;

// Own instances: helpers registered here never leak into another user of Handlebars.
const textEngine = Handlebars.create();
const htmlEngine = Handlebars.create();
for (const engine of [textEngine, htmlEngine]) engine.registerHelper('eq', (a: unknown, b: unknown) => a === b);

interface Compiled {
  subject: HandlebarsTemplateDelegate;
  text: HandlebarsTemplateDelegate;
  html?: HandlebarsTemplateDelegate;
}
const compiled = new Map<string, Compiled>();
const compiledLayout = htmlEngine.compile(layout, { strict: true });
const ENGLISH_FOOTER = 'MindCheck: short self-assessments, never a diagnosis.';

function compile(name: MailTemplateName, locale: Locale, translated: TranslatedSource | null): Compiled {
  const cacheKey = `${locale}:${name}`;
  let found = compiled.get(cacheKey);
  if (!found) {
    const source = translated ?? sources[name];
    // strict: a value missing from the data is an error at render time, never an empty hole in a mail.
    found = {
      subject: textEngine.compile(source.subject, { noEscape: true, strict: true }),
      text: textEngine.compile(source.text, { noEscape: true, strict: false }),
      html: translated ? undefined : htmlEngine.compile(sources[name].html, { strict: false }),
    };
    compiled.set(cacheKey, found);
  }
  return found;
}

/**
 * Renders one message in the reader's language (issue #36): its subject, text and HTML. English is
 * the templates above; another language is its `mail` catalogue (the HTML then carries the
 * translated text), or English as a whole when that mail awaits review there.
 */
export function renderMail<N extends MailTemplateName>(
  name: N,
  data: MailTemplateData[N],
  locale: string = DEFAULT_LOCALE,
): RenderedMail {
  const translated =
    isLocale(locale) && locale !== DEFAULT_LOCALE && !OPERATOR_MAILS.has(name) ? translatedSource(name, locale) : null;
  const lang: Locale = translated && isLocale(locale) ? locale : DEFAULT_LOCALE;
  const template = compile(name, lang, translated);
  // A subject is one line: a line break in a value (a name) would otherwise end up in a header.
  const subject = toOneLine(template.subject(data));
  const text = template.text(data);
  const body = template.html ? template.html(data) : textToHtml(text);
  const footer = translated ? translated.footer : ENGLISH_FOOTER;
  return { subject, text, html: compiledLayout({ lang, footer, subject, body }) };
}

/** The English subject and text of a template (the `mail` catalogue's `en` mirrors them). */
export function englishSource(name: MailTemplateName): { subject: string; text: string; footer: string } {
  return { subject: sources[name].subject, text: sources[name].text, footer: ENGLISH_FOOTER };
}

export const MAIL_TEMPLATES = Object.keys(sources) as MailTemplateName[];

/** Mails to MindCheck's own operators: English, whoever the member concerned is. */
const OPERATOR_MAILS: ReadonlySet<MailTemplateName> = new Set(['contactMessage', 'reconciliationMismatch']);
/** The mails a member (or an invited expert) reads: these are in the `mail` catalogue. */
export const MEMBER_MAILS = MAIL_TEMPLATES.filter((name) => !OPERATOR_MAILS.has(name));
