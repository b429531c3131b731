// The auth module's factory: the members' collection (its unique indexes first: they decide races,
// one email, one account) and the auth service. Built before the session layer, which asks it
// whether a session's member is still active.
import type { Kernel } from '../../kernel.js';
import { AuthService } from './auth.service.js';
import { userModel, type UserModel } from './user.model.js';
import { migrateLegacyCountryCodes } from '../profile/legacy-countries.js';

export interface AuthModule {
  users: UserModel;
  auth: AuthService;
}

export async function createAuthModule(k: Kernel): Promise<AuthModule> {
  const users = userModel(k.connection);
  await users.init();
  // #39 item 11: countries stored under codes that no longer exist move to their ISO 3166-1 code.
  await migrateLegacyCountryCodes(users, k.logger);
  const { config } = k;
  const auth = new AuthService(users, {
    rateLimits: k.rateLimits,
    signUpLimit: config.signUpLimit,
    signInLimit: config.signInLimit,
    googleEnabled: !!(config.google.clientId && config.google.clientSecret) || config.google.simulated,
    googleSimulated: config.google.simulated,
    adminEmails: config.adminEmails,
    // Sign-up and sign-in times follow the app's clock (the retention rule counts from them).
    now: () => k.clock.now(),
    passwordHashMemoryKib: config.passwordHashMemoryKib,
  });
  return { users, auth };
}
