// Progress over time (#25): retakes under RETAKE_AFTER_DAYS with a moved clock, assessmentStatus,
// mood check-ins, the PDF summary (parsed), the CSV download, and export/erasure of the new data.
import { messages } from '../src/messages.js';
import { ManualClock } from '../src/clock.js';
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { answersFor, SUBMIT_ASSESSMENT, TEST_HISTORY } from './support/assessments.js';
import { pdfText as parsePdf } from './support/pdf-text.js';

const STATUS = `query Status($condition: Condition!) {
  assessmentStatus(condition: $condition) { condition lastTakenAt canTake retakeAvailableAt } }`;
const LOG_MOOD = `mutation Log($input: MoodInput!) { logMood(input: $input) { id mood note tags createdAt } }`;
const MOODS = `query Moods($from: DateTime, $to: DateTime) { moodEntries(from: $from, to: $to) { id mood note tags createdAt } }`;
const DELETE_MOOD = `mutation Del($id: ID!) { deleteMoodEntry(id: $id) }`;

const submit = (client: GraphQLClient, condition: string, score = 1) =>
  client.gql(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition as never, score) });

async function pdfText(res: Response): Promise<string> {
  return (await parsePdf(new Uint8Array(await res.arrayBuffer()))).text;
}

describe('retakes with RETAKE_AFTER_DAYS unset (the spec rule)', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-03-01T10:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock.now() });
  });
  afterAll(() => t.close());

  it("refuses a second test of a condition with 'Test already taken.' even a year later, and says never", async () => {
    const client = t.client();
    await client.signUp();
    expect((await client.ok(STATUS, { condition: 'DEPRESSION' })).assessmentStatus).toEqual({
      condition: 'DEPRESSION',
      lastTakenAt: null,
      canTake: true,
      retakeAvailableAt: null,
    });
    expect((await submit(client, 'DEPRESSION')).errors).toBeUndefined();
    clock.advanceDays(365);
    const again = await submit(client, 'DEPRESSION');
    expect(again.errors?.[0]).toMatchObject({ message: 'Test already taken.', extensions: { code: 'CONFLICT' } });
    const { assessmentStatus } = await client.ok(STATUS, { condition: 'DEPRESSION' });
    expect(assessmentStatus).toMatchObject({ canTake: false, retakeAvailableAt: null });
    expect(assessmentStatus.lastTakenAt).toBe('2026-03-01T10:00:00.000Z');
    expect((await client.ok(TEST_HISTORY)).testHistory).toHaveLength(1);
  });
});

