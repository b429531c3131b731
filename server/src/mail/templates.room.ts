// The session room's mails (#35), kept beside the main templates (templates.ts spreads them in).
export interface RoomMailTemplateData {
  /** The expert never joined the call: the member is refunded in full. */
  appointmentExpertAbsent: { firstName?: string; when: string; manageLink: string };
  /** A new message about an appointment (at most one an hour): never the message itself. */
  appointmentMessage: { firstName?: string; forExpert: boolean; link: string };
}

export const roomTemplateSources = {
  appointmentExpertAbsent: {
    subject: 'Your MindCheck appointment did not take place: you will be refunded',
    text: `Hello{{#if firstName}} {{firstName}}{{/if}},

Your expert did not join the call for your appointment ({{when}}). We are sorry. You will be refunded in full; your bank may take a few days to show it.

You can book another time: {{manageLink}}

MindCheck`,
    html:
      '<p style="margin:0 0 16px">Hello{{#if firstName}} {{firstName}}{{/if}},</p>' +
      '<p style="margin:0 0 16px">Your expert did not join the call for your appointment ({{when}}). We are sorry. You will be refunded in full; your bank may take a few days to show it.</p>' +
      '<p style="margin:0 0 16px"><a href="{{manageLink}}" style="color:#2b4bc7">See my appointments</a></p>',
  },
  appointmentMessage: {
    subject: '{{#if forExpert}}A member{{else}}Your expert{{/if}} wrote to you on MindCheck',
    text: `Hello{{#if firstName}} {{firstName}}{{/if}},

{{#if forExpert}}A member{{else}}Your expert{{/if}} wrote a message about your appointment. Read it on MindCheck (messages are not sent by mail): {{link}}

MindCheck`,
    html:
      '<p style="margin:0 0 16px">Hello{{#if firstName}} {{firstName}}{{/if}},</p>' +
      '<p style="margin:0 0 16px">{{#if forExpert}}A member{{else}}Your expert{{/if}} wrote a message about your appointment. Read it on MindCheck (messages are not sent by mail).</p>' +
      '<p style="margin:0 0 16px"><a href="{{link}}" style="color:#2b4bc7">Read the message</a></p>',
  },
};
