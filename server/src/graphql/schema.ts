import 'reflect-metadata';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { DateTimeResolver } from 'graphql-scalars';
import type { PubSub } from 'type-graphql';
import { resolvers } from '../modules/resolvers.js';
import { authChecker } from './auth-checker.js';

export interface SchemaOptions {
  /** type-graphql's pub/sub for `@Subscription`s. */
  pubSub?: PubSub;
}

export function createSchema(options: SchemaOptions = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    authChecker,
    // Inputs are checked in the services with the shared zod rules (@mindcheck/common), one place
    // per rule; type-graphql's class-validator integration would have nothing to check.
    validate: false,
    pubSub: options.pubSub,
    // The contract names the scalar DateTime (ISO-8601 strings).
    scalarsMap: [{ type: Date, scalar: DateTimeResolver }],
  });
}
