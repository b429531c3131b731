// Validated measures (#34) end to end over GraphQL and HTTP: the definitions, submit (scoring, bands,
// change against the previous result), PHQ-9 item 9, the 14-day window under a moved clock and
// under hundreds of concurrent submits, bad inputs, authorization, the FHIR export (validated
// against FHIR R4 by FHIR.js) and the PDF summary. One app boot for the file.
import { Fhir } from 'fhir';
import { GAD7, PHQ9, type InstrumentDefinition } from '@mindcheck/common';
import { ManualClock } from '../src/clock.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { pdfText } from './support/pdf-text.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const MEASURE = `query M($instrument: Instrument!, $language: String) {
  measure(instrument: $instrument, language: $language) {
    instrument title timeframe maxScore clinicalCutoff language source questions { id text options { label score } } } }`;
const SUBMIT = `mutation S($instrument: Instrument!, $answers: [AnswerInput!]!) {
  submitMeasure(instrument: $instrument, answers: $answers) {
    id instrument score maxScore severity change language needsCrisisSupport createdAt
    crisisResources { name contact country emergency } } }`;
const HISTORY = `query H($instrument: Instrument) {
  measureHistory(instrument: $instrument) { id instrument score severity change needsCrisisSupport createdAt } }`;
const SET_COUNTRY = `mutation C($country: String) { updateProfile(input: { country: $country }) { id } }`;

const LABELS = PHQ9.options.map((o) => o.label);

/** Answers giving each question the score at its position (the last score repeats). */
function answers(def: InstrumentDefinition, scores: readonly number[]) {
  return def.questions.map((q, i) => ({
    questionId: q.id,
    selectedAnswer: LABELS[scores[Math.min(i, scores.length - 1)]],
  }));
}
/** Answers adding up to `total`, filled from the first question, item 9 kept at 0 unless it must carry some. */
function answersTotalling(def: InstrumentDefinition, total: number) {
  let left = total;
  return answers(
    def,
    def.questions.map(() => {
      const score = Math.min(3, left);
      left -= score;
      return score;
    }),
  );
}

