// Outgoing SMS (#36, ARCHITECTURE decision 28). Three implementations: Termii's REST API (termii),
// the log (sends nothing, says so) and the development outbox (sends nothing, keeps the text for
// /dev/sms). Callers store what they send first; a provider only delivers or fails with SmsFailure.

export interface OutgoingSms {
  /** E.164, e.g. +2348012345678. */
  to: string;
  text: string;
}

export type SmsDeliveryStatus = 'sent' | 'not_configured';

export interface SmsResult {
  status: SmsDeliveryStatus;
  /** The provider's id of the message: its delivery reports name it. */
  providerMessageId?: string;
}

export type SmsProviderKind = 'termii' | 'log' | 'dev-outbox';

export interface SmsProvider {
  readonly kind: SmsProviderKind;
  /** Rejects with SmsFailure when the provider refuses or cannot be reached. */
  send(sms: OutgoingSms): Promise<SmsResult>;
}

export class SmsFailure extends Error {
  constructor(
    /** A short reason for the record and the log: never the number or the text. */
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options);
    this.name = 'SmsFailure';
  }
}
