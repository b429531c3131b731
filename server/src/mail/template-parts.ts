// What the mail templates share (templates.ts, templates.appointments.ts): the greeting, a button,
// a paragraph, in the layout's inline styles.
export interface TemplateSource {
  subject: string;
  /** Plain text; values are not escaped. */
  text: string;
  /** The HTML inside the layout; values are escaped. */
  html: string;
}

export const greeting = {
  text: 'Hello{{#if firstName}} {{firstName}}{{/if}},',
  html: '<p style="margin:0 0 16px">Hello{{#if firstName}} {{firstName}}{{/if}},</p>',
};
export const button = (label: string) =>
  `<p style="margin:24px 0"><a href="{{link}}" style="display:inline-block;background:#2b4bc7;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:9999px">${label}</a></p>` +
  '<p style="margin:0 0 16px;font-size:14px;color:#475569">If the button does not work, copy this address into your browser:<br><a href="{{link}}" style="color:#2b4bc7;word-break:break-all">{{link}}</a></p>';
export const p = (text: string) => `<p style="margin:0 0 16px">${text}</p>`;
