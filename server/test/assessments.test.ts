// Assessments against the real app: validation, scoring and bands, "already taken" (also under
// concurrency and across two instances), evaluations from the fake Gemini and their failures,
// the offline evaluator, the crisis flag, and each member seeing only their own records.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONDITIONS, QUESTIONS, TIPS, EXPERTS, type Condition } from '../src/content/index.js';
import { startEmbeddedMongo } from '@mindcheck/embedded-mongo';
import { messages } from '../src/messages.js';
import { startFakeGemini, type FakeGemini } from './fakes/gemini.js';
import { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import {
  ASSESSMENT,
  ASSESSMENTS,
  ASSESSMENT_TAKEN,
  HEALTH_SCORES,
  SUBMIT_ASSESSMENT,
  TEST_HISTORY,
  answersFor,
  scoresAddingUpTo,
  type AnswerShape,
} from './support/assessments.js';

const AI_TIMEOUT_MS = 1500;
let gemini: FakeGemini;
let t: TestApp;

beforeAll(async () => {
  gemini = await startFakeGemini();
  t = await startTestApp({
    ...gemini.env,
    AI_TIMEOUT_MS: String(AI_TIMEOUT_MS),
  });
});
afterEach(() => gemini.reset());
afterAll(async () => {
  await t?.close();
  await gemini?.close();
});

async function member(app: TestApp = t): Promise<GraphQLClient> {
  const client = app.client();
  await client.signUp();
  return client;
}

function submit(client: GraphQLClient, condition: Condition, answers: AnswerShape[]) {
  return client.gql(SUBMIT_ASSESSMENT, { condition, answers });
}

async function taken(client: GraphQLClient, condition: Condition): Promise<boolean> {
  return (await client.ok(ASSESSMENT_TAKEN, { condition })).assessmentTaken;
}

describe('the assessment definitions', () => {
  it('lists the five assessments in menu order, ten questions each with the four answers', async () => {
    const client = await member();
    const { assessments } = await client.ok(ASSESSMENTS);
    expect(assessments.map((a: { condition: string }) => a.condition)).toEqual([...CONDITIONS]);
    expect(assessments.map((a: { slug: string }) => a.slug)).toEqual([
      'depression',
      'anxiety',
      'schizophrenia',
      'substance_abuse',
      'dementia',
    ]);
    for (const a of assessments) {
      expect(a.maxScore).toBe(30);
      expect(a.questions).toHaveLength(10);
      for (const q of a.questions) {
        expect(q.text.startsWith(a.timeWindow.charAt(0).toUpperCase() + a.timeWindow.slice(1))).toBe(true);
        expect(q.options).toEqual([
          { label: 'Not at all', score: 0 },
          { label: 'Several days', score: 1 },
          { label: 'More than half the days', score: 2 },
          { label: 'Nearly every day', score: 3 },
        ]);
      }
    }
    const { assessment } = await client.ok(ASSESSMENT, { condition: 'SUBSTANCE_ABUSE' });
    expect(assessment).toMatchObject({
      title: 'Substance Abuse Assessment',
      timeWindow: 'over the last year',
      fieldName: 'Substance Abuse',
    });
    expect(assessment.questions.map((q: { id: string }) => q.id)).toEqual(QUESTIONS.SUBSTANCE_ABUSE.map((q) => q.id));
  });

  it('refuses an unknown condition argument with a GraphQL error', async () => {
    const client = await member();
    for (const condition of ['depressionx', 'depression', 'ANXIETY_DISORDER', '']) {
      const res = await client.gql(ASSESSMENT, { condition });
      expect(res.data ?? null).toBeNull();
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    const inline = await client.gql('{ assessmentTaken(condition: NOPE) }');
    expect(inline.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is for signed-in members only', async () => {
    const visitor = t.client();
    for (const [query, variables] of [
      [ASSESSMENTS, {}],
      [ASSESSMENT, { condition: 'DEPRESSION' }],
      [ASSESSMENT_TAKEN, { condition: 'DEPRESSION' }],
      [TEST_HISTORY, {}],
      [HEALTH_SCORES, {}],
      [SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 0) }],
    ] as const) {
      const res = await visitor.gql(query, variables);
      expect(res.errors?.[0]).toMatchObject({
        message: messages.signInRequired,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    expect(gemini.requests).toHaveLength(0);
  });
});

describe('scoring', () => {
  it.each([
    [0, 'Not at all', 0],
    [1, 'Several days', 10],
    [2, 'More than half the days', 20],
    [3, 'Nearly every day', 30],
  ])('scores every "%s" answer (%s) on the server: total %s', async (score, label, total) => {
    const client = await member();
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'ANXIETY',
      answers: answersFor('ANXIETY', score),
    });
    expect(record.score).toBe(total);
    expect(record.maxScore).toBe(30);
    expect(record.answers).toHaveLength(10);
    for (const [i, answer] of record.answers.entries()) {
      expect(answer).toEqual({
        questionId: QUESTIONS.ANXIETY[i].id,
        question: QUESTIONS.ANXIETY[i].text,
        selectedAnswer: label,
        score,
      });
    }
  });

  it('adds mixed answers up and puts each total in its band (MINIMAL 0-5 ... SEVERE 24-30)', async () => {
    const cases: Array<[number, string]> = [
      [5, 'MINIMAL'],
      [6, 'MILD'],
      [11, 'MILD'],
      [12, 'MODERATE'],
      [17, 'MODERATE'],
      [18, 'MODERATELY_SEVERE'],
      [23, 'MODERATELY_SEVERE'],
      [24, 'SEVERE'],
    ];
    const client = await member();
    // One member, one test per condition: five of the cases here, the rest on a second member.
    const second = await member();
    for (const [index, [total, severity]] of cases.entries()) {
      const who = index < 5 ? client : second;
      const condition = CONDITIONS[index % 5];
      const { submitAssessment: record } = await who.ok(SUBMIT_ASSESSMENT, {
        condition,
        answers: answersFor(condition, scoresAddingUpTo(condition, total)),
      });
      expect({ total: record.score, severity: record.severity }).toEqual({ total, severity });
    }
  });

  it('ignores the order in which the answers arrive', async () => {
    const client = await member();
    const answers = answersFor('DEMENTIA', [3, 2, 1, 0, 3, 2, 1, 0, 3, 2]).reverse();
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, { condition: 'DEMENTIA', answers });
    expect(record.score).toBe(17);
    expect(record.answers.map((a: { questionId: string }) => a.questionId)).toEqual(
      QUESTIONS.DEMENTIA.map((q) => q.id),
    );
  });
});

describe('incomplete or invalid answers', () => {
  const full = () => answersFor('DEPRESSION', 1);
  const cases: Array<[string, () => unknown[]]> = [
    ['no answers', () => []],
    ['one question left out', () => full().slice(0, 9)],
    [
      'an unknown questionId',
      () => [...full().slice(0, 9), { questionId: 'depression-q11', selectedAnswer: 'Several days' }],
    ],
    [
      "another condition's question",
      () => [...full().slice(0, 9), { questionId: QUESTIONS.ANXIETY[9].id, selectedAnswer: 'Several days' }],
    ],
    [
      'an answer that is not one of the four',
      () => [...full().slice(0, 9), { ...full()[9], selectedAnswer: 'Sometimes' }],
    ],
    ['an answer in the wrong case', () => [...full().slice(0, 9), { ...full()[9], selectedAnswer: 'several days' }]],
    ['a score instead of a label', () => [...full().slice(0, 9), { ...full()[9], selectedAnswer: '3' }]],
    ['an empty answer', () => [...full().slice(0, 9), { ...full()[9], selectedAnswer: '' }]],
    ['a question answered twice', () => [...full().slice(0, 9), full()[0]]],
    ['an eleventh answer', () => [...full(), { questionId: 'depression-q11', selectedAnswer: 'Not at all' }]],
    ['the same question twice beside all ten', () => [...full(), full()[3]]],
    ['a huge list', () => Array.from({ length: 500 }, () => full()[0])],
  ];

  it.each(cases)("refuses %s with 'Please answer all questions.' and stores nothing", async (_label, answers) => {
    const client = await member();
    const res = await client.gql(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answers() });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please answer all questions.',
      extensions: { code: 'BAD_USER_INPUT', field: 'answers' },
    });
    expect(res.data ?? null).toBeNull();
    expect(await taken(client, 'DEPRESSION')).toBe(false);
    expect((await client.ok(TEST_HISTORY)).testHistory).toEqual([]);
    expect(gemini.requests).toHaveLength(0);
  });

  it('refuses answers of the wrong shape as GraphQL errors', async () => {
    const client = await member();
    for (const answers of [
      [{ questionId: 'depression-q1' }],
      [{ questionId: { $ne: null }, selectedAnswer: 'Not at all' }],
      'Not at all',
      null,
    ]) {
      const res = await client.gql(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(await taken(client, 'DEPRESSION')).toBe(false);
  });
});

