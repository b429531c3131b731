import { ObjectId } from 'mongodb';
import { startTestServer, type TestServer } from './helpers.js';

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

test('unknown stage is a BadValue error', async () => {
  const err = await t.db
    .collection('orders')
    .aggregate([{ $frob: {} }])
    .toArray()
    .catch((e) => e);
  expect(err.code).toBe(2);
});
