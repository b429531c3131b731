// The one place that reads the environment. Every variable is validated once, at start-up;
// a bad or missing value stops the process with one line per problem naming the variable.
import { z } from 'zod';
import { looksLikeEmail } from '@mindcheck/common';
import { iceServersSchema, parseIceServers, roomConfig } from './config.room.js';
import { smsConfig, smsEnv, type SmsConfig } from './config.sms.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { message: 'must be a whole number' })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `must be between ${min} and ${max}` });
const url = z.url({ message: 'must be a URL' });
// An empty value (FOO=) counts as unset, as in most .env tooling.
const blankAsUnset = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const withDefault = <T extends z.ZodType>(schema: T, value: z.output<T>) =>
  z.preprocess(blankAsUnset, schema.default(value as never));

// 32 random bytes in base64 (`openssl rand -base64 32`): the AES-256 key of the experts' notes.
const NOTES_KEY_PATTERN = /^[A-Za-z0-9+/]{43}=$/;
const notesKey = z.string().regex(NOTES_KEY_PATTERN, {
  message: 'must be 32 random bytes in base64 (openssl rand -base64 32)',
});
// [{"urls": ["stun:host:3478", "turn:host:3478"]}]: TURN ones get credentials minted per join.

/** OWASP's argon2id minimum memory (19 MiB), the default and the floor in production. */
export const PRODUCTION_HASH_MEMORY_KIB = 19456;

