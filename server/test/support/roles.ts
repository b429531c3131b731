// Members with a role, for the tests of role-restricted operations: an operator (a verified address
// listed in ADMIN_EMAILS) and an expert's account (linked to a directory entry). The roles are set
// in the database the way the app sets them (verification, an accepted invitation), without mail.
import { userModel } from '../../src/modules/auth/user.model.js';
import type { GraphQLClient } from './graphql-client.js';
import type { TestApp } from './test-app.js';

/** The ADMIN_EMAILS value the role tests start the app with. */
export const TEST_ADMIN_EMAIL = 'operator@example.com';
export const ADMIN_ENV = { ADMIN_EMAILS: TEST_ADMIN_EMAIL } as const;

/** An expert's listing as an operator enters it (createExpert's input). */
export const NEW_EXPERT = {
  name: 'Dr. Kemi Adebayo',
  specialization: 'THERAPIST',
  field: 'ANXIETY',
  contact: 'kemi.adebayo@example.com',
  location: 'Lagos, Nigeria',
  expertise: 'Anxiety at work.',
};

/** Marks the member's email verified, as following the verification link does. */
export async function markVerified(t: TestApp, id: string, extra: Record<string, unknown> = {}): Promise<void> {
  await userModel(t.app.database.connection).updateOne({ _id: id }, { $set: { emailVerified: true, ...extra } });
}

/**
 * A signed-in operator. The app must have been started with ADMIN_EMAILS containing `email`;
 * a second operator of the same app needs another listed address.
 */
export async function signUpAdmin(t: TestApp, email = TEST_ADMIN_EMAIL): Promise<GraphQLClient> {
  const client = t.client();
  const { id } = await client.signUp({ email });
  await markVerified(t, id);
  return client;
}

/** A signed-in member whose account speaks for the expert `expertId` (role EXPERT). */
export async function signUpExpert(t: TestApp, expertId: string): Promise<GraphQLClient> {
  const client = t.client();
  const { id } = await client.signUp();
  await markVerified(t, id, { role: 'expert', expertId });
  return client;
}
