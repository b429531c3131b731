/**
 * Issue 40's divergences: answers the engine gave that MongoDB does not, each expectation written
 * from MongoDB's documented behaviour (the manual, the server's jstests, the driver specifications'
 * unified CRUD tests). The engine reports server version 7.0 (maxWireVersion 21), so where 7.0
 * refuses, it refuses with 7.0's code.
 */
import { DBRef } from 'bson';
import { MongoServerError, type Collection, type Document } from 'mongodb';
import { useTestServer } from './helpers.js';

const t = useTestServer('divergence');
const fresh = () => t.fresh();

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof MongoServerError)) throw new Error(`expected a server error, got ${String(error)}`);
  return error;
}

async function seeded(): Promise<Collection<any>> {
  const c = fresh();
  await c.insertMany([
    { _id: 1, x: 11 },
    { _id: 2, x: 22 },
    { _id: 3, x: 33 },
  ] as Document[]);
  return c;
}

describe('sort on updateOne / replaceOne / bulkWrite (a 7.0 server refuses the field)', () => {
  test('the server reports 7.0 (wire version 21), where an update statement has no sort', async () => {
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello.maxWireVersion).toBe(21);
  });

  test('updateOne with sort: 40415 unknown field, nothing updated', async () => {
    const c = await seeded();
    const error = await failure(c.updateOne({ _id: { $gt: 1 } }, { $inc: { x: 1 } }, { sort: { _id: -1 } }));
    expect(error.code).toBe(40415);
    expect(error.message).toBe("BSON field 'update.updates.sort' is an unknown field.");
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, x: 11 },
      { _id: 2, x: 22 },
      { _id: 3, x: 33 },
    ]);
  });

  test('replaceOne with sort and a bulkWrite updateOne with sort: refused the same way', async () => {
    const c = await seeded();
    expect((await failure(c.replaceOne({ _id: { $gt: 1 } }, { x: 1 }, { sort: { _id: -1 } }))).code).toBe(40415);
    const bulk = await failure(
      c.bulkWrite([
        { updateOne: { filter: { _id: 1 }, update: { $set: { x: 0 } } } },
        { updateOne: { filter: { _id: { $gt: 1 } }, update: { $inc: { x: 1 } }, sort: { _id: -1 } } },
      ]),
    );
    expect(bulk.code).toBe(40415);
    // The command is refused as a whole: not even its first statement ran.
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, x: 11 });
  });

  test('without sort, updateOne works as before (the driver sends no sort field)', async () => {
    const c = await seeded();
    expect((await c.updateOne({ _id: 3 }, { $inc: { x: 1 } })).modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 3 })).toEqual({ _id: 3, x: 34 });
  });
});

describe('$-prefixed field names inside _id', () => {
  test('insertOne({ _id: { $a: 1 } }) is refused with 52 DollarPrefixedFieldName and not stored', async () => {
    const c = fresh();
    const error = await failure(c.insertOne({ _id: { $a: 1 } } as Document));
    expect(error.code).toBe(52);
    expect(error.message).toMatch(/\$a/);
    expect(await c.countDocuments()).toBe(0);
    expect((await failure(c.insertOne({ _id: { a: 1, $b: 1 } } as Document))).code).toBe(52);
  });

  test('an upsert making such an _id is refused too; nested and non-_id $ fields are still allowed', async () => {
    const c = fresh();
    expect((await failure(c.replaceOne({ a: 1 }, { _id: { $x: 1 } }, { upsert: true }))).code).toBe(52);
    expect((await failure(c.updateOne({ a: 1 }, { $set: { _id: { $x: 1 } } }, { upsert: true }))).code).toBe(52);
    expect((await failure(c.updateOne({ a: 1 }, { $setOnInsert: { _id: { $x: 1 } } }, { upsert: true }))).code).toBe(
      52,
    );
    await c.insertOne({ _id: { 'a.b': 1 }, a: { _id: { $b: 1 } } } as Document);
    expect(await c.countDocuments()).toBe(1);
  });
});

describe('pipeline updates', () => {
  test('a result without _id ($replaceRoot to a sub-document) keeps the original _id', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, t: { a: 1, b: 2 } } as Document);
    const res = await c.updateOne({ _id: 1 }, [{ $replaceRoot: { newRoot: '$t' } }]);
    expect(res.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, b: 2 });
  });

  test('$replaceWith + $setField can create top-level fields named $a and a.b (MongoDB 5.0+)', async () => {
    const c = fresh();
    await c.insertOne({ _id: 1, a: 1 } as Document);
    const set = (field: string, value: number) => ({
      $replaceWith: { $setField: { field: { $literal: field }, input: '$$ROOT', value } },
    });
    expect((await c.updateOne({ _id: 1 }, [set('$a', 5)])).modifiedCount).toBe(1);
    expect((await c.updateOne({ _id: 1 }, [set('a.b', 6)])).modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, a: 1, $a: 5, 'a.b': 6 });
  });
});

