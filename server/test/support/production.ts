// The app as production runs it (NODE_ENV=production, with the secrets production requires and
// MONGODB_URI pointing at an embedded engine of its own), for tests of production-only behaviour.
import type { RawEnv } from '../../src/config.js';
import { startEmbeddedMongo } from '@mindcheck/embedded-mongo';
import { startTestApp, type TestApp } from './test-app.js';

export const PRODUCTION_SECRETS = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters!',
  PAYSTACK_SECRET_KEY: 'sk_test_production_test',
  PAYSTACK_PUBLIC_KEY: 'pk_test_production_test',
  NOTES_ENCRYPTION_KEY: 'bm90ZXMta2V5LWZvci1wcm9kdWN0aW9uLXRlc3RzISE=',
} as const;

/** A production app on its own in-memory engine; closing it stops both. */
export async function startProductionTestApp(env: RawEnv = {}): Promise<TestApp> {
  const mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
  try {
    const app = await startTestApp({ ...PRODUCTION_SECRETS, MONGODB_URI: mongo.uri, ...env });
    return {
      ...app,
      async close() {
        await app.close();
        await mongo.stop();
      },
    };
  } catch (error) {
    await mongo.stop();
    throw error;
  }
}
