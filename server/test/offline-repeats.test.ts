// Writes made offline and sent again (#36): a mood check-in, test answers or a measure's answers carry the client's
// Idempotency-Key; a repeat of the key (the queue's retry, two tabs, a hundred at once) answers the
// first result and stores nothing more. A malformed key is refused before anything is stored.
import { PHQ9 } from '@mindcheck/common';
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { answersFor, SUBMIT_ASSESSMENT, TEST_HISTORY } from './support/assessments.js';

const LOG_MOOD = `mutation Log($input: MoodInput!) { logMood(input: $input) { id mood note createdAt } }`;
const MOODS = `query Moods { moodEntries { id mood } }`;
const SUBMIT_MEASURE = `mutation S($instrument: Instrument!, $answers: [AnswerInput!]!) {
  submitMeasure(instrument: $instrument, answers: $answers) { id score change createdAt } }`;
const MEASURE_HISTORY = `query H { measureHistory(instrument: PHQ9) { id score } }`;
/** The PHQ-9 answered "Several days" throughout but item 9 (score 8). */
const PHQ9_ANSWERS = PHQ9.questions.map((q, i) => ({
  questionId: q.id,
  selectedAnswer: PHQ9.options[i === PHQ9.questions.length - 1 ? 0 : 1].label,
}));

/** The member's client, sending `key` as the Idempotency-Key of every request. */
function withKey(client: GraphQLClient, key: string): GraphQLClient {
  const keyed = new GraphQLClient(client.baseUrl, { ...client.extraHeaders, 'idempotency-key': key });
  for (const [name, value] of client.cookies) keyed.cookies.set(name, value);
  return keyed;
}

const newKey = () => crypto.randomUUID();

describe('offline repeats are stored once (Idempotency-Key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a repeated check-in with the first entry, and keeps one', async () => {
    const member = t.client();
    await member.signUp();
    const key = newKey();
    const first = await withKey(member, key).ok(LOG_MOOD, { input: { mood: 2, note: 'on the bus' } });
    const again = await withKey(member, key).ok(LOG_MOOD, { input: { mood: 2, note: 'on the bus' } });
    expect(again.logMood).toEqual(first.logMood);
    expect((await member.ok(MOODS)).moodEntries).toEqual([{ id: first.logMood.id, mood: 2 }]);
    // Without a key (or with another) each check-in is its own, as before.
    await member.ok(LOG_MOOD, { input: { mood: 4 } });
    await withKey(member, newKey()).ok(LOG_MOOD, { input: { mood: 5 } });
    expect((await member.ok(MOODS)).moodEntries.map((e: { mood: number }) => e.mood)).toEqual([2, 4, 5]);
  });

  it('stores one check-in for a hundred concurrent repeats, each answered with it', async () => {
    const member = t.client();
    await member.signUp();
    const keyed = withKey(member, newKey());
    const answers = await Promise.all(Array.from({ length: 100 }, () => keyed.gql(LOG_MOOD, { input: { mood: 3 } })));
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    const ids = new Set(answers.map((a) => a.data?.logMood.id));
    expect(ids.size).toBe(1);
    expect((await member.ok(MOODS)).moodEntries).toEqual([{ id: [...ids][0], mood: 3 }]);
  });

  it("keeps one member's key apart from another's", async () => {
    const [ada, bola] = [t.client(), t.client()];
    await ada.signUp();
    await bola.signUp();
    const key = newKey();
    const a = await withKey(ada, key).ok(LOG_MOOD, { input: { mood: 1 } });
    const b = await withKey(bola, key).ok(LOG_MOOD, { input: { mood: 5 } });
    expect(b.logMood.id).not.toBe(a.logMood.id);
    expect((await bola.ok(MOODS)).moodEntries).toEqual([{ id: b.logMood.id, mood: 5 }]);
  });

  it('refuses a malformed key with BAD_USER_INPUT and stores nothing', async () => {
    const member = t.client();
    await member.signUp();
    for (const key of ['short', 'x'.repeat(65), 'has spaces in it, sixteen+', '../../etc/passwd-0000']) {
      const res = await withKey(member, key).gql(LOG_MOOD, { input: { mood: 3 } });
      expect(res.errors?.[0]).toMatchObject({
        message: 'The Idempotency-Key header must be 16 to 64 letters, digits, hyphens or underscores.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect((await member.ok(MOODS)).moodEntries).toEqual([]);
  });

  it('answers repeated test answers (two, then a hundred at once) with the one stored result', async () => {
    const member = t.client();
    await member.signUp();
    const keyed = withKey(member, newKey());
    const variables = { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 1) };
    const first = await keyed.ok(SUBMIT_ASSESSMENT, variables);
    const second = await keyed.ok(SUBMIT_ASSESSMENT, variables);
    expect(second.submitAssessment).toEqual(first.submitAssessment);
    const burst = await Promise.all(Array.from({ length: 100 }, () => keyed.gql(SUBMIT_ASSESSMENT, variables)));
    expect(burst.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(burst.map((r) => r.data?.submitAssessment.id))).toEqual(new Set([first.submitAssessment.id]));
    expect((await member.ok(TEST_HISTORY)).testHistory).toHaveLength(1);
    // Without the key the once-only rule answers as before.
    const plain = await member.gql(SUBMIT_ASSESSMENT, variables);
    expect(plain.errors?.[0]).toMatchObject({ message: 'Test already taken.', extensions: { code: 'CONFLICT' } });
  });

  it("answers a measure's repeated answers (two, then a hundred at once) with the one stored result", async () => {
    const member = t.client();
    await member.signUp();
    const keyed = withKey(member, newKey());
    const variables = { instrument: 'PHQ9', answers: PHQ9_ANSWERS };
    const burst = await Promise.all(Array.from({ length: 100 }, () => keyed.gql(SUBMIT_MEASURE, variables)));
    expect(burst.flatMap((r) => r.errors ?? [])).toEqual([]);
    const [first] = burst.map((r) => r.data?.submitMeasure);
    expect(first).toMatchObject({ score: 8, change: 'BASELINE' });
    expect(new Set(burst.map((r) => r.data?.submitMeasure.id))).toEqual(new Set([first.id]));
    const again = await keyed.ok(SUBMIT_MEASURE, variables);
    expect(again.submitMeasure).toEqual(first);
    expect((await member.ok(MEASURE_HISTORY)).measureHistory).toEqual([{ id: first.id, score: 8 }]);
    // Without the key (or with another) the 14-day rule answers as before, and nothing more is stored.
    for (const client of [member, withKey(member, newKey())]) {
      const plain = await client.gql(SUBMIT_MEASURE, variables);
      expect(plain.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT' });
    }
    expect((await member.ok(MEASURE_HISTORY)).measureHistory).toHaveLength(1);
  });

  it('stores one result when a hundred first submits with one key arrive at once', async () => {
    const member = t.client();
    await member.signUp();
    const keyed = withKey(member, newKey());
    const variables = { condition: 'ANXIETY', answers: answersFor('ANXIETY', 0) };
    const burst = await Promise.all(Array.from({ length: 100 }, () => keyed.gql(SUBMIT_ASSESSMENT, variables)));
    expect(burst.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(burst.map((r) => r.data?.submitAssessment.id)).size).toBe(1);
    expect((await member.ok(TEST_HISTORY)).testHistory).toHaveLength(1);
  });
});