describe('a test already taken', () => {
  it("refuses a second submit with 'Test already taken.' (CONFLICT) and keeps the first record", async () => {
    const client = await member();
    expect(await taken(client, 'SCHIZOPHRENIA')).toBe(false);
    const first = (
      await client.ok(SUBMIT_ASSESSMENT, { condition: 'SCHIZOPHRENIA', answers: answersFor('SCHIZOPHRENIA', 0) })
    ).submitAssessment;
    expect(await taken(client, 'SCHIZOPHRENIA')).toBe(true);
    expect(await taken(client, 'DEMENTIA')).toBe(false);
    gemini.reset();

    const again = await submit(client, 'SCHIZOPHRENIA', answersFor('SCHIZOPHRENIA', 3));
    expect(again.errors?.[0]).toMatchObject({ message: 'Test already taken.', extensions: { code: 'CONFLICT' } });
    expect(gemini.requests).toHaveLength(0);
    const { testHistory } = await client.ok(TEST_HISTORY);
    expect(testHistory).toHaveLength(1);
    expect(testHistory[0]).toMatchObject({ id: first.id, score: 0 });
  });

  it('stores exactly one record when ten submits of one test arrive at once', async () => {
    const client = await member();
    gemini.fallback = { kind: 'reply', text: 'One evaluation.' };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(client, 'DEPRESSION', answersFor('DEPRESSION', i % 4))),
    );
    const ok = results.filter((r) => !r.errors);
    const conflicts = results.filter((r) => r.errors?.[0].extensions?.code === 'CONFLICT');
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(9);
    for (const r of conflicts) expect(r.errors?.[0].message).toBe('Test already taken.');
    const { testHistory } = await client.ok(TEST_HISTORY);
    expect(testHistory).toHaveLength(1);
    expect(testHistory[0].id).toBe(ok[0].data?.submitAssessment.id);
    // A double click asks the AI service once, not ten times.
    expect(gemini.requests).toHaveLength(1);
  });

  it('stores exactly one record when concurrent submits reach two app instances (the unique index decides)', async () => {
    const second = await startTestApp({
      ...gemini.env,
      MONGODB_URI: t.app.database.uri,
    });
    try {
      const client = await member();
      const other = new GraphQLClient(second.url);
      for (const [k, v] of client.cookies) other.cookies.set(k, v);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => submit(i % 2 ? other : client, 'ANXIETY', answersFor('ANXIETY', 1))),
      );
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(results.filter((r) => r.errors?.[0].message === 'Test already taken.')).toHaveLength(9);
      expect((await client.ok(TEST_HISTORY)).testHistory).toHaveLength(1);
      expect((await other.ok(TEST_HISTORY)).testHistory).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('the evaluation', () => {
  it('comes from the AI service, as plain text, from a prompt with the score out of 30 and nothing about the member', async () => {
    const client = t.client();
    const { input } = await client.signUp({
      firstName: 'Zebulon',
      lastName: 'Quartermaine',
      phoneNumber: '08055501234',
    });
    gemini.queue.push({
      kind: 'reply',
      text: '## Your result\n\nYour score suggests **mild** symptoms.\n\nThis is not a diagnosis.',
    });
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'DEPRESSION',
      answers: answersFor('DEPRESSION', scoresAddingUpTo('DEPRESSION', 8)),
    });
    expect(record.evaluationSource).toBe('AI');
    expect(record.evaluation).toBe('Your result\n\nYour score suggests mild symptoms.\n\nThis is not a diagnosis.');

    expect(gemini.requests).toHaveLength(1);
    const sent = gemini.requests[0];
    expect(sent).toMatchObject({ method: 'generateContent', model: 'gemini-2.5-flash', apiKey: 'test-key' });
    expect(sent.text).toContain('depression assessment');
    expect(sent.text).toContain('8 out of 30');
    expect(sent.text).toMatch(/short, concise evaluation/);
    expect(sent.text).toMatch(/plain text in two or three short paragraphs/);
    const whole = JSON.stringify(sent.body).toLowerCase();
    for (const secret of [
      input.firstName,
      input.lastName,
      input.email,
      input.phoneNumber,
      input.password,
      client.member!.id,
    ]) {
      expect(whole).not.toContain(String(secret).toLowerCase());
    }
    // The answers themselves stay on our side too.
    for (const q of QUESTIONS.DEPRESSION) expect(sent.text).not.toContain(q.text);
  });

  it.each<[string, () => void]>([
    ['a 500 twice', () => (gemini.fallback = { kind: 'status', status: 500 })],
    ['a 429 twice', () => (gemini.fallback = { kind: 'status', status: 429 })],
    ['a safety block', () => gemini.queue.push({ kind: 'blocked' })],
    ['an empty answer', () => gemini.queue.push({ kind: 'empty' })],
    ['a hang past the timeout', () => (gemini.fallback = { kind: 'hang' })],
  ])("falls back to the spec's text after %s, and the record is still saved", async (_label, arrange) => {
    const client = await member();
    arrange();
    const started = Date.now();
    const res = await submit(client, 'DEMENTIA', answersFor('DEMENTIA', 1));
    const elapsed = Date.now() - started;
    expect(res.errors).toBeUndefined();
    const record = res.data!.submitAssessment;
    expect(record).toMatchObject({
      evaluation: "We're unable to evaluate your condition at the moment. Please try again later.",
      evaluationSource: 'FALLBACK',
      score: 10,
      severity: 'MILD',
    });
    expect(elapsed).toBeLessThan(AI_TIMEOUT_MS + 3000);
    expect(await taken(client, 'DEMENTIA')).toBe(true);
    const { testHistory } = await client.ok(TEST_HISTORY);
    expect(testHistory.map((r: { id: string; evaluationSource: string }) => [r.id, r.evaluationSource])).toEqual([
      [record.id, 'FALLBACK'],
    ]);
  });

  it('retries once after a 500 and then uses the AI text', async () => {
    const client = await member();
    gemini.queue.push({ kind: 'status', status: 503 }, { kind: 'reply', text: 'Second try worked.' });
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'ANXIETY',
      answers: answersFor('ANXIETY', 0),
    });
    expect(record).toMatchObject({ evaluation: 'Second try worked.', evaluationSource: 'AI' });
    expect(gemini.requests).toHaveLength(2);
  });

  it('never writes the answers or the evaluation to the logs', async () => {
    const client = await member();
    const secretText = 'A-very-distinctive-evaluation-text-7f3a';
    gemini.queue.push({ kind: 'reply', text: secretText });
    await client.ok(SUBMIT_ASSESSMENT, { condition: 'SUBSTANCE_ABUSE', answers: answersFor('SUBSTANCE_ABUSE', 2) });
    gemini.fallback = { kind: 'status', status: 500 };
    await client.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 2) });
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(secretText);
    expect(logs).not.toContain('More than half the days');
    expect(logs).not.toContain(QUESTIONS.SUBSTANCE_ABUSE[0].text);
    expect(logs).toContain('assessment evaluation fell back');
  });
});

