// Care between sessions (#34): the measure request 72 hours before a paid appointment. Part of the
// templates in templates.ts. Names no condition: an inbox is not always private.
import { greeting, p, type TemplateSource } from './template-parts.js';

const manage = (label: string) =>
  `<p style="margin:24px 0"><a href="{{manageLink}}" style="display:inline-block;background:#2b4bc7;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:9999px">${label}</a></p>`;

export const careSources = {
  measureRequest: {
    subject: 'Before your MindCheck appointment: two short questionnaires',
    text: `${greeting.text}

Your appointment is on {{when}}. Before it, you can answer two short questionnaires about the last two weeks; each takes about two minutes:

{{phq9Link}}
{{gad7Link}}

Your answers are yours. Your expert sees them only if you chose to share your results on this booking; you can change that on your bookings page: {{manageLink}}

MindCheck results are a screening aid, not a diagnosis. If you are in danger or thinking about harming yourself, call your local emergency number now.

You can switch appointment mails off on your profile.

MindCheck`,
    html:
      greeting.html +
      p(
        'Your appointment is on {{when}}. Before it, you can answer two short questionnaires about the last two weeks; each takes about two minutes.',
      ) +
      '<p style="margin:0 0 16px"><a href="{{phq9Link}}" style="color:#2b4bc7">The first questionnaire (PHQ-9)</a><br><a href="{{gad7Link}}" style="color:#2b4bc7">The second questionnaire (GAD-7)</a></p>' +
      p(
        'Your answers are yours. Your expert sees them only if you chose to share your results on this booking; you can change that on your bookings page.',
      ) +
      manage('See my bookings') +
      p(
        'MindCheck results are a screening aid, not a diagnosis. If you are in danger or thinking about harming yourself, call your local emergency number now.',
      ) +
      '<p style="margin:0 0 16px;font-size:14px;color:#475569">You can switch appointment mails off on your profile.</p>',
  },
} satisfies Record<string, TemplateSource>;
