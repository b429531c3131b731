// Termii's Messaging API (https://developer.termii.com/messaging): POST {base}/api/sms/send with a
// JSON body { api_key, to, from, sms, type: 'plain', channel }; it answers
// { message_id, message: 'Successfully Sent', balance, user }. `to` is the international number
// without its '+'. The 'dnd' channel is Termii's transactional route: it reaches Nigerian numbers
// with Do-Not-Disturb on, which the 'generic' route does not (codes and reminders must arrive).
import type { OutgoingSms, SmsProvider, SmsResult } from './sms.provider.js';
import { SmsFailure } from './sms.provider.js';

export interface TermiiOptions {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  channel: 'dnd' | 'generic';
  timeoutMs: number;
}

export class TermiiProvider implements SmsProvider {
  readonly kind = 'termii' as const;

  constructor(private readonly options: TermiiOptions) {}

  async send(sms: OutgoingSms): Promise<SmsResult> {
    const { apiKey, senderId, baseUrl, channel, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(new URL('/api/sms/send', baseUrl), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          api_key: apiKey,
          to: sms.to.replace(/^\+/, ''),
          from: senderId,
          sms: sms.text,
          type: 'plain',
          channel,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsFailure('termii unreachable', { cause: error });
    }
    const body = (await response.json().catch(() => null)) as { message_id?: unknown } | null;
    if (!response.ok) throw new SmsFailure(`termii refused (${response.status})`);
    const id = body?.message_id;
    if (typeof id !== 'string' && typeof id !== 'number') throw new SmsFailure('termii answered without message_id');
    return { status: 'sent', providerMessageId: String(id) };
  }
}