describe('$listLocalSessions', () => {
  test('lists the sessions this server has seen (the driver sends its session id with each command)', async () => {
    const session = t.client.startSession();
    try {
      await t.db.collection('sessions-seen').findOne({}, { session });
      const rows = await t.client
        .db('admin')
        .aggregate([{ $listLocalSessions: { allUsers: true } }, { $match: { '_id.id': session.id!.id } }])
        .toArray();
      expect(rows).toHaveLength(1);
      expect(rows[0].lastUse).toBeInstanceOf(Date);
    } finally {
      await session.endSession();
    }
  });

  // MongoDB's order (src/mongo/db/pipeline/pipeline.cpp, document_source_list_local_sessions.cpp):
  // each stage is parsed (a collection's aggregate refuses the stage: 73), then {aggregate: 1} must
  // start with a collection-less stage (73), then every stage's position is checked (40602).
  test('not first after a collection-less stage: 40602, as by MongoDB 7.0', async () => {
    const admin = t.client.db('admin');
    for (const pipeline of [
      [{ $documents: [{ a: 1 }] }, { $listLocalSessions: {} }],
      [{ $listLocalSessions: {} }, { $listLocalSessions: {} }],
    ]) {
      const error = await failure(admin.aggregate(pipeline).toArray());
      expect(error.code).toBe(40602);
      expect(error.message).toBe('$listLocalSessions is only valid as the first stage in a pipeline');
    }
  });

  test('after $match in {aggregate: 1}: 73, the pipeline must start without a collection', async () => {
    const error = await failure(
      t.client
        .db('admin')
        .aggregate([{ $match: {} }, { $listLocalSessions: {} }])
        .toArray(),
    );
    expect(error.code).toBe(73);
    expect(error.message).toBe("{aggregate: 1} is not valid for '$match'; a collection is required.");
  });

  test("in a collection's aggregate, anywhere: 73, it must be run with {aggregate: 1}", async () => {
    const c = await seeded();
    for (const pipeline of [[{ $listLocalSessions: {} }], [{ $match: {} }, { $listLocalSessions: {} }]]) {
      const error = await failure(c.aggregate(pipeline).toArray());
      expect(error.code).toBe(73);
      expect(error.message).toBe(
        '$listLocalSessions must be run against the database with {aggregate: 1}, not a collection',
      );
    }
  });
});

describe('__proto__ as a field name (mongoose stores it as data)', () => {
  test('kept on insert and $set, moved by $rename', async () => {
    const c = fresh();
    const doc = JSON.parse('{"_id":1,"__proto__":{"x":1},"a":{"__proto__":2}}') as Document;
    await c.insertOne(doc);
    const stored = await c.findOne({ _id: 1 });
    expect(Object.keys(stored!)).toEqual(['_id', '__proto__', 'a']);
    expect(Object.getOwnPropertyDescriptor(stored, '__proto__')?.value).toEqual({ x: 1 });
    // (JSON.parse: in an object literal `__proto__:` would set the prototype, not a field.)
    await c.updateOne({ _id: 1 }, JSON.parse('{"$rename":{"__proto__":"p"}}') as Document);
    const renamed = await c.findOne({ _id: 1 });
    expect(renamed!.p).toEqual({ x: 1 });
    expect(Object.keys(renamed!)).not.toContain('__proto__');
    // ... and back, and inside a sub-document: the field moves, no prototype changes.
    await c.updateOne({ _id: 1 }, { $rename: { p: '__proto__', 'a.__proto__': 'a.q' } });
    const back = await c.findOne({ _id: 1 });
    expect(Object.getOwnPropertyDescriptor(back, '__proto__')?.value).toEqual({ x: 1 });
    expect(back!.a).toEqual({ q: 2 });
    expect(Object.getPrototypeOf(back!.a)).toBe(Object.prototype);
  });
});

describe('DBRef fields in queries', () => {
  test('$id and $ref in a dotted path and inside $elemMatch match the stored DBRef', async () => {
    const c = fresh();
    await c.insertMany([
      {
        _id: 1,
        owner: new DBRef('users', 7 as never),
        refs: [new DBRef('users', 7 as never), new DBRef('posts', 8 as never)],
      },
      { _id: 2, owner: new DBRef('users', 9 as never), refs: [new DBRef('posts', 7 as never)] },
    ] as Document[]);
    const ids = async (filter: Document) => (await c.find(filter).toArray()).map((d) => d._id);
    expect(await ids({ 'owner.$id': 7 })).toEqual([1]);
    expect(await ids({ 'owner.$ref': 'users' })).toEqual([1, 2]);
    expect(await ids({ 'refs.$id': 7 })).toEqual([1, 2]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'users', $id: 7 } } })).toEqual([1]);
    expect(await ids({ refs: { $elemMatch: { $ref: 'posts', $id: 7 } } })).toEqual([2]);
    expect(await ids({ 'owner.$ref': 'users', 'owner.$id': { $gt: 8 } })).toEqual([2]);
    expect(await ids({ $or: [{ 'owner.$id': 9 }, { 'refs.$ref': 'posts', _id: 1 }] })).toEqual([1, 2]);
    expect(await ids({ 'owner.$db': null })).toEqual([1, 2]); // no $db: missing matches null
  });
});

