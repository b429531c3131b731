import mongoose, { Schema } from 'mongoose';
import { MongoServerError } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../index.js';

let mongo: EmbeddedMongo;
let conn: mongoose.Connection;

beforeAll(async () => {
  mongo = await startEmbeddedMongo();
  conn = await mongoose.createConnection(mongo.uri, { dbName: 'app' }).asPromise();
});
afterAll(async () => {
  await conn.close();
  await mongo.stop();
});

interface UserShape {
  email: string;
  name?: string;
  age?: number;
  tags: string[];
  team?: mongoose.Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserShape>(
  {
    email: { type: String, required: true, unique: true },
    name: String,
    age: Number,
    tags: [String],
    team: { type: Schema.Types.ObjectId, ref: 'Team' },
  },
  { timestamps: true },
);
const teamSchema = new Schema({ title: { type: String, index: true } });

test('a model with unique: true builds its index; duplicates surface as E11000', async () => {
  const User = conn.model<UserShape>('User', userSchema);
  await User.init();
  const indexes = await User.listIndexes();
  expect(indexes.map((i) => i.name)).toEqual(['_id_', 'email_1']);
  expect(indexes[1].unique).toBe(true);

  const ann = await User.create({ email: 'ann@example.com', name: 'Ann', age: 30, tags: ['a'] });
  expect(ann.createdAt).toBeInstanceOf(Date);
  const err = await User.create({ email: 'ann@example.com' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect((err as MongoServerError).code).toBe(11000);
  expect((err as MongoServerError).keyValue).toEqual({ email: 'ann@example.com' });

  const bulk = await User.insertMany([{ email: 'b@x' }, { email: 'ann@example.com' }, { email: 'c@x' }], {
    ordered: false,
  }).catch((e: unknown) => e);
  expect((bulk as { code?: number }).code).toBe(11000);
  expect(await User.countDocuments()).toBe(3);
});

test('syncIndexes drops stale indexes and creates missing ones', async () => {
  const schema = new Schema({ sku: { type: String, unique: true }, price: Number });
  const Product = conn.model('Product', schema);
  await Product.init();
  await Product.collection.createIndex({ price: 1 }, { name: 'price_1' });
  const dropped = await Product.syncIndexes();
  expect(dropped).toEqual(['price_1']);
  expect((await Product.listIndexes()).map((i) => i.name)).toEqual(['_id_', 'sku_1']);
  // A second sync is a no-op.
  expect(await Product.syncIndexes()).toEqual([]);
  schema.index({ price: -1 });
  const Product2 = conn.model('Product2', schema, 'products');
  await Product2.syncIndexes();
  expect((await Product2.listIndexes()).map((i) => i.name).sort()).toEqual(['_id_', 'price_-1', 'sku_1']);
});

test('CRUD through models: queries, updates, populate, aggregate, lean', async () => {
  const User = conn.model<UserShape>('User');
  const Team = conn.model('Team', teamSchema);
  await Team.createCollection();
  const red = await Team.create({ title: 'red' });
  await User.updateOne(
    { email: 'ann@example.com' },
    { $set: { team: red._id }, $inc: { age: 1 }, $push: { tags: 'b' } },
  );

  const ann = await User.findOne({ email: 'ann@example.com' })
    .populate('team')
    .lean<UserShape & { _id: mongoose.Types.ObjectId }>();
  expect(ann).toMatchObject({ name: 'Ann', age: 31, tags: ['a', 'b'], team: { title: 'red' } });
  expect(ann!.updatedAt.getTime()).toBeGreaterThanOrEqual(ann!.createdAt.getTime());

  const upserted = await User.findOneAndUpdate(
    { email: 'new@x' },
    { $set: { name: 'New' } },
    { upsert: true, returnDocument: 'after' },
  );
  expect(upserted!.name).toBe('New');
  expect(await User.exists({ email: 'new@x' })).toBeTruthy();

  const byAge = await User.find({ age: { $gte: 18 } })
    .sort({ age: -1 })
    .select('email -_id')
    .lean();
  expect(byAge).toEqual([{ email: 'ann@example.com' }]);

  const stats = await User.aggregate([{ $group: { _id: null, n: { $sum: 1 } } }]);
  expect(stats[0].n).toBe(4);
  expect(await User.estimatedDocumentCount()).toBe(4);
  expect(await User.distinct('email', { name: 'New' })).toEqual(['new@x']);

  const del = await User.deleteMany({ email: /@x$/ });
  expect(del.deletedCount).toBe(3);
  const doc = await User.findById(ann!._id);
  doc!.name = 'Annie';
  await doc!.save();
  expect((await User.findById(ann!._id).lean<UserShape>())!.name).toBe('Annie');
});

test('bulkWrite and a missing collection', async () => {
  const Item = conn.model('Item', new Schema({ n: Number }));
  expect(await Item.find()).toEqual([]);
  const res = await Item.bulkWrite([
    { insertOne: { document: { n: 1 } } },
    { updateOne: { filter: { n: 2 }, update: { $set: { n: 2 } }, upsert: true } },
    { deleteOne: { filter: { n: 1 } } },
  ]);
  expect(res.insertedCount).toBe(1);
  expect(res.upsertedCount).toBe(1);
  expect(res.deletedCount).toBe(1);
  expect(await Item.countDocuments()).toBe(1);
});

describe('what the second wave asks of mongoose on the engine', () => {
  const kidSchema = new Schema({ name: String }, { timestamps: true });
  const noIdSchema = new Schema({ day: String, mood: Number }, { _id: false });
  const parentSchema = new Schema({
    kids: [kidSchema],
    entries: [noIdSchema],
    scores: [Number],
    email: String,
  });

  test('a positional update of a subdocument with timestamps sets both its fields', async () => {
    const Parent = conn.model('ParentPositional', parentSchema);
    const parent = await Parent.create({ kids: [{ name: 'a' }, { name: 'b' }] });
    const kidId = parent.kids[1]._id;
    const before = parent.kids[1].get('updatedAt') as Date;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const res = await Parent.updateOne({ _id: parent._id, 'kids._id': kidId }, { $set: { 'kids.$.name': 'B' } });
    expect(res.modifiedCount).toBe(1);
    const kid = (await Parent.findById(parent._id).lean())!.kids[1] as { name: string; updatedAt: Date };
    expect(kid.name).toBe('B');
    expect(kid.updatedAt.getTime()).toBeGreaterThan(before.getTime());
  });

  test('pull of a subdocument without _id removes it', async () => {
    const Parent = conn.model('ParentPull', parentSchema);
    const parent = await Parent.create({
      entries: [
        { day: 'mon', mood: 1 },
        { day: 'tue', mood: 2 },
      ],
    });
    parent.entries.pull(parent.entries[0]);
    await parent.save();
    const stored = await Parent.findById(parent._id).lean();
    expect(stored!.entries).toEqual([{ day: 'tue', mood: 2 }]);
  });

  test('$push with $each, $sort and $slice keeps the latest; a cursor streams every document', async () => {
    const Parent = conn.model('ParentPush', parentSchema);
    const parent = await Parent.create({ scores: [5] });
    await Parent.updateOne({ _id: parent._id }, { $push: { scores: { $each: [9, 1, 7], $sort: -1, $slice: 3 } } });
    expect((await Parent.findById(parent._id).lean())!.scores).toEqual([9, 7, 5]);
    await Parent.insertMany(Array.from({ length: 250 }, (_, i) => ({ email: `m${i}@x.test` })));
    let n = 0;
    for await (const doc of Parent.find({ email: { $exists: true } }).cursor({ batchSize: 40 })) {
      expect(doc.email).toMatch(/@x\.test$/);
      n++;
    }
    expect(n).toBe(250);
  });

  test('a case-insensitive lookup with a collation finds the member whatever the case', async () => {
    const Parent = conn.model('ParentCollation', parentSchema);
    await Parent.create({ email: 'Ann@Example.com' });
    const found = await Parent.findOne({ email: 'ann@example.COM' }).collation({ locale: 'en', strength: 2 }).lean();
    expect(found?.email).toBe('Ann@Example.com');
    expect(await Parent.countDocuments({ email: 'ann@example.com' })).toBe(0);
  });
});