describe('without an AI key', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await startTestApp();
  });
  afterAll(async () => {
    await offline?.close();
  });

  it('the offline evaluator writes a sensible evaluation from condition, band and tips', async () => {
    const client = await member(offline);
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'ANXIETY',
      answers: answersFor('ANXIETY', scoresAddingUpTo('ANXIETY', 14)),
    });
    expect(record.evaluationSource).toBe('OFFLINE');
    const text: string = record.evaluation;
    expect(text).toContain('14 out of 30');
    expect(text).toContain('Anxiety Disorder Assessment');
    expect(text).toContain('moderate range');
    expect(text).toMatch(/not a diagnosis/);
    expect(text).toContain(TIPS.ANXIETY[0].charAt(0).toLowerCase() + TIPS.ANXIETY[0].slice(1, 40));
    expect(text).not.toMatch(/undefined|NaN|\[object/);
    expect(text.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(gemini.requests).toHaveLength(0);
  });

  it("names the bands of the spec's own schizophrenia and dementia scales by what was reported, never with a clinical grade (H11)", async () => {
    const cases: [Condition, number, string][] = [
      ['SCHIZOPHRENIA', 3, 'few symptoms reported'],
      ['DEMENTIA', 12, 'some symptoms reported'],
      ['SCHIZOPHRENIA', 26, 'many symptoms reported'],
    ];
    for (const [condition, total, label] of cases) {
      const client = await member(offline);
      const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
        condition,
        answers: answersFor(condition, scoresAddingUpTo(condition, total)),
      });
      expect(record.evaluationSource).toBe('OFFLINE');
      const text: string = record.evaluation;
      expect(text).toContain(`${total} out of 30`);
      expect(text.toLowerCase()).toContain(label);
      expect(text).toMatch(/not a validated clinical (instrument|test)/);
      expect(text).not.toMatch(/\b(minimal|mild|moderate|moderately severe|severe)\b/i);
      expect(text).not.toMatch(/ range\b/);
      expect(text).toMatch(/not a diagnosis/);
    }
    // Many symptoms reported (a SEVERE total raises the crisis flag): the way to urgent help is there.
    const client = await member(offline);
    const { submitAssessment: many } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'DEMENTIA',
      answers: answersFor('DEMENTIA', scoresAddingUpTo('DEMENTIA', 27)),
    });
    expect(many.needsCrisisSupport).toBe(true);
    expect(many.evaluation).toMatch(/emergency services/);
  });
});

