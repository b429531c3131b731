// agenda calls the backend's unlockJob without awaiting it: with the database gone, the bare
// backend's call rejects (an unhandled rejection ends the process), the settled one logs instead.
import { MongoBackend } from '@agendajs/mongo-backend';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { MongoClient, ObjectId } from 'mongodb';
import type { JobParameters } from 'agenda';
import { withSettledUnlock } from './settled-backend.js';

describe('withSettledUnlock', () => {
  let engine: EmbeddedMongo;
  let client: MongoClient;

  beforeAll(async () => {
    engine = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
    client = await new MongoClient(engine.uri, { serverSelectionTimeoutMS: 300 }).connect();
  });
  afterAll(async () => {
    await client.close();
    await engine.stop();
  });

  it('passes every call through, and settles a failed unlockJob with the error logged', async () => {
    const bare = new MongoBackend({ mongo: client.db('settled'), collection: 'jobs' });
    const errors: Error[] = [];
    const settled = withSettledUnlock(bare, (error) => errors.push(error));
    await settled.connect();
    expect(settled.name).toBe('MongoDB');
    expect(settled.ownsConnection).toBe(false);

    // Through the wrapper, a job is saved and unlocked while the database answers.
    const saved = await settled.repository.saveJob(
      {
        name: 'x',
        data: {},
        nextRunAt: new Date(),
        priority: 0,
        type: 'normal',
      } as JobParameters,
      undefined,
    );
    await expect(settled.repository.unlockJob(saved)).resolves.toBeUndefined();
    expect(errors).toEqual([]);

    await engine.stop();
    const job = { _id: new ObjectId(), name: 'x' } as unknown as JobParameters;
    await expect(bare.repository.unlockJob(job)).rejects.toThrow();
    await expect(settled.repository.unlockJob(job)).resolves.toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(errors[0].name).toMatch(/^Mongo/);
    engine = await startEmbeddedMongo({ port: engine.port, logger: { warn: () => undefined } });
  });
});
