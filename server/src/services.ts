// The service container: every service of the app, built once per app instance from its
// dependencies. Resolvers reach services through the GraphQL context. A new module adds its
// service here.
import type { Connection } from 'mongoose';
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import { userModel } from './modules/auth/user.model.js';
import { AuthService } from './modules/auth/auth.service.js';
import { ProfileService } from './modules/profile/profile.service.js';
import { AccountService } from './modules/account/account.service.js';
import { createAiProvider, type AiProvider } from './ai/index.js';
import { RateLimits } from './rate-limit/index.js';

export interface ServiceDeps {
  config: Config;
  logger: Logger;
  connection: Connection;
}

export interface Services {
  ai: AiProvider;
  rateLimits: RateLimits;
  auth: AuthService;
  profile: ProfileService;
  account: AccountService;
}

export async function createServices(deps: ServiceDeps): Promise<Services> {
  const users = userModel(deps.connection);
  // Unique indexes must exist before the first write: they decide races (one email, one account).
  await Promise.all([users.init()]);
  const ai = createAiProvider(deps.config);
  // Redis-backed counters are wired in when REDIS_URL support lands (pub/sub shares the client).
  const rateLimits = new RateLimits();
  const auth = new AuthService(users, {
    rateLimits,
    signUpLimit: deps.config.signUpLimit,
    googleEnabled: !!(deps.config.google.clientId && deps.config.google.clientSecret),
  });
  return {
    ai,
    rateLimits,
    auth,
    profile: new ProfileService(users),
    account: new AccountService(users, deps.connection, auth),
  };
}