describe('the offline evaluation of crisis-level answers', () => {
  let offline: TestApp;
  beforeAll(async () => {
    offline = await startTestApp();
  });
  afterAll(async () => {
    await offline?.close();
  });

  it('never tells a member with thoughts of self-harm that all is well, whatever the total', async () => {
    const client = await member(offline);
    const scores = QUESTIONS.DEPRESSION.map((q) => (q.crisis ? 2 : 0));
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'DEPRESSION',
      answers: answersFor('DEPRESSION', scores),
    });
    expect(record).toMatchObject({
      score: 2,
      severity: 'MINIMAL',
      needsCrisisSupport: true,
      evaluationSource: 'OFFLINE',
    });
    expect(record.evaluation).toMatch(/thoughts of being better off dead or of harming yourself/);
    expect(record.evaluation).toMatch(/emergency services/);
    expect(record.evaluation).not.toMatch(/not getting much in the way of daily life/);
  });
});

describe('the crisis flag', () => {
  const depressionCrisisIndex = QUESTIONS.DEPRESSION.findIndex((q) => q.crisis);

  it('is raised by any answer above 0 on the self-harm item, even with a low total, with the resources', async () => {
    const client = await member();
    const scores = QUESTIONS.DEPRESSION.map((_, i) => (i === depressionCrisisIndex ? 1 : 0));
    const { submitAssessment: record } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'DEPRESSION',
      answers: answersFor('DEPRESSION', scores),
    });
    expect(record).toMatchObject({ score: 1, severity: 'MINIMAL', needsCrisisSupport: true });
    expect(record.crisisResources).toEqual([
      { name: 'Emergency services', contact: '112', url: null },
      {
        name: 'Find a Helpline (free, confidential helplines in your country)',
        contact: 'findahelpline.com',
        url: 'https://findahelpline.com',
      },
    ]);
    expect(gemini.requests[0].text).toMatch(/emergency services or a crisis line/);
    // The history shows the same.
    const [stored] = (await client.ok(TEST_HISTORY)).testHistory;
    expect(stored).toMatchObject({ needsCrisisSupport: true });
    expect(stored.crisisResources).toHaveLength(2);
  });

  it('is raised by a SEVERE total, and stays down otherwise', async () => {
    const client = await member();
    const severe = (
      await client.ok(SUBMIT_ASSESSMENT, {
        condition: 'SCHIZOPHRENIA',
        answers: answersFor('SCHIZOPHRENIA', scoresAddingUpTo('SCHIZOPHRENIA', 24)),
      })
    ).submitAssessment;
    expect(severe).toMatchObject({ severity: 'SEVERE', needsCrisisSupport: true });
    expect(severe.crisisResources.length).toBeGreaterThan(0);
    const high = (
      await client.ok(SUBMIT_ASSESSMENT, {
        condition: 'DEPRESSION',
        answers: answersFor('DEPRESSION', scoresAddingUpTo('DEPRESSION', 23)),
      })
    ).submitAssessment;
    expect(high).toMatchObject({ severity: 'MODERATELY_SEVERE', needsCrisisSupport: false, crisisResources: [] });
  });

  it('shows the resources configured in CRISIS_RESOURCES', async () => {
    const configured = await startTestApp({
      CRISIS_RESOURCES: JSON.stringify([
        { name: 'Campus crisis line', contact: '555-0100', url: 'https://crisis.example.com' },
      ]),
    });
    try {
      const client = await member(configured);
      const record = (await client.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 3) }))
        .submitAssessment;
      expect(record.crisisResources).toEqual([
        { name: 'Campus crisis line', contact: '555-0100', url: 'https://crisis.example.com' },
      ]);
    } finally {
      await configured.close();
    }
  });
});

