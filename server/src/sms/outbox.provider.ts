// SMS_PROVIDER=log or dev-outbox: nothing is sent. The record says not_configured; the log says an
// SMS was not sent, never to whom or what it said. With dev-outbox (outside production only) the
// texts stay readable at /dev/sms, so a newcomer on `npm start` can verify a phone.
import type { Logger } from '../logger.js';
import type { SmsProvider, SmsResult } from './sms.provider.js';

export class OutboxSmsProvider implements SmsProvider {
  constructor(
    readonly kind: 'log' | 'dev-outbox',
    private readonly logger: Logger,
  ) {}

  async send(): Promise<SmsResult> {
    const level = this.kind === 'log' ? 'warn' : 'info';
    this.logger[level]({ sms: { status: 'not_configured' } }, `sms not sent: SMS_PROVIDER is ${this.kind}`);
    return { status: 'not_configured' };
  }
}
