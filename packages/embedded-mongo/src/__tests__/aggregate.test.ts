import { ObjectId } from 'mongodb';
import { queryCounters, startTestServer, type TestServer } from './helpers.js';

let t: TestServer;
const users = [new ObjectId(), new ObjectId(), new ObjectId()];
beforeAll(async () => {
  t = await startTestServer();
  await t.db.collection('users').insertMany([
    { _id: users[0], name: 'ann', team: 'red' },
    { _id: users[1], name: 'bob', team: 'blue' },
    { _id: users[2], name: 'cy', team: 'red' },
  ]);
  await t.db.collection('orders').insertMany([
    { user: users[0], total: 10, items: ['a', 'b'], at: new Date('2024-01-01') },
    { user: users[0], total: 5, items: ['c'], at: new Date('2024-02-01') },
    { user: users[1], total: 7, items: [], at: new Date('2024-03-01') },
    { user: users[2], total: 1, items: ['a'], at: new Date('2024-04-01') },
  ]);
});
afterAll(async () => {
  await t.close();
});

test('$match $group $sort $project', async () => {
  const out = await t.db
    .collection('orders')
    .aggregate([
      { $match: { total: { $gte: 5 } } },
      { $group: { _id: '$user', sum: { $sum: '$total' }, n: { $sum: 1 } } },
      { $sort: { sum: -1 } },
      { $project: { _id: 0, sum: 1, n: 1 } },
    ])
    .toArray();
  expect(out).toEqual([
    { sum: 15, n: 2 },
    { sum: 7, n: 1 },
  ]);
});

test('$unwind $count $skip $limit $addFields $set', async () => {
  const orders = t.db.collection('orders');
  expect(await orders.aggregate([{ $unwind: '$items' }, { $count: 'n' }]).toArray()).toEqual([{ n: 4 }]);
  const page = await orders
    .aggregate([
      { $sort: { at: 1 } },
      { $skip: 1 },
      { $limit: 2 },
      { $addFields: { double: { $multiply: ['$total', 2] } } },
      { $set: { month: { $month: '$at' } } },
      { $project: { _id: 0, double: 1, month: 1 } },
    ])
    .toArray();
  expect(page).toEqual([
    { double: 10, month: 2 },
    { double: 14, month: 3 },
  ]);
});

test('$lookup joins another collection of the same database', async () => {
  const out = await t.db
    .collection('users')
    .aggregate([
      { $match: { team: 'red' } },
      { $lookup: { from: 'orders', localField: '_id', foreignField: 'user', as: 'orders' } },
      { $project: { _id: 0, name: 1, spent: { $sum: '$orders.total' } } },
      { $sort: { name: 1 } },
    ])
    .toArray();
  expect(out).toEqual([
    { name: 'ann', spent: 15 },
    { name: 'cy', spent: 1 },
  ]);
});