describe('validated measures', () => {
  let t: TestApp;
  const clock = new ManualClock(new Date('2026-05-04T09:00:00Z'));
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock.now() });
  });
  afterAll(() => t.close());

  async function member(country?: string): Promise<GraphQLClient> {
    const client = t.client();
    await client.signUp();
    if (country) await client.ok(SET_COUNTRY, { country });
    return client;
  }
  const submit = (client: GraphQLClient, instrument: 'PHQ9' | 'GAD7', a: unknown) =>
    client.gql(SUBMIT, { instrument, answers: a });

  it('serves each instrument in its published wording, with the scale, cut-off and source', async () => {
    const client = await member();
    const { measure } = await client.ok(MEASURE, { instrument: 'PHQ9' });
    expect(measure).toMatchObject({ instrument: 'PHQ9', maxScore: 27, clinicalCutoff: 10, language: 'en' });
    expect(measure.timeframe).toBe(PHQ9.timeframe);
    expect(measure.questions.map((q: { text: string }) => q.text)).toEqual(PHQ9.questions.map((q) => q.text));
    expect(measure.questions[0].options).toEqual([
      { label: 'Not at all', score: 0 },
      { label: 'Several days', score: 1 },
      { label: 'More than half the days', score: 2 },
      { label: 'Nearly every day', score: 3 },
    ]);
    expect(measure.source).toContain('No permission required to reproduce, translate, display or distribute.');
    const gad = (await client.ok(MEASURE, { instrument: 'GAD7' })).measure;
    expect(gad).toMatchObject({ maxScore: 21, clinicalCutoff: 8 });
    expect(gad.questions).toHaveLength(7);
    // No translation with a recorded source yet: the English wording, and it says so.
    expect((await client.ok(MEASURE, { instrument: 'PHQ9', language: 'yo' })).measure.language).toBe('en');
    const bad = await client.gql(MEASURE, { instrument: 'PHQ9', language: 'x'.repeat(5000) });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Please choose a language such as en.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('takes the PHQ-9 twice 14 days apart: baseline, then the change; refused a millisecond early', async () => {
    clock.set(new Date('2026-05-04T09:00:00Z'));
    const client = await member();
    const first = (await submit(client, 'PHQ9', answersTotalling(PHQ9, 15))).data!.submitMeasure;
    expect(first).toMatchObject({
      instrument: 'PHQ9',
      score: 15,
      maxScore: 27,
      severity: 'MODERATELY_SEVERE',
      change: 'BASELINE',
      language: 'en',
      needsCrisisSupport: false,
      crisisResources: [],
    });
    clock.set(new Date(Date.parse('2026-05-18T09:00:00Z') - 1));
    const early = await submit(client, 'PHQ9', answersTotalling(PHQ9, 9));
    expect(early.errors?.[0]).toMatchObject({
      message:
        'You took the PHQ-9 less than 2 weeks ago: it asks about the last 2 weeks, so you can take it again from 18 May 2026, 09:00 UTC.',
      extensions: { code: 'CONFLICT' },
    });
    clock.set(new Date('2026-05-18T09:00:00Z'));
    const second = (await submit(client, 'PHQ9', answersTotalling(PHQ9, 9))).data!.submitMeasure;
    // 15 -> 9: down 6 (the threshold) from at/above 10 to below it.
    expect(second).toMatchObject({ score: 9, severity: 'MILD', change: 'RECOVERED' });
    clock.advanceDays(14);
    const third = (await submit(client, 'PHQ9', answersTotalling(PHQ9, 15))).data!.submitMeasure;
    expect(third).toMatchObject({ score: 15, change: 'DETERIORATED' });
    clock.advanceDays(20);
    const fourth = (await submit(client, 'PHQ9', answersTotalling(PHQ9, 11))).data!.submitMeasure;
    expect(fourth).toMatchObject({ score: 11, change: 'NO_RELIABLE_CHANGE' });
    // The GAD-7 has its own window and its own baseline.
    const gad = (await submit(client, 'GAD7', answersTotalling(GAD7, 8))).data!.submitMeasure;
    expect(gad).toMatchObject({ score: 8, severity: 'MILD', change: 'BASELINE', maxScore: 21 });

    const all = (await client.ok(HISTORY)).measureHistory;
    expect(all.map((r: { score: number }) => r.score)).toEqual([15, 9, 15, 11, 8]);
    const phq = (await client.ok(HISTORY, { instrument: 'PHQ9' })).measureHistory;
    expect(phq.map((r: { change: string }) => r.change)).toEqual([
      'BASELINE',
      'RECOVERED',
      'DETERIORATED',
      'NO_RELIABLE_CHANGE',
    ]);
  });

  it("refuses a retake too soon in the member's language, at their time where their country has one zone (#36)", async () => {
    // Open again at 23:30 UTC on 15 June: already 16 June, 00:30 in Lagos.
    clock.set(new Date('2026-06-01T23:30:00Z'));
    const early = async (locale: string, country?: string) => {
      const client = t.client();
      await client.signUp({ locale });
      if (country) await client.ok(SET_COUNTRY, { country });
      await client.ok(SUBMIT, { instrument: 'PHQ9', answers: answersTotalling(PHQ9, 5) });
      return (await submit(client, 'PHQ9', answersTotalling(PHQ9, 5))).errors?.[0];
    };
    expect(await early('pcm', 'NG')).toMatchObject({
      message:
        'You don do di PHQ-9 for inside di last 2 weeks: e dey ask about di last 2 weeks, so you fit do am again from 16 Jun 2026, 00:30.',
      extensions: { code: 'CONFLICT' },
    });
    // No country (or one of several zones): UTC, and the sentence says so.
    expect((await early('pcm'))?.message).toBe(
      'You don do di PHQ-9 for inside di last 2 weeks: e dey ask about di last 2 weeks, so you fit do am again from 15 Jun 2026, 23:30 UTC.',
    );
    // Yoruba awaits review of this sentence: all of it in English, the date too. English as before.
    const english =
      'You took the PHQ-9 less than 2 weeks ago: it asks about the last 2 weeks, so you can take it again from 15 June 2026, 23:30 UTC.';
    expect((await early('yo', 'NG'))?.message).toBe(english);
    expect((await early('en', 'NG'))?.message).toBe(english);
  });

  it('PHQ-9 item 9 above "Not at all" always brings the crisis resources of the member\'s country, whatever the total', async () => {
    const client = await member('NG');
    // Everything "Not at all" but item 9 "Several days": a total of 1, minimal.
    const a = answers(PHQ9, [0, 0, 0, 0, 0, 0, 0, 0, 1]);
    const { submitMeasure } = (await submit(client, 'PHQ9', a)).data!;
    expect(submitMeasure).toMatchObject({ score: 1, severity: 'MINIMAL', needsCrisisSupport: true });
    expect(submitMeasure.crisisResources[0]).toMatchObject({ country: 'NG', contact: '112', emergency: true });
    expect(submitMeasure.crisisResources.some((r: { emergency: boolean }) => !r.emergency)).toBe(true);
    // The history carries it too (the result page can be reopened).
    const [stored] = (await client.ok(HISTORY, { instrument: 'PHQ9' })).measureHistory;
    expect(stored.needsCrisisSupport).toBe(true);
    // A high total without item 9 is not this rule; the GAD-7 has no such item.
    const other = await member('NG');
    const high = (await submit(other, 'PHQ9', answers(PHQ9, [3, 3, 3, 3, 3, 3, 3, 3, 0]))).data!.submitMeasure;
    expect(high).toMatchObject({ score: 24, severity: 'SEVERE', needsCrisisSupport: false, crisisResources: [] });
  });

  it('stores exactly one of 200 concurrent submits, and one of 50 again after the window', async () => {
    clock.set(new Date('2026-07-01T12:00:00Z'));
    const client = await member();
    const burst = (n: number) =>
      Promise.all(Array.from({ length: n }, () => submit(client, 'GAD7', answersTotalling(GAD7, 10))));
    const first = await burst(200);
    expect(first.filter((r) => !r.errors).length).toBe(1);
    expect(first.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT').length).toBe(199);
    clock.advanceDays(14);
    const second = await burst(50);
    expect(second.filter((r) => !r.errors).length).toBe(1);
    const history = (await client.ok(HISTORY)).measureHistory;
    expect(history.map((r: { change: string }) => r.change)).toEqual(['BASELINE', 'NO_RELIABLE_CHANGE']);
    const stored = await t.app.database.connection
      .db!.collection('measure_results')
      .countDocuments({ userId: client.member!.id });
    expect(stored).toBe(2);
  });

  it('refuses bad answers with a clear error and stores nothing', async () => {
    const client = await member();
    const good = answers(PHQ9, [1]);
    const cases: unknown[] = [
      [],
      good.slice(0, 8),
      [...good, good[0]],
      good.map((a, i) => (i === 3 ? { ...a, selectedAnswer: 'Sometimes' } : a)),
      good.map((a, i) => (i === 0 ? { ...a, questionId: 'phq9-99' } : a)),
      good.map((a, i) => (i === 1 ? { ...a, questionId: 'phq9-1' } : a)),
      answers(GAD7, [1]),
      good.map((a) => ({ ...a, selectedAnswer: 'x'.repeat(2_000) })),
    ];
    for (const bad of cases) {
      const res = await submit(client, 'PHQ9', bad);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please answer all questions.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    const unknown = await client.gql(SUBMIT, { instrument: 'PHQ8', answers: good });
    expect(unknown.errors?.[0].message).toMatch(/PHQ8/);
    expect((await client.ok(HISTORY)).measureHistory).toEqual([]);
  });

  it('asks for sign-in and consent before anything is stored', async () => {
    const anonymous = t.client();
    const res = await submit(anonymous, 'PHQ9', answers(PHQ9, [1]));
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.gql(HISTORY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await anonymous.request('/account/measures.fhir.json')).status).toBe(401);
    const noConsent = t.client();
    await noConsent.signUp({}, { consent: false });
    const refused = await submit(noConsent, 'PHQ9', answers(PHQ9, [1]));
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('shows a member only their own results, in the history and the exports, and erases them with the account', async () => {
    const alice = await member();
    const bob = await member();
    await submit(alice, 'PHQ9', answers(PHQ9, [2]));
    expect((await alice.ok(HISTORY)).measureHistory).toHaveLength(1);
    expect((await bob.ok(HISTORY)).measureHistory).toEqual([]);
    const bobs = await (await bob.request('/account/measures.fhir.json')).json();
    expect(bobs).toMatchObject({ resourceType: 'Bundle', entry: [] });
    // Alice's own data export carries her result; erasing her account erases it.
    const exported = (await (await alice.request('/account/export')).json()) as {
      collections: Record<string, Record<string, unknown>[]>;
    };
    expect(exported.collections.measure_results).toHaveLength(1);
    expect(exported.collections.measure_results[0]).toMatchObject({ instrument: 'PHQ9', score: 18 });
    await alice.ok(`mutation { deleteAccount(password: "${alice.member!.password}") }`);
    const left = await t.app.database.connection
      .db!.collection('measure_results')
      .countDocuments({ userId: alice.member!.id });
    expect(left).toBe(0);
  });

  it('exports PHQ-9 and GAD-7 as a FHIR R4 Bundle of QuestionnaireResponse that validates', async () => {
    clock.set(new Date('2026-09-01T08:00:00Z'));
    const client = await member();
    await submit(client, 'PHQ9', answers(PHQ9, [1, 2, 3, 0, 1, 2, 3, 0, 1]));
    await submit(client, 'GAD7', answers(GAD7, [3]));
    const res = await client.request('/account/measures.fhir.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="mindcheck-measures-2026-09-01.fhir.json"',
    );
    // Parsed in the test's own realm: FHIR.js checks arrays with instanceof.
    const bundle = JSON.parse(await res.text());
    const result = new Fhir().validate(bundle, { errorOnUnexpected: true });
    expect((result.messages ?? []).filter((m) => m.severity === 'error')).toEqual([]);
    expect(result.valid).toBe(true);

    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const [phq, gad] = bundle.entry.map((e: { resource: unknown }) => e.resource);
    expect(phq).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      questionnaire: 'http://loinc.org/q/44249-1',
      status: 'completed',
      authored: '2026-09-01T08:00:00.000Z',
    });
    expect(phq.item).toHaveLength(10);
    expect(phq.item[1]).toEqual({
      linkId: '44255-8',
      text: 'Feeling down, depressed, or hopeless',
      answer: [{ valueCoding: { system: 'http://loinc.org', code: 'LA6570-1', display: 'More than half the days' } }],
    });
    expect(phq.item[9]).toMatchObject({ linkId: '44261-6', answer: [{ valueInteger: 13 }] });
    expect(gad.questionnaire).toBe('http://loinc.org/q/69737-5');
    expect(gad.item[7]).toMatchObject({ linkId: '70274-6', answer: [{ valueInteger: 21 }] });

    // A broken resource is caught by the same validation (the check can fail).
    const broken = structuredClone(bundle);
    broken.entry[0].resource.status = 'finished';
    broken.entry[0].resource.score = 13;
    expect(new Fhir().validate(broken, { errorOnUnexpected: true }).valid).toBe(false);

    // And the PDF summary lists both with their change in plain words.
    const pdf = await client.request('/account/report.pdf');
    const { text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain('Validated measures (PHQ-9, GAD-7)');
    expect(text).toMatch(/PHQ-9 \(Patient Health Questionnaire\): 13 of 27 \(moderate; clinical cut-off 10\)/);
    expect(text).toMatch(/GAD-7 \(Generalized Anxiety Disorder scale\): 21 of 21 \(severe; clinical cut-off 8\)/);
  });
});