describe('history and health scores', () => {
  it('lists the member’s tests newest first with tips and experts, and their scores oldest first', async () => {
    const client = await member();
    const order: Condition[] = ['DEMENTIA', 'DEPRESSION', 'SUBSTANCE_ABUSE'];
    const submitted = [];
    for (const [i, condition] of order.entries()) {
      const before = Date.now();
      const record = (await client.ok(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition, i) }))
        .submitAssessment;
      const at = Date.parse(record.createdAt);
      expect(at).toBeGreaterThanOrEqual(before - 5);
      expect(at).toBeLessThanOrEqual(Date.now() + 5);
      submitted.push(record);
      await new Promise((r) => setTimeout(r, 5));
    }

    const { testHistory } = await client.ok(TEST_HISTORY);
    expect(testHistory.map((r: { condition: string }) => r.condition)).toEqual([...order].reverse());
    for (const record of testHistory) {
      const condition = record.condition as Condition;
      expect(record.title).toMatch(/ Assessment$/);
      expect(record.tips).toEqual([...TIPS[condition]]);
      expect(record.recommendedExperts.map((e: { id: string }) => e.id)).toEqual(EXPERTS[condition].map((e) => e.id));
      expect(record.answers).toHaveLength(10);
    }

    const { healthScores } = await client.ok(HEALTH_SCORES);
    expect(healthScores).toEqual(
      submitted.map((r) => ({
        assessmentId: r.id,
        condition: r.condition,
        score: r.score,
        evaluation: r.evaluation,
        createdAt: r.createdAt,
      })),
    );
  });

  it('gives the stored answers whenever they are asked for, directly or through fragments, and the same record without them', async () => {
    const client = await member();
    const submitted = (await client.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 2) }))
      .submitAssessment;
    const expected = submitted.answers;
    expect(expected).toHaveLength(10);
    const asked = [
      'query { testHistory { id answers { questionId question selectedAnswer score } } }',
      'query { testHistory { id ...A } } fragment A on AssessmentRecord { answers { questionId question selectedAnswer score } }',
      'query { testHistory { id ... on AssessmentRecord { answers { questionId question selectedAnswer score } } } }',
      'query { testHistory { ...B } } fragment B on AssessmentRecord { id ...A } fragment A on AssessmentRecord { answers { questionId question selectedAnswer score } }',
    ];
    for (const query of asked)
      expect((await client.ok(query)).testHistory).toEqual([{ id: submitted.id, answers: expected }]);
    const without = (await client.ok('query { testHistory { id score severity evaluation tips } }')).testHistory;
    expect(without).toEqual([
      {
        id: submitted.id,
        score: submitted.score,
        severity: submitted.severity,
        evaluation: submitted.evaluation,
        tips: submitted.tips,
      },
    ]);
  });

  it('is empty for a new member', async () => {
    const client = await member();
    expect(await client.ok(TEST_HISTORY)).toEqual({ testHistory: [] });
    expect(await client.ok(HEALTH_SCORES)).toEqual({ healthScores: [] });
  });

  it("shows member B none of member A's records, and A's tests do not count as B's", async () => {
    const a = await member();
    const b = await member();
    await a.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 2) });
    await a.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 1) });
    expect((await a.ok(TEST_HISTORY)).testHistory).toHaveLength(2);
    expect((await a.ok(HEALTH_SCORES)).healthScores).toHaveLength(2);

    expect((await b.ok(TEST_HISTORY)).testHistory).toEqual([]);
    expect((await b.ok(HEALTH_SCORES)).healthScores).toEqual([]);
    expect(await taken(b, 'DEPRESSION')).toBe(false);
    const own = (await b.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 0) }))
      .submitAssessment;
    expect((await b.ok(TEST_HISTORY)).testHistory.map((r: { id: string }) => r.id)).toEqual([own.id]);
    expect((await a.ok(TEST_HISTORY)).testHistory.map((r: { condition: string }) => r.condition)).toEqual([
      'ANXIETY',
      'DEPRESSION',
    ]);
  });
});

