// The contact module's factory: the messages visitors send the operator, limited per IP.
import type { Kernel } from '../../kernel.js';
import type { MailService } from '../../mail/index.js';
import { contactMessageModel, type ContactMessageModel } from './contact.model.js';
import { ContactService } from './contact.service.js';

export interface ContactModule {
  contactMessages: ContactMessageModel;
  contact: ContactService;
}

export function createContactModule(k: Kernel, mail: MailService): ContactModule {
  const contactMessages = contactMessageModel(k.connection);
  const { contactLimit } = k.config;
  const contact = new ContactService({
    contactMessages,
    mail,
    contactTo: k.config.mail.contactTo,
    limiter: k.rateLimits.create({
      name: 'contact',
      points: contactLimit.perIp,
      durationSeconds: contactLimit.windowMinutes * 60,
    }),
    logger: k.logger,
  });
  return { contactMessages, contact };
}
