import { ConfigError, loadConfig } from './config.js';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('config', () => {
  it('starts on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.mongodbUri).toBeUndefined();
    expect(config.dataDir).toBe('./data');
    // A model Google serves today; the spec's gemini-1.5-flash is retired (it stays a valid value).
    expect(config.ai.model).toBe('gemini-2.5-flash');
    expect(loadConfig({ GEMINI_MODEL: 'gemini-1.5-flash' }).ai.model).toBe('gemini-1.5-flash');
    expect(config.booking).toEqual({ amount: 500000, currency: 'NGN' });
    // The app's own origin, and in development the Vite dev server's (its proxy keeps the page's Origin).
    expect(config.corsOrigins).toEqual(['http://localhost:4000', 'http://localhost:5173']);
    expect(loadConfig({ NODE_ENV: 'test' }).corsOrigins).toEqual(['http://localhost:4000']);
    expect(config.playground).toBe(true);
    expect(config.signUpLimit).toEqual({ perIp: 1000, windowMinutes: 10 });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '' })).toMatchObject({ port: 4000, mongodbUri: undefined });
  });

  it('names each malformed variable on its own line', () => {
    const problems = problemsOf({
      PORT: 'abc',
      MONGODB_URI: 'postgres://x',
      PUBLIC_URL: 'not a url',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(4);
    expect(problems.find((p) => p.startsWith('PORT:'))).toMatch(/whole number/);
    expect(problems.find((p) => p.startsWith('MONGODB_URI:'))).toMatch(/mongodb:\/\//);
    expect(problems.find((p) => p.startsWith('PUBLIC_URL:'))).toMatch(/URL/);
    expect(problems.some((p) => p.startsWith('LOG_LEVEL:'))).toBe(true);
  });

  it('reads the notes key (32 bytes in base64) and the retired ones, refusing anything else', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const old = Buffer.alloc(32, 9).toString('base64');
    expect(loadConfig({ NOTES_ENCRYPTION_KEY: key, NOTES_ENCRYPTION_KEYS_OLD: ` ${old} ,` }).notes).toEqual({
      key,
      oldKeys: [old],
    });
    // Outside production a development key stands in.
    expect(Buffer.from(loadConfig({}).notes.key, 'base64')).toHaveLength(32);
    expect(problemsOf({ NOTES_ENCRYPTION_KEY: 'short' })).toEqual([
      'NOTES_ENCRYPTION_KEY: must be 32 random bytes in base64 (openssl rand -base64 32)',
    ]);
    expect(problemsOf({ NOTES_ENCRYPTION_KEYS_OLD: `${old},not-a-key` })).toEqual([
      'NOTES_ENCRYPTION_KEYS_OLD: key 2 must be 32 random bytes in base64',
    ]);
  });

  it('rejects out-of-range numbers', () => {
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: must be between 0 and 65535']);
  });

  it('refuses production without its secrets, with simulated payments or the embedded engine', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SESSION_SECRET: is required in production/),
        expect.stringMatching(/^PAYSTACK_SECRET_KEY: is required in production/),
        expect.stringMatching(/^MONGODB_URI: is required in production/),
        expect.stringMatching(/^NOTES_ENCRYPTION_KEY: is required in production/),
      ]),
    );
  });

  it('refuses a short session secret and a wildcard CORS origin', () => {
    expect(problemsOf({ SESSION_SECRET: 'short' })).toEqual(['SESSION_SECRET: must be at least 32 characters']);
    expect(problemsOf({ CORS_ORIGINS: '*' })[0]).toMatch(/^CORS_ORIGINS: a wildcard origin is not allowed/);
  });

  it('accepts a full production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
      PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
      MONGODB_URI: 'mongodb://mongo:27017/mindcheck?replicaSet=rs0',
      NOTES_ENCRYPTION_KEY: 'bm90ZXMta2V5LWZvci1wcm9kdWN0aW9uLXRlc3RzISE=',
      CORS_ORIGINS: 'https://mindcheck.example.com, https://www.mindcheck.example.com',
    });
    expect(config.isProduction).toBe(true);
    expect(config.corsOrigins).toEqual(['https://mindcheck.example.com', 'https://www.mindcheck.example.com']);
    expect(config.playground).toBe(false);
    // argon2id at OWASP's minimum unless set higher; never lower in production.
    expect(config.passwordHashMemoryKib).toBe(19456);
  });

  it('hashes passwords with 19 MiB by default and refuses less in production', () => {
    expect(loadConfig({}).passwordHashMemoryKib).toBe(19456);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024' }).passwordHashMemoryKib).toBe(1024);
    expect(problemsOf({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '19455' })).toContain(
      'PASSWORD_HASH_MEMORY_KIB: must be at least 19456 in production',
    );
    expect(problemsOf({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '65536' })).not.toContainEqual(
      expect.stringMatching(/^PASSWORD_HASH_MEMORY_KIB/),
    );
    expect(problemsOf({ PASSWORD_HASH_MEMORY_KIB: '32' })).toEqual([
      'PASSWORD_HASH_MEMORY_KIB: must be between 64 and 4194304',
    ]);
  });

  it('allows 20 sign-ups and 5 contact messages per IP per 10 minutes in production, far more elsewhere', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
      PAYSTACK_PUBLIC_KEY: 'pk_test_abc',
      MONGODB_URI: 'mongodb://mongo:27017/mindcheck',
      NOTES_ENCRYPTION_KEY: 'bm90ZXMta2V5LWZvci1wcm9kdWN0aW9uLXRlc3RzISE=',
    };
    expect(loadConfig(production).signUpLimit).toEqual({ perIp: 20, windowMinutes: 10 });
    expect(loadConfig(production).contactLimit).toEqual({ perIp: 5, windowMinutes: 10 });
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      expect(loadConfig({ NODE_ENV }).signUpLimit).toEqual({ perIp: 1000, windowMinutes: 10 });
      expect(loadConfig({ NODE_ENV }).contactLimit).toEqual({ perIp: 100, windowMinutes: 10 });
    }
    // Set explicitly, the value wins everywhere; blank counts as unset.
    expect(loadConfig({ ...production, SIGNUP_LIMIT_PER_IP: '50' }).signUpLimit.perIp).toBe(50);
    expect(loadConfig({ CONTACT_LIMIT_PER_IP: '' }).contactLimit.perIp).toBe(100);
  });

  it('reads the sign-up limit and refuses a zero limit', () => {
    expect(loadConfig({ SIGNUP_LIMIT_PER_IP: '5', SIGNUP_LIMIT_WINDOW_MINUTES: '60' }).signUpLimit).toEqual({
      perIp: 5,
      windowMinutes: 60,
    });
    expect(problemsOf({ SIGNUP_LIMIT_PER_IP: '0' })).toEqual(['SIGNUP_LIMIT_PER_IP: must be between 1 and 1000000']);
  });

  it('reads the chat limit (20 a minute by default) and refuses nonsense', () => {
    expect(loadConfig({}).chat).toEqual({ messagesPerMinute: 20 });
    expect(loadConfig({ CHAT_MESSAGES_PER_MINUTE: '5' }).chat).toEqual({ messagesPerMinute: 5 });
    expect(problemsOf({ CHAT_MESSAGES_PER_MINUTE: '0' })).toEqual([
      'CHAT_MESSAGES_PER_MINUTE: must be between 1 and 10000',
    ]);
    expect(problemsOf({ CHAT_MESSAGES_PER_MINUTE: 'lots' })).toEqual([
      'CHAT_MESSAGES_PER_MINUTE: must be a whole number',
    ]);
  });

  it('keeps health data 24 months after last use by default, and refuses a period too short for its 30-day notice', () => {
    expect(loadConfig({}).retention).toEqual({ months: 24 });
    expect(loadConfig({ HEALTH_DATA_RETENTION_MONTHS: '36' }).retention).toEqual({ months: 36 });
    expect(problemsOf({ HEALTH_DATA_RETENTION_MONTHS: '1' })).toEqual([
      'HEALTH_DATA_RETENTION_MONTHS: must be between 2 and 1200',
    ]);
    expect(problemsOf({ HEALTH_DATA_RETENTION_MONTHS: 'forever' })).toEqual([
      'HEALTH_DATA_RETENTION_MONTHS: must be a whole number',
    ]);
  });

  it('reads the contact-form limit and refuses nonsense', () => {
    expect(loadConfig({ CONTACT_LIMIT_PER_IP: '3', CONTACT_LIMIT_WINDOW_MINUTES: '60' }).contactLimit).toEqual({
      perIp: 3,
      windowMinutes: 60,
    });
    expect(problemsOf({ CONTACT_LIMIT_PER_IP: '0' })).toEqual(['CONTACT_LIMIT_PER_IP: must be between 1 and 1000000']);
    expect(problemsOf({ CONTACT_LIMIT_WINDOW_MINUTES: 'soon' })).toEqual([
      'CONTACT_LIMIT_WINDOW_MINUTES: must be a whole number',
    ]);
  });

  it('requires the Paystack public key with the secret key (the checkout opens with it)', () => {
    expect(problemsOf({ PAYSTACK_SECRET_KEY: 'sk_test_abc' })).toEqual([
      'PAYSTACK_PUBLIC_KEY: is required when PAYSTACK_SECRET_KEY is set (the checkout opens with it)',
    ]);
    expect(
      loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' }).paystack,
    ).toMatchObject({
      secretKey: 'sk_test_abc',
      publicKey: 'pk_test_abc',
    });
  });

  it('checks CRISIS_RESOURCES is JSON (a map or the old array) and CRISIS_DEFAULT_COUNTRY a country code', () => {
    expect(problemsOf({ CRISIS_RESOURCES: '{' })).toEqual(['CRISIS_RESOURCES: must be valid JSON']);
    expect(problemsOf({ CRISIS_RESOURCES: '"112"' })).toEqual([
      'CRISIS_RESOURCES: must be a JSON object from country code to resources (or a JSON array)',
    ]);
    expect(problemsOf({ CRISIS_DEFAULT_COUNTRY: 'Nigeria' })).toEqual([
      'CRISIS_DEFAULT_COUNTRY: must be an ISO 3166 alpha-2 country code such as NG',
    ]);
  });
});

