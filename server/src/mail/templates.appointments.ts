// The appointment mails (#23, #33): confirmed (or moved), reminder, meeting link, cancelled. Part
// of the templates in templates.ts; each says who the appointment is with and when.
import { greeting, p, type TemplateSource } from './template-parts.js';

const appointmentWhen = {
  text: `With: {{withName}}
When: {{when}}
{{#if meetingUrl}}Meeting link: {{meetingUrl}}
{{/if}}`,
  html: '<table role="presentation" style="margin:0 0 16px;font-size:15px"><tr><td style="padding-right:12px;color:#475569">With</td><td>{{withName}}</td></tr><tr><td style="padding-right:12px;color:#475569">When</td><td>{{when}}</td></tr>{{#if meetingUrl}}<tr><td style="padding-right:12px;color:#475569">Meeting link</td><td><a href="{{meetingUrl}}" style="color:#2b4bc7;word-break:break-all">{{meetingUrl}}</a></td></tr>{{/if}}</table>',
};
const manage = (label: string) =>
  `<p style="margin:24px 0"><a href="{{manageLink}}" style="display:inline-block;background:#2b4bc7;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:9999px">${label}</a></p>`;

export const appointmentSources = {
  appointmentConfirmed: {
    subject:
      '{{#if rescheduled}}Your MindCheck appointment has moved{{else}}{{#if forExpert}}New MindCheck appointment{{else}}Your MindCheck appointment is confirmed{{/if}}{{/if}}',
    text: `${greeting.text}

{{#if rescheduled}}The appointment has moved to a new time.{{else}}{{#if forExpert}}A member has booked and paid for an appointment with you.{{else}}Your payment went through: your appointment is booked.{{/if}}{{/if}}

${appointmentWhen.text}
{{#unless meetingUrl}}{{#if forExpert}}Please set the meeting link on your MindCheck expert page.{{else}}Your expert will send the meeting link before the appointment.{{/if}}{{/unless}}

The calendar entry is attached. See or change it here: {{manageLink}}

MindCheck`,
    html:
      greeting.html +
      p(
        '{{#if rescheduled}}The appointment has moved to a new time.{{else}}{{#if forExpert}}A member has booked and paid for an appointment with you.{{else}}Your payment went through: your appointment is booked.{{/if}}{{/if}}',
      ) +
      appointmentWhen.html +
      '{{#unless meetingUrl}}' +
      p(
        '{{#if forExpert}}Please set the meeting link on your MindCheck expert page.{{else}}Your expert will send the meeting link before the appointment.{{/if}}',
      ) +
      '{{/unless}}' +
      p('The calendar entry is attached.') +
      manage('See my appointments'),
  },
  appointmentReminder: {
    subject: 'Reminder: MindCheck appointment in {{hours}} {{#if (eq hours 1)}}hour{{else}}hours{{/if}}',
    text: `${greeting.text}

A reminder: your appointment begins in {{hours}} {{#if (eq hours 1)}}hour{{else}}hours{{/if}}.

${appointmentWhen.text}
See or change it here: {{manageLink}}
{{#unless forExpert}}
You can switch appointment reminders off on your profile.
{{/unless}}
MindCheck`,
    html:
      greeting.html +
      p('A reminder: your appointment begins in {{hours}} {{#if (eq hours 1)}}hour{{else}}hours{{/if}}.') +
      appointmentWhen.html +
      manage('See my appointments') +
      '{{#unless forExpert}}<p style="margin:0 0 16px;font-size:14px;color:#475569">You can switch appointment reminders off on your profile.</p>{{/unless}}',
  },
  appointmentMeetingLink: {
    subject: 'The meeting link for your MindCheck appointment',
    text: `${greeting.text}

Your expert has set the link for your appointment. Open it at the appointment's time.

${appointmentWhen.text}
The updated calendar entry is attached. See your appointments: {{manageLink}}

MindCheck`,
    html:
      greeting.html +
      p("Your expert has set the link for your appointment. Open it at the appointment's time.") +
      appointmentWhen.html +
      p('The updated calendar entry is attached.') +
      manage('See my appointments'),
  },
  appointmentCancelled: {
    subject:
      '{{#if forExpert}}A MindCheck appointment was cancelled{{else}}Your MindCheck appointment was cancelled{{/if}}',
    text: `${greeting.text}

{{#if (eq how "expert")}}{{#if forExpert}}You declined this appointment.{{else}}Your expert cannot keep this appointment and has cancelled it.{{/if}}{{/if}}{{#if (eq how "member")}}{{#if forExpert}}The member cancelled this appointment. The time is free again.{{else}}You cancelled this appointment.{{/if}}{{/if}}{{#if (eq how "slotLost")}}Your payment arrived after your hold on this time had ended, and someone else booked it meanwhile.{{/if}}
{{#if reason}}
Their reason: {{reason}}
{{/if}}

${appointmentWhen.text}
{{#unless forExpert}}{{#if refunded}}You will be refunded in full; your bank may take a few days to show it.{{else}}It was cancelled less than the cut-off before it began, so there is no refund.{{/if}}{{/unless}}

See your appointments: {{manageLink}}

MindCheck`,
    html:
      greeting.html +
      p(
        '{{#if (eq how "expert")}}{{#if forExpert}}You declined this appointment.{{else}}Your expert cannot keep this appointment and has cancelled it.{{/if}}{{/if}}{{#if (eq how "member")}}{{#if forExpert}}The member cancelled this appointment. The time is free again.{{else}}You cancelled this appointment.{{/if}}{{/if}}{{#if (eq how "slotLost")}}Your payment arrived after your hold on this time had ended, and someone else booked it meanwhile.{{/if}}',
      ) +
      '{{#if reason}}<p style="margin:0 0 16px">Their reason: <span style="white-space:pre-wrap">{{reason}}</span></p>{{/if}}' +
      appointmentWhen.html +
      '{{#unless forExpert}}' +
      p(
        '{{#if refunded}}You will be refunded in full; your bank may take a few days to show it.{{else}}It was cancelled less than the cut-off before it began, so there is no refund.{{/if}}',
      ) +
      '{{/unless}}' +
      manage('See my appointments'),
  },
} satisfies Record<string, TemplateSource>;