describe('retakes with RETAKE_AFTER_DAYS=14 and RETAKE_AFTER_DAYS_DEMENTIA=30', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-04-01T08:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({ RETAKE_AFTER_DAYS: '14', RETAKE_AFTER_DAYS_DEMENTIA: '30' }, { now: () => clock.now() });
  });
  afterAll(() => t.close());

  it('allows a retake exactly 14 days after the last result, not a millisecond before', async () => {
    clock.set(new Date('2026-04-01T08:00:00Z'));
    const client = t.client();
    await client.signUp();
    const first = await submit(client, 'ANXIETY', 0);
    expect(first.errors).toBeUndefined();
    const { assessmentStatus: s1 } = await client.ok(STATUS, { condition: 'ANXIETY' });
    expect(s1).toMatchObject({ canTake: false, retakeAvailableAt: '2026-04-15T08:00:00.000Z' });

    clock.set(new Date(Date.parse('2026-04-15T08:00:00Z') - 1));
    const early = await submit(client, 'ANXIETY', 2);
    expect(early.errors?.[0]).toMatchObject({ message: 'Test already taken.', extensions: { code: 'CONFLICT' } });

    clock.set(new Date('2026-04-15T08:00:00Z'));
    const { assessmentStatus: s2 } = await client.ok(STATUS, { condition: 'ANXIETY' });
    expect(s2).toMatchObject({ canTake: true, retakeAvailableAt: null, lastTakenAt: '2026-04-01T08:00:00.000Z' });
    const retake = await submit(client, 'ANXIETY', 2);
    expect(retake.errors).toBeUndefined();
    expect(retake.data?.submitAssessment.score).toBe(20);

    // The window starts again from the retake.
    const { assessmentStatus: s3 } = await client.ok(STATUS, { condition: 'ANXIETY' });
    expect(s3).toMatchObject({ canTake: false, retakeAvailableAt: '2026-04-29T08:00:00.000Z' });
    const history = (await client.ok(TEST_HISTORY)).testHistory;
    expect(history.map((r: { score: number }) => r.score)).toEqual([20, 0]);
  });

  it('uses the per-condition value where one is set (dementia 30 days, the others 14)', async () => {
    clock.set(new Date('2026-05-01T00:00:00Z'));
    const client = t.client();
    await client.signUp();
    expect((await submit(client, 'DEMENTIA')).errors).toBeUndefined();
    expect((await submit(client, 'DEPRESSION')).errors).toBeUndefined();
    clock.advanceDays(20);
    expect((await client.ok(STATUS, { condition: 'DEMENTIA' })).assessmentStatus).toMatchObject({
      canTake: false,
      retakeAvailableAt: '2026-05-31T00:00:00.000Z',
    });
    expect((await submit(client, 'DEMENTIA')).errors?.[0].message).toBe('Test already taken.');
    expect((await submit(client, 'DEPRESSION')).errors).toBeUndefined();
    clock.advanceDays(10);
    expect((await submit(client, 'DEMENTIA')).errors).toBeUndefined();
  });

  it('stores exactly one retake when 200 submits arrive at once on two app instances', async () => {
    clock.set(new Date('2026-06-01T00:00:00Z'));
    const second = await startTestApp(
      { RETAKE_AFTER_DAYS: '14', MONGODB_URI: t.app.database.uri },
      { now: () => clock.now() },
    );
    try {
      const client = t.client();
      await client.signUp();
      expect((await submit(client, 'SCHIZOPHRENIA')).errors).toBeUndefined();
      clock.advanceDays(15);
      const other = new GraphQLClient(second.url);
      for (const [k, v] of client.cookies) other.cookies.set(k, v);
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => submit(i % 2 ? other : client, 'SCHIZOPHRENIA', i % 4)),
      );
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      const refused = results.filter((r) => r.errors);
      expect(refused).toHaveLength(199);
      for (const r of refused)
        expect(r.errors?.[0]).toMatchObject({ message: 'Test already taken.', extensions: { code: 'CONFLICT' } });
      expect((await client.ok(TEST_HISTORY)).testHistory).toHaveLength(2);
    } finally {
      await second.close();
    }
  }, 60_000);
});

