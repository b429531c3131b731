// The chat path against a real embedded engine that goes away: the member is told the spec's chat
// failure words, not an internal error.
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { OfflineProvider } from '../../ai/offline-provider.js';
import { messages } from '../../messages.js';
import { loadCrisisDirectory } from '../../content/crisis-resources.js';
import { InProcessPubSub } from '../../pubsub/index.js';
import { RateLimits } from '../../rate-limit/index.js';
import { chatModel } from './chat.model.js';
import { ChatService } from './chat.service.js';

let mongo: EmbeddedMongo;
let connection: Connection;
let service: ChatService;
const USER = 'member-1';

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
  // A short server-selection deadline: the engine is stopped below.
  connection = await mongoose.createConnection(mongo.uri, { serverSelectionTimeoutMS: 500 }).asPromise();
  service = new ChatService({
    chats: chatModel(connection),
    ai: new OfflineProvider(),
    pubSub: new InProcessPubSub(),
    limiter: new RateLimits().create({ name: 'chat', points: 100, durationSeconds: 60 }),
    crisis: loadCrisisDirectory(),
    consent: { require: async () => ({ aiProcessing: true, country: null }) },
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await connection?.close(true);
  await mongo?.stop();
});

it("says 'Failed to get response. Please try again.' when the database fails", async () => {
  const reply = await service.send(USER, 'How can I sleep better?');
  expect(reply.type).toBe('ai');
  await mongo.stop();
  await expect(service.send(USER, 'And how can I rest during the day?')).rejects.toMatchObject({
    code: 'INTERNAL_SERVER_ERROR',
    message: messages.chatFailed,
  });
}, 15_000);
