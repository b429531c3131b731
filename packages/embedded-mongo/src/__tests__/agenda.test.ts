/**
 * What the job library (agenda 6 with @agendajs/mongo-backend) asks of the engine: its compound
 * index, the locking findOneAndUpdate (an $or of `lockedAt: {$eq: null}` with `nextRunAt: {$lte}`
 * or an expired `lockedAt: {$lte}`, sorted by nextRunAt then priority, returning the new
 * document), the unique-key upsert (a dotted equality in the filter with a $set of the whole
 * parent), $setOnInsert, $unset of a lock, and agenda itself running jobs on two instances.
 */
import { ObjectId, type Collection, type Document } from 'mongodb';
import { Agenda } from 'agenda';
import { MongoBackend } from '@agendajs/mongo-backend';
import { startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
let jobs: Collection<Document>;

beforeAll(async () => {
  server = await startTestServer();
  jobs = server.db.collection('agendaJobs');
});
afterAll(() => server.close());
beforeEach(() => jobs.deleteMany({}));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the queries agenda sends', () => {
  it('locks the due, unlocked job that sorts first, or one whose lock expired, and nothing else', async () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const minutes = (m: number) => new Date(now.getTime() + m * 60_000);
    await jobs.insertMany([
      { _id: new ObjectId(), name: 'mail', priority: 0, nextRunAt: minutes(-5), lockedAt: null, tag: 'due-low' },
      { _id: new ObjectId(), name: 'mail', priority: 10, nextRunAt: minutes(-5), lockedAt: null, tag: 'due-high' },
      { _id: new ObjectId(), name: 'mail', priority: 0, nextRunAt: minutes(-10), lockedAt: minutes(-1), tag: 'locked' },
      { _id: new ObjectId(), name: 'mail', priority: 0, nextRunAt: minutes(5), lockedAt: null, tag: 'future' },
      { _id: new ObjectId(), name: 'mail', priority: 0, nextRunAt: minutes(-20), disabled: true, tag: 'disabled' },
      { _id: new ObjectId(), name: 'mail', priority: 0, nextRunAt: null, lockedAt: null, tag: 'finished' },
      { _id: new ObjectId(), name: 'mail', priority: 0, nextRunAt: null, lockedAt: minutes(-30), tag: 'stale' },
      { _id: new ObjectId(), name: 'refund', priority: 0, nextRunAt: minutes(-50), lockedAt: null, tag: 'other' },
    ]);
    const lock = () =>
      jobs.findOneAndUpdate(
        {
          name: 'mail',
          disabled: { $ne: true },
          $or: [{ lockedAt: { $eq: null }, nextRunAt: { $lte: now } }, { lockedAt: { $lte: minutes(-10) } }],
        },
        { $set: { lockedAt: now, lastModifiedBy: 'a' } },
        { returnDocument: 'after', sort: { nextRunAt: 'asc', priority: 'desc' } },
      );
    // nextRunAt ascending puts null (the stale lock) first; then the two due ones, priority high first.
    const taken = [];
    for (let i = 0; i < 5; i++) taken.push(await lock());
    expect(taken.map((doc) => doc?.tag ?? null)).toEqual(['stale', 'due-high', 'due-low', null, null]);
    expect(taken[1]).toMatchObject({ lockedAt: now, lastModifiedBy: 'a' });
  });

  it('creates the compound index agenda asks for; a direction spelled "asc" is refused as by MongoDB', async () => {
    await expect(
      server.db.command({ createIndexes: 'agendaJobs', indexes: [{ key: { name: 1, nextRunAt: 'asc' }, name: 'x' }] }),
    ).rejects.toMatchObject({ code: 67, message: "Unknown index plugin 'asc'" });
    await jobs.createIndex(
      { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
      { name: 'findAndLockNextJobIndex' },
    );
    const indexes = await jobs.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'findAndLockNextJobIndex')?.key).toEqual({
      name: 1,
      nextRunAt: 1,
      priority: -1,
      lockedAt: 1,
      disabled: 1,
    });
  });

  it('upserts on a dotted unique key while $set replaces the parent, and $setOnInsert only inserts', async () => {
    const first = await jobs.findOneAndUpdate(
      { 'data.key': 'k1', name: 'reminder' },
      { $set: { name: 'reminder', data: { key: 'k1', payload: 1 }, nextRunAt: new Date(1000) } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(first).toMatchObject({ name: 'reminder', data: { key: 'k1', payload: 1 } });
    const moved = await jobs.findOneAndUpdate(
      { 'data.key': 'k1', name: 'reminder' },
      { $set: { name: 'reminder', data: { key: 'k1', payload: 2 }, nextRunAt: new Date(2000) } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(moved?._id).toEqual(first?._id);
    expect(moved).toMatchObject({ data: { key: 'k1', payload: 2 }, nextRunAt: new Date(2000) });
    const kept = await jobs.findOneAndUpdate(
      { 'data.key': 'k1', name: 'reminder' },
      { $setOnInsert: { name: 'reminder', data: { key: 'k1', payload: 3 } } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(kept?.data).toEqual({ key: 'k1', payload: 2 });
    expect(await jobs.countDocuments({ name: 'reminder' })).toBe(1);
    await jobs.updateMany({ _id: { $in: [first!._id] } }, { $unset: { lockedAt: true } });
    expect(await jobs.countDocuments({ lockedAt: { $exists: true } })).toBe(0);
  });
});

describe('agenda on the engine', () => {
  const agendas: Agenda[] = [];
  afterEach(async () => {
    await Promise.all(agendas.splice(0).map((agenda) => agenda.stop(false)));
  });
  function agendaOn(name: string): Agenda {
    const agenda = new Agenda({
      backend: new MongoBackend({ mongo: server.db }),
      name,
      processEvery: 30,
      // agenda keeps a timer of half this after every run; short, so the suite ends promptly.
      defaultLockLifetime: 2000,
    });
    agendas.push(agenda);
    return agenda;
  }

  it('runs each job once with two instances polling one collection', async () => {
    const runs: Array<{ n: number; by: string }> = [];
    const [a, b] = [agendaOn('a'), agendaOn('b')];
    for (const [agenda, by] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      agenda.define('count', async (job: { attrs: { data: { n: number } } }) => {
        runs.push({ n: job.attrs.data.n, by });
        await sleep(10);
      });
    }
    await Promise.all([a.ready, b.ready]);
    const when = new Date(Date.now() + 100);
    await Promise.all(Array.from({ length: 40 }, (_, n) => a.schedule(when, 'count', { n })));
    await Promise.all([a.start(), b.start()]);
    const deadline = Date.now() + 15_000;
    while (runs.length < 40 && Date.now() < deadline) await sleep(20);
    await sleep(300);
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    // Each finished job is stored as finished: not locked, no next run.
    const left = await jobs.find({ name: 'count' }).toArray();
    expect(left).toHaveLength(40);
    expect(left.every((job) => job.nextRunAt === null && job.lockedAt === null && job.lastFinishedAt)).toBe(true);
  });

  it('keeps one job per unique key and cancels it by its data', async () => {
    const a = agendaOn('a');
    await a.ready;
    for (const payload of [1, 2]) {
      await a
        .create('reminder', { key: 'member-1', payload })
        .unique({ 'data.key': 'member-1' })
        .schedule(new Date(Date.now() + 60_000))
        .save();
    }
    const stored = await jobs.find({ name: 'reminder' }).toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0].data).toEqual({ key: 'member-1', payload: 2 });
    expect(await a.cancel({ name: 'reminder', data: { key: 'member-1' } })).toBe(1);
    expect(await jobs.countDocuments({ name: 'reminder' })).toBe(0);
  });
});