describe('a failed save', () => {
  it("answers 'Failed to submit assessment. Please try again.' and stores nothing", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mindcheck-assess-'));
    let mongo = await startEmbeddedMongo({ port: 0, dbPath: dir, logger: { warn: () => undefined } });
    const port = mongo.port;
    const app = await startTestApp({
      ...gemini.env,
      AI_TIMEOUT_MS: '1000',
      MONGODB_URI: mongo.uri,
    });
    try {
      const client = await member(app);
      // The database goes away while the AI service is being asked; it is back for the check after.
      gemini.fallback = { kind: 'hang' };
      const pending = submit(client, 'DEPRESSION', answersFor('DEPRESSION', 1));
      await waitFor(() => gemini.requests.length > 0);
      await mongo.stop();
      const res = await pending;
      expect(res.errors?.[0]).toMatchObject({
        message: 'Failed to submit assessment. Please try again.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(res.errors)).not.toMatch(/Mongo|ECONNREFUSED|stack/i);

      mongo = await startEmbeddedMongo({ port, dbPath: dir, logger: { warn: () => undefined } });
      await waitFor(async () => !(await client.gql(ASSESSMENT_TAKEN, { condition: 'DEPRESSION' })).errors, 15000);
      expect(await taken(client, 'DEPRESSION')).toBe(false);
      expect((await client.ok(TEST_HISTORY)).testHistory).toEqual([]);
    } finally {
      await app.close();
      await mongo.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