const schema = z.object({
  NODE_ENV: withDefault(z.enum(['development', 'test', 'production']), 'development'),
  PORT: withDefault(int(0, 65535), 4000),
  HOST: withDefault(z.string(), '0.0.0.0'),
  // Unset: http://localhost:${PORT} (see loadConfig), so another PORT names a working address.
  PUBLIC_URL: optional(url),
  CORS_ORIGINS: optional(z.string()),
  TRUST_PROXY: withDefault(bool, false),
  LOG_LEVEL: withDefault(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  CLIENT_DIST: optional(z.string()),

  MONGODB_URI: optional(
    z.string().regex(/^mongodb(\+srv)?:\/\//, { message: 'must start with mongodb:// or mongodb+srv://' }),
  ),
  DATA_DIR: withDefault(z.string(), './data'),
  // How often each instance looks for due background jobs (reminders, retries).
  JOBS_POLL_MS: withDefault(int(50, 10 * 60 * 1000), 5000),
  // How long a running job stays locked to its instance before another may take it over.
  JOBS_LOCK_LIFETIME_MS: withDefault(int(1000, 24 * 60 * 60 * 1000), 5 * 60 * 1000),

  SESSION_SECRET: optional(z.string().min(32, { message: 'must be at least 32 characters' })),
  // 30 minutes: OWASP's upper bound for idle sessions; why not lower is in docs/product.md (Sessions for health data).
  SESSION_IDLE_MINUTES: withDefault(int(1, 60 * 24 * 30), 30),
  SESSION_ABSOLUTE_HOURS: withDefault(int(1, 24 * 365), 24 * 14),
  // Defaults depend on NODE_ENV (LIMIT_DEFAULTS below).
  SIGNUP_LIMIT_PER_IP: optional(int(1, 1_000_000)),
  SIGNUP_LIMIT_WINDOW_MINUTES: withDefault(int(1, 60 * 24), 10),
  SIGNIN_LIMIT_PER_IP: optional(int(1, 1_000_000)),
  SIGNIN_LIMIT_WINDOW_MINUTES: withDefault(int(1, 60 * 24), 10),
  // argon2id's memory per password hash (t=2, p=1): OWASP's 19 MiB minimum, required in production.
  PASSWORD_HASH_MEMORY_KIB: withDefault(int(64, 4 * 1024 * 1024), PRODUCTION_HASH_MEMORY_KIB),

  REDIS_URL: optional(z.string().regex(/^rediss?:\/\//, { message: 'must start with redis:// or rediss://' })),
  CHAT_MESSAGES_PER_MINUTE: withDefault(int(1, 10_000), 20),

  GEMINI_API_KEY: optional(z.string()),
  GEMINI_MODEL: withDefault(z.string(), 'gemini-2.5-flash'),
  GEMINI_BASE_URL: optional(url),
  AI_TIMEOUT_MS: withDefault(int(100, 120000), 15000),

  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  GOOGLE_AUTH_URL: withDefault(url, 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: withDefault(url, 'https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: withDefault(url, 'https://openidconnect.googleapis.com/v1/userinfo'),

  PAYSTACK_SECRET_KEY: optional(z.string()),
  PAYSTACK_PUBLIC_KEY: optional(z.string()),
  PAYSTACK_BASE_URL: withDefault(url, 'https://api.paystack.co'),
  // #37: the platform's share of each payment (the expert's subaccount gets the rest), and who
  // bears Paystack's fee on a split payment: the platform's account or the expert's subaccount.
  PLATFORM_SHARE_PERCENT: withDefault(int(0, 100), 20),
  PAYSTACK_FEES_BEARER: withDefault(z.enum(['account', 'subaccount']), 'account'),
  // #37: the bearer token Prometheus sends to GET /metrics; unset, /metrics is off (404).
  METRICS_TOKEN: optional(z.string().min(16, { message: 'must be at least 16 characters' })),
  BOOKING_AMOUNT: withDefault(int(1, 1_000_000_000), 500000),
  BOOKING_CURRENCY: withDefault(
    z.string().regex(/^[A-Z]{3}$/, { message: 'must be a three-letter currency code' }),
    'NGN',
  ),
  // Appointments (#23): how far ahead a slot must be, how long a hold lasts while the member pays,
  // and how late a member may still cancel (or reschedule) with a full refund.
  BOOKING_MIN_NOTICE_HOURS: withDefault(int(0, 24 * 60), 12),
  BOOKING_HOLD_MINUTES: withDefault(int(1, 24 * 60), 15),
  BOOKING_REFUND_CUTOFF_HOURS: withDefault(int(0, 24 * 60), 24),

  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, { message: 'must start with smtp:// or smtps://' })),
  MAIL_FROM: withDefault(z.string(), 'MindCheck <no-reply@mindcheck.example.com>'),
  CONTACT_TO: withDefault(z.string(), 'support@mindcheck.example.com'),
  CONTACT_LIMIT_PER_IP: optional(int(1, 1_000_000)),
  CONTACT_LIMIT_WINDOW_MINUTES: withDefault(int(1, 60 * 24), 10),

  // Accounts (#21): operators, and how often reset and verification mails may be asked for.
  ADMIN_EMAILS: optional(z.string()),
  ACCOUNT_MAIL_LIMIT_PER_IP: optional(int(1, 1_000_000)),
  ACCOUNT_MAIL_LIMIT_WINDOW_MINUTES: withDefault(int(1, 60 * 24), 60),

  CRISIS_RESOURCES: optional(z.string()),
  CRISIS_DEFAULT_COUNTRY: optional(
    z.string().regex(/^[A-Za-z]{2}$/, { message: 'must be an ISO 3166 alpha-2 country code such as NG' }),
  ),
  PLAYGROUND: optional(bool),

  // Experts (#22): the spec's 30 sample experts are seeded outside production, and in production only when asked.
  SEED_SAMPLE_EXPERTS: optional(bool),
  // Progress over time (#25): unset = the spec's once-only rule.
  RETAKE_AFTER_DAYS: optional(int(1, 3650)),
  RETAKE_AFTER_DAYS_DEPRESSION: optional(int(1, 3650)),
  RETAKE_AFTER_DAYS_ANXIETY: optional(int(1, 3650)),
  RETAKE_AFTER_DAYS_SCHIZOPHRENIA: optional(int(1, 3650)),
  RETAKE_AFTER_DAYS_SUBSTANCE_ABUSE: optional(int(1, 3650)),
  RETAKE_AFTER_DAYS_DEMENTIA: optional(int(1, 3650)),

  // Care between sessions (#34): the key of the experts' private notes (AES-256-GCM), and keys
  // retired from it that still decrypt until the re-encryption job has moved every note.
  NOTES_ENCRYPTION_KEY: optional(notesKey),
  NOTES_ENCRYPTION_KEYS_OLD: optional(z.string()),
  // Health data (#32): an account unused this many months is erased, its member mailed 30 days before.
  HEALTH_DATA_RETENTION_MONTHS: withDefault(int(2, 1200), 24),
  // The session room (#35): STUN/TURN servers as JSON, and the TURN REST API shared secret.
  ICE_SERVERS: optional(z.string().max(10_000).transform(parseIceServers).pipe(iceServersSchema)),
  TURN_SECRET: optional(z.string().min(16, { message: 'must be at least 16 characters' })),
  ...smsEnv,
});

/** Every environment variable the app reads (for the deploy-files test and tooling). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(schema.shape);

export type RawEnv = Record<string, string | undefined>;

export interface Config {
  env: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string;
  corsOrigins: string[];
  trustProxy: boolean;
  logLevel: string;
  clientDist?: string;
  mongodbUri?: string;
  dataDir: string;
  /** Background jobs (server/src/jobs). */
  jobs: { pollMs: number; lockLifetimeMs: number };
  session: { secret: string; idleMinutes: number; absoluteHours: number };
  /** Sign-ups allowed from one IP per window. */
  signUpLimit: { perIp: number; windowMinutes: number };
  /** Sign-in attempts (each one a password hash) allowed from one IP per window, whatever the email. */
  signInLimit: { perIp: number; windowMinutes: number };
  /** argon2id's memory cost in KiB (at least 19456 in production; tests use less: every sign-up hashes). */
  passwordHashMemoryKib: number;
  redisUrl?: string;
  chat: { messagesPerMinute: number };
  /** The session room (#35): ICE servers; TURN credentials are minted from `turnSecret` per join. */
  room: { iceServers: { urls: string[] }[]; turnSecret?: string };
  /** SMS (#36): the provider and Termii's keys. */
  sms: SmsConfig;
  ai: { apiKey?: string; model: string; baseUrl?: string; timeoutMs: number };
  google: {
    clientId?: string;
    clientSecret?: string;
    authUrl: string;
    tokenUrl: string;
    userInfoUrl: string;
    /** No Google client configured outside production: the popup opens a labelled development stand-in. */
    simulated: boolean;
  };
  paystack: { secretKey?: string; publicKey?: string; baseUrl: string };
  booking: { amount: number; currency: string };
  /** #37: PLATFORM_SHARE_PERCENT and PAYSTACK_FEES_BEARER. */
  payouts: { platformSharePercent: number; feesBearer: 'account' | 'subaccount' };
  /** #37: METRICS_TOKEN; undefined: GET /metrics is off. */
  metricsToken?: string;
  /** Appointments (#23): BOOKING_MIN_NOTICE_HOURS, BOOKING_HOLD_MINUTES, BOOKING_REFUND_CUTOFF_HOURS. */
  appointments: { minNoticeHours: number; holdMinutes: number; refundCutoffHours: number };
  mail: { smtpUrl?: string; from: string; contactTo: string };
  /** Contact messages accepted from one IP per window. */
  contactLimit: { perIp: number; windowMinutes: number };
  /** Password-reset and verification mails one IP may ask for per window. */
  accountMailLimit: { perIp: number; windowMinutes: number };
  /** Emails (lower case) whose members, once the address is verified, have role ADMIN. */
  adminEmails: string[];
  crisisResourcesJson?: string;
  /** Insert the spec's sample experts that are missing at start (never over an operator's edits). */
  seedSampleExperts: boolean;
  /** ISO 3166 alpha-2 country whose CRISIS_RESOURCES entry is the default. */
  crisisDefaultCountry?: string;
  playground: boolean;
  /** Days after a result before the member may take that condition again; null = never (the spec's rule). */
  /** Months of inactivity after which an account is erased (a notice 30 days before). */
  retention: { months: number };
  retakeAfterDays: Record<'DEPRESSION' | 'ANXIETY' | 'SCHIZOPHRENIA' | 'SUBSTANCE_ABUSE' | 'DEMENTIA', number | null>;
  /** #34: the experts' notes are encrypted under `key`; `oldKeys` still decrypt (base64, 32 bytes each). */
  notes: { key: string; oldKeys: string[] };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Per-IP allowances when not set. In production they keep one address from creating accounts or
 * sending mail in bulk. Elsewhere (`npm start` on a laptop, a test suite driving the app from one
 * address) they only stop a runaway script: a suite that signs up hundreds of members must not
 * be told RATE_LIMITED by a rule the product spec does not have.
 */
export const LIMIT_DEFAULTS = {
  // Sign-in attempts hash a password (argon2id, 19 MiB, ~50 ms) even for unknown emails.
  production: { signUpsPerIp: 20, contactMessagesPerIp: 5, accountMailsPerIp: 30, signInsPerIp: 100 },
  other: { signUpsPerIp: 1000, contactMessagesPerIp: 100, accountMailsPerIp: 1000, signInsPerIp: 10_000 },
} as const;

// Only used outside production; production must set SESSION_SECRET.
/** Where `npm run dev -w client` serves the client in development. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';
const DEVELOPMENT_SESSION_SECRET = 'mindcheck-development-only-session-secret-not-for-production';
// Outside production only: notes written in development are readable by anyone with this source.
const DEVELOPMENT_NOTES_KEY = Buffer.from('mindcheck-development-notes-key!').toString('base64');

/** A per-IP rate limit: how many in a window of so many minutes. */
function perIpLimit(perIp: number, windowMinutes: number): { perIp: number; windowMinutes: number } {
  return { perIp, windowMinutes };
}

/** CRISIS_RESOURCES must be a JSON object (or the first wave's array): what is wrong with it, or null. */
function crisisResourcesProblem(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null)
      return 'CRISIS_RESOURCES: must be a JSON object from country code to resources (or a JSON array)';
    return null;
  } catch {
    return 'CRISIS_RESOURCES: must be valid JSON';
  }
}

/** #34: the notes key (required in production; a development key elsewhere) and the retired ones. */
function notesKeys(e: z.output<typeof schema>, isProduction: boolean, problems: string[]): Config['notes'] {
  if (isProduction && !e.NOTES_ENCRYPTION_KEY)
    problems.push("NOTES_ENCRYPTION_KEY: is required in production (it encrypts the experts' notes)");
  const oldKeys = (e.NOTES_ENCRYPTION_KEYS_OLD ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  for (const [i, key] of oldKeys.entries()) {
    if (!NOTES_KEY_PATTERN.test(key))
      problems.push(`NOTES_ENCRYPTION_KEYS_OLD: key ${i + 1} must be 32 random bytes in base64`);
  }
  return { key: e.NOTES_ENCRYPTION_KEY ?? DEVELOPMENT_NOTES_KEY, oldKeys };
}

export function loadConfig(env: RawEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const limitDefaults = LIMIT_DEFAULTS[isProduction ? 'production' : 'other'];
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const corsOrigins = corsOriginsOf(e, publicUrl);

  const problems: string[] = [];
  if (isProduction) {
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: is required in production');
    if (!e.PAYSTACK_SECRET_KEY)
      problems.push('PAYSTACK_SECRET_KEY: is required in production (simulated payments are for development only)');
    if (!e.MONGODB_URI)
      problems.push('MONGODB_URI: is required in production (the embedded engine is for development and tests)');
    if (e.PASSWORD_HASH_MEMORY_KIB < PRODUCTION_HASH_MEMORY_KIB)
      problems.push(`PASSWORD_HASH_MEMORY_KIB: must be at least ${PRODUCTION_HASH_MEMORY_KIB} in production`);
  }
  const notes = notesKeys(e, isProduction, problems);
  if (corsOrigins.includes('*'))
    problems.push('CORS_ORIGINS: a wildcard origin is not allowed; list the allowed origins');
  for (const origin of corsOrigins) {
    if (origin !== '*' && !URL.canParse(origin)) problems.push(`CORS_ORIGINS: "${origin}" is not an origin URL`);
  }
  if (e.PAYSTACK_SECRET_KEY && !e.PAYSTACK_PUBLIC_KEY)
    problems.push('PAYSTACK_PUBLIC_KEY: is required when PAYSTACK_SECRET_KEY is set (the checkout opens with it)');
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET)
    problems.push('GOOGLE_CLIENT_SECRET: is required when GOOGLE_CLIENT_ID is set');
  const crisisProblem = e.CRISIS_RESOURCES ? crisisResourcesProblem(e.CRISIS_RESOURCES) : null;
  if (crisisProblem) problems.push(crisisProblem);
  const adminEmails = (e.ADMIN_EMAILS ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    // Length first, then a linear check (SECURITY.md 26).
    if (email.length > 254 || email.includes(',') || !looksLikeEmail(email))
      problems.push(`ADMIN_EMAILS: "${email}" is not an email address`);
  }
  const room = roomConfig(e, problems);
  const sms = smsConfig(e, isProduction, problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    corsOrigins,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    clientDist: e.CLIENT_DIST,
    mongodbUri: e.MONGODB_URI,
    dataDir: e.DATA_DIR,
    jobs: { pollMs: e.JOBS_POLL_MS, lockLifetimeMs: e.JOBS_LOCK_LIFETIME_MS },
    session: {
      secret: e.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      absoluteHours: e.SESSION_ABSOLUTE_HOURS,
    },
    signUpLimit: perIpLimit(e.SIGNUP_LIMIT_PER_IP ?? limitDefaults.signUpsPerIp, e.SIGNUP_LIMIT_WINDOW_MINUTES),
    signInLimit: perIpLimit(e.SIGNIN_LIMIT_PER_IP ?? limitDefaults.signInsPerIp, e.SIGNIN_LIMIT_WINDOW_MINUTES),
    passwordHashMemoryKib: e.PASSWORD_HASH_MEMORY_KIB,
    redisUrl: e.REDIS_URL,
    chat: { messagesPerMinute: e.CHAT_MESSAGES_PER_MINUTE },
    room,
    sms,
    ai: { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL, timeoutMs: e.AI_TIMEOUT_MS },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      userInfoUrl: e.GOOGLE_USERINFO_URL,
      simulated: !isProduction && !(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET),
    },
    paystack: { secretKey: e.PAYSTACK_SECRET_KEY, publicKey: e.PAYSTACK_PUBLIC_KEY, baseUrl: e.PAYSTACK_BASE_URL },
    booking: { amount: e.BOOKING_AMOUNT, currency: e.BOOKING_CURRENCY },
    payouts: { platformSharePercent: e.PLATFORM_SHARE_PERCENT, feesBearer: e.PAYSTACK_FEES_BEARER },
    metricsToken: e.METRICS_TOKEN,
    appointments: {
      minNoticeHours: e.BOOKING_MIN_NOTICE_HOURS,
      holdMinutes: e.BOOKING_HOLD_MINUTES,
      refundCutoffHours: e.BOOKING_REFUND_CUTOFF_HOURS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, contactTo: e.CONTACT_TO },
    contactLimit: perIpLimit(
      e.CONTACT_LIMIT_PER_IP ?? limitDefaults.contactMessagesPerIp,
      e.CONTACT_LIMIT_WINDOW_MINUTES,
    ),
    accountMailLimit: perIpLimit(
      e.ACCOUNT_MAIL_LIMIT_PER_IP ?? limitDefaults.accountMailsPerIp,
      e.ACCOUNT_MAIL_LIMIT_WINDOW_MINUTES,
    ),
    adminEmails,
    crisisResourcesJson: e.CRISIS_RESOURCES,
    crisisDefaultCountry: e.CRISIS_DEFAULT_COUNTRY?.toUpperCase(),
    playground: e.PLAYGROUND ?? !isProduction,
    seedSampleExperts: e.SEED_SAMPLE_EXPERTS ?? !isProduction,
    retention: { months: e.HEALTH_DATA_RETENTION_MONTHS },
    retakeAfterDays: {
      DEPRESSION: e.RETAKE_AFTER_DAYS_DEPRESSION ?? e.RETAKE_AFTER_DAYS ?? null,
      ANXIETY: e.RETAKE_AFTER_DAYS_ANXIETY ?? e.RETAKE_AFTER_DAYS ?? null,
      SCHIZOPHRENIA: e.RETAKE_AFTER_DAYS_SCHIZOPHRENIA ?? e.RETAKE_AFTER_DAYS ?? null,
      SUBSTANCE_ABUSE: e.RETAKE_AFTER_DAYS_SUBSTANCE_ABUSE ?? e.RETAKE_AFTER_DAYS ?? null,
      DEMENTIA: e.RETAKE_AFTER_DAYS_DEMENTIA ?? e.RETAKE_AFTER_DAYS ?? null,
    },
    notes,
  };
}

/** CORS_ORIGINS, else the app's own origin (and in development the Vite dev server's, which proxies the API). */
function corsOriginsOf(e: z.output<typeof schema>, publicUrl: string): string[] {
  const ownOrigin = new URL(publicUrl).origin;
  const defaultOrigins = e.NODE_ENV === 'development' ? `${ownOrigin},${VITE_DEV_ORIGIN}` : ownOrigin;
  return (e.CORS_ORIGINS ?? defaultOrigins)
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
}
