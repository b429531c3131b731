// The notice before an inactive account is erased (#32 item 6, HEALTH_DATA_RETENTION_MONTHS). Kept
// apart from templates.ts (already long); the same shapes and the same layout.
// Names no condition and no result: an inbox is not always private.
export interface RetentionNoticeData {
  firstName?: string;
  /** HEALTH_DATA_RETENTION_MONTHS. */
  months: number;
  /** e.g. "Saturday 26 December 2026". */
  eraseOn: string;
  /** The sign-in page: signing in keeps the account. */
  signInLink: string;
}

const greetingText = 'Hello{{#if firstName}} {{firstName}}{{/if}},';
const greetingHtml = '<p style="margin:0 0 16px">Hello{{#if firstName}} {{firstName}}{{/if}},</p>';
const p = (text: string) => `<p style="margin:0 0 16px">${text}</p>`;

export const retentionNoticeSource = {
  subject: 'Your MindCheck account will be erased on {{eraseOn}}',
  text: `${greetingText}

You have not used MindCheck for a while. To keep health information no longer than it is needed, MindCheck erases an account {{months}} months after it was last used.

Your account and everything in it (your check-in results, chat messages, mood entries and safety plan) will be erased on {{eraseOn}}.

To keep your account, sign in before then:

{{signInLink}}

Before then you can also download a copy of your data from your profile. If you would rather it were erased, there is nothing to do.

If you are in danger or thinking about harming yourself, call your local emergency number now.

MindCheck`,
  html:
    greetingHtml +
    p(
      'You have not used MindCheck for a while. To keep health information no longer than it is needed, MindCheck erases an account {{months}} months after it was last used.',
    ) +
    p(
      'Your account and everything in it (your check-in results, chat messages, mood entries and safety plan) will be erased on <strong>{{eraseOn}}</strong>.',
    ) +
    '<p style="margin:24px 0"><a href="{{signInLink}}" style="display:inline-block;background:#2b4bc7;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:9999px">Sign in to keep my account</a></p>' +
    p(
      'Before then you can also download a copy of your data from your profile. If you would rather it were erased, there is nothing to do.',
    ) +
    p('If you are in danger or thinking about harming yourself, call your local emergency number now.'),
};
