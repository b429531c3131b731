// The SMS module (#36): the provider from config (Termii, the log, or the development outbox), the
// record of every text, and the service everything sends through.
import type { Kernel } from '../kernel.js';
import { OutboxSmsProvider } from './outbox.provider.js';
import type { SmsProvider } from './sms.provider.js';
import { smsMessageModel } from './sms.model.js';
import { SmsService } from './sms.service.js';
import { SmsTexts } from './sms.texts.js';
import { TermiiProvider } from './termii.provider.js';

export { SmsService } from './sms.service.js';
export { SmsTexts } from './sms.texts.js';
export type { SmsKind } from './sms.model.js';

/** How long one request to the SMS provider may take. */
export const SMS_TIMEOUT_MS = 10_000;

export interface SmsModule {
  sms: SmsService;
  texts: SmsTexts;
}

export function createSmsProvider(k: Pick<Kernel, 'config' | 'logger'>): SmsProvider {
  const { sms } = k.config;
  if (sms.provider === 'termii')
    return new TermiiProvider({
      apiKey: sms.termii.apiKey!,
      senderId: sms.termii.senderId!,
      baseUrl: sms.termii.baseUrl,
      channel: sms.termii.channel,
      timeoutMs: SMS_TIMEOUT_MS,
    });
  return new OutboxSmsProvider(sms.provider, k.logger);
}

export async function createSmsModule(k: Kernel): Promise<SmsModule> {
  const messages = smsMessageModel(k.connection);
  await messages.init();
  const provider = createSmsProvider(k);
  const sms = new SmsService({
    messages,
    provider,
    logger: k.logger,
    keepBodies: provider.kind === 'dev-outbox' && !k.config.isProduction,
    now: () => k.clock.now(),
  });
  return { sms, texts: await SmsTexts.create() };
}
