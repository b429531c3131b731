/**
 * Embedded MongoDB-compatible engine for development and tests.
 * See README.md in this folder.
 */
export { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from './server.js';
export type { Logger } from './engine.js';