describe('SMS settings (#36)', () => {
  it('keeps texts in the development outbox outside production, and only logs them in production', () => {
    expect(loadConfig({}).sms.provider).toBe('dev-outbox');
    expect(loadConfig({ NODE_ENV: 'test' }).sms).toEqual({
      provider: 'dev-outbox',
      termii: { baseUrl: 'https://v3.api.termii.com', channel: 'dnd' },
    });
    expect(problemsOf({ NODE_ENV: 'production', SMS_PROVIDER: 'dev-outbox' })).toContain(
      'SMS_PROVIDER: dev-outbox is for development only (use termii, or log)',
    );
    expect(problemsOf({ NODE_ENV: 'production' }).filter((p) => p.startsWith('SMS_PROVIDER'))).toEqual([]);
  });

  it("needs Termii's key and sender ID for termii, and refuses bad values", () => {
    expect(problemsOf({ SMS_PROVIDER: 'termii' })).toEqual([
      'TERMII_API_KEY: is required when SMS_PROVIDER is termii',
      'TERMII_SENDER_ID: is required when SMS_PROVIDER is termii',
    ]);
    expect(problemsOf({ SMS_PROVIDER: 'twilio' })).toEqual(['SMS_PROVIDER: must be termii, log or dev-outbox']);
    expect(problemsOf({ TERMII_SENDER_ID: 'MindCheck Nigeria' })).toEqual([
      'TERMII_SENDER_ID: must be 3 to 11 letters or digits',
    ]);
    const termii = loadConfig({ SMS_PROVIDER: 'termii', TERMII_API_KEY: 'k', TERMII_SENDER_ID: 'MindCheck' }).sms;
    expect(termii).toMatchObject({
      provider: 'termii',
      termii: { apiKey: 'k', senderId: 'MindCheck', channel: 'dnd' },
    });
  });
});
