// SMS settings (#36): SMS_PROVIDER and Termii's keys, read by config.ts.
import { z } from 'zod';

const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);

export const smsEnv = {
  // SMS (#36): termii sends through Termii's REST API; log sends nothing (a warning per text);
  // dev-outbox sends nothing and lists the texts at /dev/sms (outside production only).
  SMS_PROVIDER: z.preprocess(
    blankAsUnset,
    z.enum(['termii', 'log', 'dev-outbox'], { message: 'must be termii, log or dev-outbox' }).optional(),
  ),
  TERMII_API_KEY: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  // Termii's sender ID: 3 to 11 letters, digits or spaces (registered with Termii).
  TERMII_SENDER_ID: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9 ]{3,11}$/, { message: 'must be 3 to 11 letters or digits' })
      .optional(),
  ),
  TERMII_BASE_URL: z.preprocess(blankAsUnset, z.url({ message: 'must be a URL' }).default('https://v3.api.termii.com')),
  // The account's secret key: Termii signs its webhook events with it (X-Termii-Signature).
  TERMII_SECRET_KEY: z.preprocess(blankAsUnset, z.string().max(200).optional()),
  TERMII_CHANNEL: z.preprocess(
    blankAsUnset,
    z.enum(['dnd', 'generic'], { message: 'must be dnd or generic' }).default('dnd'),
  ),
};

export interface SmsConfig {
  provider: 'termii' | 'log' | 'dev-outbox';
  termii: { apiKey?: string; senderId?: string; baseUrl: string; secretKey?: string; channel: 'dnd' | 'generic' };
}

type SmsEnv = z.output<z.ZodObject<typeof smsEnv>>;

export function smsConfig(e: SmsEnv, isProduction: boolean, problems: string[]): SmsConfig {
  const provider = e.SMS_PROVIDER ?? (isProduction ? 'log' : 'dev-outbox');
  if (provider === 'dev-outbox' && isProduction)
    problems.push('SMS_PROVIDER: dev-outbox is for development only (use termii, or log)');
  if (provider === 'termii') {
    if (!e.TERMII_API_KEY) problems.push('TERMII_API_KEY: is required when SMS_PROVIDER is termii');
    if (!e.TERMII_SENDER_ID) problems.push('TERMII_SENDER_ID: is required when SMS_PROVIDER is termii');
  }
  return {
    provider,
    termii: {
      apiKey: e.TERMII_API_KEY,
      senderId: e.TERMII_SENDER_ID,
      baseUrl: e.TERMII_BASE_URL,
      secretKey: e.TERMII_SECRET_KEY,
      channel: e.TERMII_CHANNEL,
    },
  };
}