describe('$lookup in its equality form, answered by the engine without mingo', () => {
  // The same pipeline with a `{ $match: {} }` in front of the stages goes to mingo whole (the
  // engine answers only the stages right after the leading $match): both must agree.
  const throughMingo = (pipeline: object[]) => [{ $match: {} }, { $match: {} }, ...pipeline];
  const byId = (docs: { _id: unknown }[]) => [...docs].sort((a, b) => String(a._id).localeCompare(String(b._id)));
  const normalized = (out: Record<string, unknown>[], as: string) =>
    out.map((d) => ({ ...d, [as]: byId(d[as] as { _id: unknown }[]) }));

  beforeAll(async () => {
    await t.db.collection('sessions').insertMany([
      {
        _id: 's1' as never,
        memberId: users[0],
        session: { userId: users[0].toHexString(), n: 3, day: new Date('2024-01-01') },
      },
      { _id: 's2' as never, memberId: users[1], session: { userId: users[1].toHexString(), n: 7, tag: 'a' } },
      { _id: 's3' as never, session: { stash: { state: 'x' } } },
      { _id: 's4' as never, memberId: new ObjectId(), session: { userId: 'gone', tags: ['a', 'b'] } },
    ]);
    await t.db.collection('scores').insertMany([
      { n: 3, at: new Date('2024-01-01'), label: 'three' },
      { n: [1, 7], label: 'list' },
      { n: 7, label: 'seven', tags: 'a' },
    ]);
  });

  const cases: [string, object[], string][] = [
    [
      'ObjectId to _id, after $limit',
      [{ $limit: 2 }, { $lookup: { from: 'users', localField: 'memberId', foreignField: '_id', as: 'member' } }],
      'member',
    ],
    [
      'ObjectId to a field with several matches',
      [{ $lookup: { from: 'orders', localField: 'memberId', foreignField: 'user', as: 'orders' } }],
      'orders',
    ],
    [
      'a number through a dotted path, matching inside arrays',
      [{ $lookup: { from: 'scores', localField: 'session.n', foreignField: 'n', as: 'scores' } }],
      'scores',
    ],
    [
      'a date',
      [{ $lookup: { from: 'scores', localField: 'session.day', foreignField: 'at', as: 'scores' } }],
      'scores',
    ],
    [
      'a missing local value (mingo answers)',
      [{ $lookup: { from: 'scores', localField: 'session.tag', foreignField: 'tags', as: 'scores' } }],
      'scores',
    ],
    [
      'a collection that does not exist',
      [{ $lookup: { from: 'nowhere', localField: 'memberId', foreignField: '_id', as: 'none' } }],
      'none',
    ],
    [
      'an `as` field that replaces a field',
      [{ $lookup: { from: 'users', localField: 'memberId', foreignField: '_id', as: 'session' } }],
      'session',
    ],
  ];
  test.each(cases)('%s: the same answer as mingo', async (_name, pipeline, as) => {
    const sessions = t.db.collection('sessions');
    const ours = await sessions.aggregate([{ $match: {} }, ...pipeline]).toArray();
    const theirs = await sessions.aggregate(throughMingo(pipeline)).toArray();
    expect(normalized(ours, as)).toEqual(normalized(theirs, as));
    expect(ours.length).toBeGreaterThan(0);
  });

  test('a session read with its member: one index lookup each, and the stages after it still run', async () => {
    const before = await queryCounters(t.db);
    const [session] = await t.db
      .collection('sessions')
      .aggregate([
        { $match: { _id: 's2' } },
        { $limit: 1 },
        { $lookup: { from: 'users', localField: 'memberId', foreignField: '_id', as: 'member' } },
        { $project: { name: { $first: '$member.name' } } },
      ])
      .toArray();
    const after = await queryCounters(t.db);
    expect(session).toEqual({ _id: 's2', name: 'bob' });
    expect(after.keysExamined - before.keysExamined).toBe(2);
    expect(after.collectionScans - before.collectionScans).toBe(0);
  });

  test('an array local value matches foreign documents equal to any element (no nulls for the others)', async () => {
    const out = await t.db
      .collection('sessions')
      .aggregate([
        { $match: { _id: 's4' } },
        { $lookup: { from: 'scores', localField: 'session.tags', foreignField: 'tags', as: 'scores' } },
        { $project: { labels: '$scores.label' } },
      ])
      .toArray();
    expect(out).toEqual([{ _id: 's4', labels: ['seven'] }]);
  });

  test('the joined documents are copies: changing them changes nothing stored', async () => {
    const [session] = await t.db
      .collection('sessions')
      .aggregate([
        { $match: { _id: 's1' } },
        { $lookup: { from: 'users', localField: 'memberId', foreignField: '_id', as: 'member' } },
        { $unwind: '$member' },
        { $set: { 'member.name': 'changed' } },
      ])
      .toArray();
    expect(session.member).toEqual({ _id: users[0], name: 'changed', team: 'red' });
    expect(await t.db.collection('users').findOne({ _id: users[0] })).toEqual({
      _id: users[0],
      name: 'ann',
      team: 'red',
    });
  });
});

test('$facet', async () => {
  const [out] = await t.db
    .collection('orders')
    .aggregate([
      {
        $facet: {
          count: [{ $count: 'n' }],
          top: [{ $sort: { total: -1 } }, { $limit: 1 }, { $project: { _id: 0, total: 1 } }],
        },
      },
    ])
    .toArray();
  expect(out).toEqual({ count: [{ n: 4 }], top: [{ total: 10 }] });
});

test('aggregation never mutates stored documents', async () => {
  const before = await t.db.collection('users').find().toArray();
  await t.db
    .collection('users')
    .aggregate([
      { $set: { 'team.x': 1, name: 'changed' } },
      { $unset: 'team' },
      { $unwind: { path: '$missing', preserveNullAndEmptyArrays: true } },
    ])
    .toArray();
  expect(await t.db.collection('users').find().toArray()).toEqual(before);
});

test('cursor batches over getMore and countDocuments', async () => {
  const coll = t.db.collection('many');
  await coll.insertMany(Array.from({ length: 7 }, (_, i) => ({ i })));
  const docs = await coll.aggregate([{ $sort: { i: -1 } }], { batchSize: 2 }).toArray();
  expect(docs.map((d) => d.i)).toEqual([6, 5, 4, 3, 2, 1, 0]);
  expect(await coll.countDocuments({ i: { $lt: 3 } })).toBe(3);
  expect(
    await t.db
      .collection('absent')
      .aggregate([{ $match: {} }])
      .toArray(),
  ).toEqual([]);
});

test('unknown stage is refused with 40324, as by MongoDB', async () => {
  const err = await t.db
    .collection('orders')
    .aggregate([{ $frob: {} }])
    .toArray()
    .catch((e) => e);
  expect(err.code).toBe(40324);
});