describe('mood check-ins', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-07-01T09:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock.now() });
  });
  afterAll(() => t.close());

  it('stores a mood with a note and tags, lists them oldest first and within a range', async () => {
    const client = t.client();
    await client.signUp();
    const a = (
      await client.ok(LOG_MOOD, { input: { mood: 2, note: '  Slept badly  ', tags: ['sleep', 'work', 'sleep'] } })
    ).logMood;
    expect(a).toMatchObject({
      mood: 2,
      note: 'Slept badly',
      tags: ['sleep', 'work'],
      createdAt: '2026-07-01T09:00:00.000Z',
    });
    clock.advanceDays(1);
    await client.ok(LOG_MOOD, { input: { mood: 5 } });
    clock.advanceDays(1);
    await client.ok(LOG_MOOD, { input: { mood: 4, note: '', tags: [] } });
    const all = (await client.ok(MOODS)).moodEntries;
    expect(all.map((e: { mood: number }) => e.mood)).toEqual([2, 5, 4]);
    expect(all[2].note).toBeNull();
    const ranged = (await client.ok(MOODS, { from: '2026-07-02T00:00:00Z', to: '2026-07-02T23:59:59Z' })).moodEntries;
    expect(ranged.map((e: { mood: number }) => e.mood)).toEqual([5]);
    const backwards = await client.gql(MOODS, { from: '2026-07-03T00:00:00Z', to: '2026-07-01T00:00:00Z' });
    expect(backwards.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it.each([
    ['mood 0', { mood: 0 }, 'mood', 'Please choose a mood from 1 to 5.'],
    ['mood 6', { mood: 6 }, 'mood', 'Please choose a mood from 1 to 5.'],
    ['mood -3', { mood: -3 }, 'mood', 'Please choose a mood from 1 to 5.'],
    ['a 501-character note', { mood: 3, note: 'x'.repeat(501) }, 'note', 'Note must be at most 500 characters long.'],
    [
      'a 100,000-character note',
      { mood: 3, note: 'x'.repeat(100_000) },
      'note',
      'Note must be at most 500 characters long.',
    ],
    ['an unknown tag', { mood: 3, tags: ['sleep', 'pizza'] }, 'tags', 'Please choose tags from the list.'],
    [
      '50 tags',
      { mood: 3, tags: Array.from({ length: 50 }, () => 'sleep') },
      'tags',
      'Please choose tags from the list.',
    ],
  ])('refuses %s with a clear error on the field and stores nothing', async (_label, input, field, message) => {
    const client = t.client();
    await client.signUp();
    const res = await client.gql(LOG_MOOD, { input });
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    expect((await client.ok(MOODS)).moodEntries).toEqual([]);
  });

  it('keeps a 500-character note (the limit) and refuses a fractional mood', async () => {
    const client = t.client();
    await client.signUp();
    expect((await client.ok(LOG_MOOD, { input: { mood: 1, note: 'é'.repeat(500) } })).logMood.note).toHaveLength(500);
    const res = await client.gql(LOG_MOOD, { input: { mood: 2.5 } });
    expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it("lets a member delete only their own entries: another member's id is FORBIDDEN and stays", async () => {
    const alice = t.client();
    await alice.signUp();
    const bob = t.client();
    await bob.signUp();
    const entry = (await alice.ok(LOG_MOOD, { input: { mood: 3 } })).logMood;
    const stolen = await bob.gql(DELETE_MOOD, { id: entry.id });
    expect(stolen.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await bob.ok(MOODS)).moodEntries).toEqual([]);
    expect((await alice.ok(MOODS)).moodEntries).toHaveLength(1);
    expect((await alice.gql(DELETE_MOOD, { id: 'not-an-id' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await alice.gql(DELETE_MOOD, { id: '0123456789abcdef01234567' })).errors?.[0].extensions?.code).toBe(
      'NOT_FOUND',
    );
    expect((await alice.ok(DELETE_MOOD, { id: entry.id })).deleteMoodEntry).toBe(true);
    expect((await alice.ok(MOODS)).moodEntries).toEqual([]);
    expect((await alice.gql(DELETE_MOOD, { id: entry.id })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('asks visitors to sign in', async () => {
    const visitor = t.client();
    expect((await visitor.gql(MOODS)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await visitor.gql(LOG_MOOD, { input: { mood: 3 } })).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the PDF summary, the CSV download, export and erasure', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-08-10T12:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock.now() });
  });
  afterAll(() => t.close());

  it("holds the member's name, results, answers, evaluation, the notice and crisis resources, and nobody else's", async () => {
    const alice = t.client();
    // Letters beyond Western European (Yoruba's ọ and ẹ, Hausa's ƙ) come out as written.
    await alice.signUp({ firstName: 'Adaeze Ọlá', lastName: 'Okonkwo-Ẹ̀kọ́ ƙ' });
    const bob = t.client();
    await bob.signUp({ firstName: 'Barnabas', lastName: 'Whitfield' });
    const record = (await submit(alice, 'DEPRESSION', 2)).data!.submitAssessment;
    await submit(bob, 'ANXIETY', 3);
    await alice.ok(LOG_MOOD, { input: { mood: 4, note: 'A calm walk', tags: ['exercise'] } });
    await bob.ok(LOG_MOOD, { input: { mood: 1, note: 'Bob private note' } });

    const res = await alice.request('/account/report.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="mindcheck-summary-2026-08-10.pdf"');
    const text = await pdfText(res);
    expect(text.normalize('NFC')).toContain('Adaeze Ọlá Okonkwo-Ẹ̀kọ́ ƙ'.normalize('NFC'));
    expect(text).toContain('10 Aug 2026');
    expect(text).toContain('Depression');
    expect(text).toContain('Score: 20 of 30');
    expect(text).toContain('Band: moderately severe');
    expect(text).toContain(record.answers[0].question.slice(0, 30));
    expect(text).toContain(record.evaluation.slice(0, 30));
    expect(text).toContain('not a diagnosis');
    expect(text).toContain('A calm walk');
    expect(text).toMatch(/If you need help now[\s\S]*112/);
    expect(text).not.toContain('Barnabas');
    expect(text).not.toContain('Anxiety');
    expect(text).not.toContain('Bob private note');
    // Nothing of it in the logs.
    expect(t.logs.join('')).not.toContain('A calm walk');
  });

  it('embeds a Unicode font only when a text needs one (Helvetica is much cheaper to write)', async () => {
    const plain = t.client();
    await plain.signUp({ firstName: 'Chloé', lastName: 'Brontë' });
    await submit(plain, 'ANXIETY', 1);
    const latin = Buffer.from(await (await plain.request('/account/report.pdf')).arrayBuffer());
    expect(latin.toString('latin1')).toContain('/BaseFont /Helvetica');
    expect(latin.toString('latin1')).not.toContain('DejaVu');
    expect((await parsePdf(new Uint8Array(latin))).text).toContain('Chloé Brontë');

    await plain.ok(LOG_MOOD, { input: { mood: 3, note: 'Ẹ kú àárọ̀' } });
    const wide = Buffer.from(await (await plain.request('/account/report.pdf')).arrayBuffer());
    expect(wide.toString('latin1')).toContain('DejaVuSans');
    expect((await parsePdf(new Uint8Array(wide))).text.normalize('NFC')).toContain('Ẹ kú àárọ̀'.normalize('NFC'));
  });

  it('asks visitors to sign in (401) and keeps no copy in caches', async () => {
    const res = await t.client().request('/account/report.pdf');
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect((await t.client().request('/account/export.csv')).status).toBe(401);
  });

  it('gives scores and moods as CSV, oldest first, with formulas defused', async () => {
    const client = t.client();
    await client.signUp();
    clock.set(new Date('2026-08-11T12:00:00Z'));
    await client.ok(LOG_MOOD, { input: { mood: 2, note: '=HYPERLINK("http://x")', tags: ['sleep', 'work'] } });
    clock.set(new Date('2026-08-12T12:00:00Z'));
    await submit(client, 'DEMENTIA', 1);
    const res = await client.request('/account/export.csv');
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('type,date,assessment,score,max_score,mood,note,tags');
    expect(lines[1]).toBe(`mood,2026-08-11T12:00:00.000Z,,,,2,"'=HYPERLINK(""http://x"")",sleep work`);
    expect(lines[2]).toBe('score,2026-08-12T12:00:00.000Z,Dementia Assessment,10,30,,,');
    expect(lines).toHaveLength(3);
  });

  it('answers 429 with Retry-After after 30 downloads in an hour', async () => {
    const client = t.client();
    await client.signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await client.request('/account/export.csv')).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const refused = await client.request('/account/report.pdf');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: 'Too many attempts. Please wait a moment and try again.' });
    // Another member is not held back.
    const other = t.client();
    await other.signUp();
    expect((await other.request('/account/report.pdf')).status).toBe(200);
  });

  it('refuses downloads another site starts, without using up the quota (#33)', async () => {
    const client = t.client();
    await client.signUp();
    // A page elsewhere opening the links in the member's browser (top-level GETs carry the Lax cookie).
    for (const site of ['cross-site', 'same-site']) {
      for (let i = 0; i < 20; i++) {
        const res = await client.request('/account/export.csv', { headers: { 'sec-fetch-site': site } });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ error: messages.downloadFromMindCheck });
      }
    }
    // From the app (same-origin) or typed in (none), the member's own 30 an hour are all there.
    for (let i = 0; i < 30; i++) {
      const site = i % 2 ? 'same-origin' : 'none';
      expect((await client.request('/account/report.pdf', { headers: { 'sec-fetch-site': site } })).status).toBe(200);
    }
  });

  it('exports the mood entries in the JSON export and erases them with the account', async () => {
    const client = t.client();
    await client.signUp();
    const entry = (await client.ok(LOG_MOOD, { input: { mood: 3, note: 'Export me' } })).logMood;
    const exported = (await (await client.request('/account/export')).json()) as {
      collections: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.collections.mood_entries).toHaveLength(1);
    expect(exported.collections.mood_entries[0]).toMatchObject({ mood: 3, note: 'Export me' });
    await client.ok(`mutation { deleteAccount(password: "${client.member!.password}") }`);
    const left = await t.app.database.connection.db!.collection('mood_entries').countDocuments({ note: 'Export me' });
    expect(left).toBe(0);
    expect(entry.id).toBeTruthy();
  });
});
