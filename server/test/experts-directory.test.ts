// The expert directory in MongoDB: the spec's sample experts seeded once (never over an edit), only
// active experts listed and bookable, and production seeding only when SEED_SAMPLE_EXPERTS=true.
import { CONDITIONS, EXPERTS } from '../src/content/index.js';
import { expertModel } from '../src/modules/expert/expert.model.js';
import { messages } from '../src/messages.js';
import { startProductionTestApp } from './support/production.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { bookingMember, startBooking } from './support/bookings.js';

const EXPERTS_QUERY = `query Experts($field: Condition!) { experts(field: $field) { id name location active timeZone } }`;
const EXPERT_QUERY = `query Expert($id: ID!) { expert(id: $id) { id name location active timeZone } }`;
const START_BOOKING = `mutation Start($expertId: ID!) { startBooking(expertId: $expertId) { reference } }`;

describe('the directory outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  const experts = () => expertModel(t.app.database.connection);

  it('holds the 30 sample experts with their content ids, active, in Africa/Lagos', async () => {
    const docs = await experts().find({}).lean();
    expect(docs).toHaveLength(30);
    expect(new Set(docs.map((d) => d._id))).toEqual(new Set(CONDITIONS.flatMap((c) => EXPERTS[c].map((e) => e.id))));
    expect(docs.every((d) => d.active && d.timeZone === 'Africa/Lagos')).toBe(true);
    const client = t.client();
    await client.signUp();
    const { experts: listed } = await client.ok(EXPERTS_QUERY, { field: 'DEMENTIA' });
    expect(listed.map((e: { id: string }) => e.id)).toEqual(EXPERTS.DEMENTIA.map((e) => e.id));
    expect(listed[0]).toMatchObject({ active: true, timeZone: 'Africa/Lagos' });
  });

  it('seeds again without duplicates and without overwriting an edit', async () => {
    const edited = EXPERTS.ANXIETY[1];
    await experts().updateOne({ _id: edited.id }, { $set: { location: 'Jos, Nigeria' } });
    const inserted = await t.app.services.experts.directory.seedSamples();
    expect(inserted).toBe(0);
    expect(await experts().countDocuments()).toBe(30);
    expect((await experts().findById(edited.id).lean())?.location).toBe('Jos, Nigeria');
    await t.app.services.experts.directory.reload();
    const client = t.client();
    await client.signUp();
    expect((await client.ok(EXPERT_QUERY, { id: edited.id })).expert.location).toBe('Jos, Nigeria');
  });

  it('puts back a sample expert that is missing, and only that one', async () => {
    const missing = EXPERTS.SCHIZOPHRENIA[3];
    await experts().deleteOne({ _id: missing.id });
    expect(await t.app.services.experts.directory.seedSamples()).toBe(1);
    expect(await experts().countDocuments()).toBe(30);
  });

  it('hides an inactive expert from members and refuses to book them', async () => {
    const hidden = EXPERTS.DEPRESSION[0];
    await experts().updateOne({ _id: hidden.id }, { $set: { active: false } });
    await t.app.services.experts.directory.reload();
    try {
      const client = t.client();
      await client.signUp();
      const { experts: listed } = await client.ok(EXPERTS_QUERY, { field: 'DEPRESSION' });
      expect(listed).toHaveLength(5);
      expect(listed.map((e: { id: string }) => e.id)).not.toContain(hidden.id);
      expect(await client.ok(EXPERT_QUERY, { id: hidden.id })).toEqual({ expert: null });
      const res = await client.gql(START_BOOKING, { expertId: hidden.id });
      expect(res.errors?.[0]).toMatchObject({ message: messages.expertNotFound, extensions: { code: 'NOT_FOUND' } });
      const { myBookings } = await client.ok('{ myBookings { id } }');
      expect(myBookings).toEqual([]);
    } finally {
      await experts().updateOne({ _id: hidden.id }, { $set: { active: true } });
      await t.app.services.experts.directory.reload();
    }
  });

  it('keeps naming the expert of a booking made before they were deactivated', async () => {
    const expert = EXPERTS.DEMENTIA[2];
    const { client } = await bookingMember(t);
    await startBooking(client, expert.id);
    await experts().updateOne({ _id: expert.id }, { $set: { active: false } });
    await t.app.services.experts.directory.reload();
    try {
      const { myBookings } = await client.ok('{ myBookings { expert { id name active } } }');
      expect(myBookings).toEqual([{ expert: { id: expert.id, name: expert.name, active: false } }]);
    } finally {
      await experts().updateOne({ _id: expert.id }, { $set: { active: true } });
      await t.app.services.experts.directory.reload();
    }
  });
});

describe('seeding in production', () => {
  it.each([
    ['unset', {}, 0],
    ['true', { SEED_SAMPLE_EXPERTS: 'true' }, 30],
  ])('with SEED_SAMPLE_EXPERTS %s inserts %#', async (_label, env, count) => {
    const t = await startProductionTestApp(env);
    try {
      expect(await expertModel(t.app.database.connection).countDocuments()).toBe(count);
    } finally {
      await t.close();
    }
  });
});