describe('let variables', () => {
  test('find, aggregate, update, delete and findAndModify read $$ variables from let', async () => {
    const c = await seeded();
    const byX = { $expr: { $eq: ['$x', '$$target'] } };
    expect(await c.find(byX, { let: { target: 22 } }).toArray()).toEqual([{ _id: 2, x: 22 }]);
    expect(
      await c.aggregate([{ $match: byX }, { $project: { _id: 1, y: '$$target' } }], { let: { target: 33 } }).toArray(),
    ).toEqual([{ _id: 3, y: 33 }]);
    const updated = await c.updateOne(byX, [{ $set: { x: { $add: ['$x', '$$step'] } } }], {
      let: { target: 11, step: 100 },
    });
    expect(updated.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, x: 111 });
    const found = await c.findOneAndUpdate(byX, { $set: { seen: true } }, { let: { target: 33 } });
    expect(found).toEqual({ _id: 3, x: 33 });
    expect((await c.deleteOne(byX, { let: { target: 22 } })).deletedCount).toBe(1);
    expect(await c.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, x: 111 },
      { _id: 3, x: 33, seen: true },
    ]);
  });

  test('a let value may be an expression; an undefined variable is still an error', async () => {
    const c = await seeded();
    expect(await c.find({ $expr: { $eq: ['$x', '$$t'] } }, { let: { t: { $add: [20, 2] } } }).toArray()).toEqual([
      { _id: 2, x: 22 },
    ]);
    await failure(c.find({ $expr: { $eq: ['$x', '$$nope'] } }).toArray());
  });

  // MongoDB (variables.cpp, variable_validation.cpp; jstests/core/command_let_variables.js): a let
  // name is checked as a variable a user writes: FailedToParse (9) with the context "Invalid 'let'
  // parameter"; a name of a system constant (NOW, CLUSTER_TIME, ...) is 4738901 for a client.
  test('a let name that is not a user variable name: FailedToParse (9), as by MongoDB', async () => {
    const c = await seeded();
    const cases: Array<[Document, string]> = [
      [{ ROOT: 1 }, "'ROOT' starts with an invalid character for a user variable name"],
      [{ Reserved: 1 }, "'Reserved' starts with an invalid character for a user variable name"],
      [{ _x: 1 }, "'_x' starts with an invalid character for a user variable name"],
      [{ 'a-b': 1 }, "'a-b' contains an invalid character for a variable name: '-'"],
      [{ '': 1 }, 'empty variable names are not allowed'],
    ];
    for (const [spec, reason] of cases) {
      for (const run of [
        () => c.find({}, { let: spec }).toArray(),
        () => c.aggregate([], { let: spec }).toArray(),
        () => c.updateOne({ _id: 1 }, { $set: { y: 1 } }, { let: spec }),
      ]) {
        const error = await failure(run());
        expect([error.code, error.message]).toEqual([9, `Invalid 'let' parameter :: caused by :: ${reason}`]);
      }
    }
    expect(await c.findOne({ _id: 1 })).toEqual({ _id: 1, x: 11 }); // nothing written
  });

  test('a let name of a system constant: 4738901, as MongoDB answers a client', async () => {
    const c = await seeded();
    for (const name of ['NOW', 'CLUSTER_TIME', 'IS_MR', 'JS_SCOPE', 'USER_ROLES']) {
      const error = await failure(c.find({}, { let: { [name]: 1 } }).toArray());
      expect([error.code, error.message]).toEqual([4738901, `Attempt to set internal constant: ${name}`]);
    }
    // CURRENT, which MongoDB lets a command rebind, is refused loudly rather than half-followed.
    expect((await failure(c.find({}, { let: { CURRENT: 1 } }).toArray())).code).toBe(115);
    // Names with a capital after the first letter, digits, _ and non-ASCII letters are user names.
    const ok = { aB_1: 1, é: 2, ünïcode: 3 };
    expect(await c.find({ $expr: { $eq: ['$x', { $add: [10, '$$aB_1'] }] } }, { let: ok }).toArray()).toEqual([
      { _id: 1, x: 11 },
    ]);
  });
});
