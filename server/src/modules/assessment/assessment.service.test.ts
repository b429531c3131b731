// The submit path against a real embedded engine that goes away: what the member is told when the
// database fails, and that nothing half-written is left behind.
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { OfflineProvider } from '../../ai/offline-provider.js';
import { messages } from '../../messages.js';
import { loadCrisisDirectory } from '../../content/crisis-resources.js';
import { answersFor } from '../../../test/support/assessments.js';
import { assessmentModel } from './assessment.model.js';
import { AssessmentService } from './assessment.service.js';
import { systemClock } from '../../clock.js';

let mongo: EmbeddedMongo;
let connection: Connection;
let service: AssessmentService;
const USER = 'member-1';

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
  // A short server-selection deadline: the engine is stopped below.
  connection = await mongoose.createConnection(mongo.uri, { serverSelectionTimeoutMS: 500 }).asPromise();
  service = new AssessmentService({
    assessments: assessmentModel(connection),
    ai: new OfflineProvider(),
    crisis: loadCrisisDirectory(),
    consent: { require: async () => ({ aiProcessing: true, country: null }) },
    expertsFor: () => [],
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    retakeAfterDays: { DEPRESSION: null, ANXIETY: null, SCHIZOPHRENIA: null, SUBSTANCE_ABUSE: null, DEMENTIA: null },
  });
});
afterAll(async () => {
  await connection?.close(true);
  await mongo?.stop();
});

it("says 'Failed to submit assessment. Please try again.' when the database fails, at any step of the submit", async () => {
  const stored = await service.submit(USER, 'DEPRESSION', answersFor('DEPRESSION', 1));
  expect(stored.score).toBe(10);
  await mongo.stop();
  await expect(service.submit(USER, 'ANXIETY', answersFor('ANXIETY', 1))).rejects.toMatchObject({
    code: 'INTERNAL_SERVER_ERROR',
    message: messages.assessmentSaveFailed,
  });
}, 15_000);
