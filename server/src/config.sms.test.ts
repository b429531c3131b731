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
