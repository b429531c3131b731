// Safety and consent (#26): consent before health data, the AI opt-out, crisis resources by
// country, the safety plan (validation, ownership, export and erasure).
import { startFakeGemini, type FakeGemini } from './fakes/gemini.js';
import { GIVE_CONSENT, GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { answersFor, SUBMIT_ASSESSMENT } from './support/assessments.js';
import { SEND_CHAT } from './support/chat.js';
import { messages } from '../src/messages.js';
import { QUESTIONS } from '../src/content/index.js';
import { pdfText } from './support/pdf-text.js';
import { emptyPlan } from './support/safety-plan.js';

const SAFETY_PLAN = `query Plan { safetyPlan { warningSigns copingStrategies distractions peopleToAsk { name phone }
  professionals { name phone } safeEnvironment reasonsForLiving updatedAt } }`;
const SAVE_SAFETY_PLAN = `mutation Save($input: SafetyPlanInput!) { saveSafetyPlan(input: $input) {
  warningSigns copingStrategies distractions peopleToAsk { name phone } professionals { name phone }
  safeEnvironment reasonsForLiving updatedAt } }`;
const CRISIS = `query Crisis($country: String) { crisisResources(country: $country) { name contact url source verifiedOn } }`;
const CRISIS_FULL = `query Crisis($country: String) { crisisResources(country: $country) { contact country emergency } }`;
const ME = `{ me { id consentedAt aiProcessing country } }`;

const NG = {
  name: 'Nigeria Suicide Prevention Initiative',
  contact: '0800 000 0000',
  url: 'https://example.org/ng-line',
  source: 'https://example.org/ng-directory',
  verifiedOn: '2026-11-01',
};
const NG_112 = {
  name: 'Emergency services (police, fire, ambulance)',
  contact: '112',
  url: null,
  source: 'https://technologytimes.ng/dial-122-how-nigerias-three-digit-emergency-number-works/',
  verifiedOn: '2026-11-26',
};
const GH_112 = {
  ...NG_112,
  source:
    'https://www.graphic.com.gh/news/general-news/avoid-emergency-prank-calls-akufo-addo-says-as-he-distributes-307-ambulances.html',
};
const GH = {
  name: 'Ghana line',
  contact: '0500 000 000',
  url: null,
  source: 'https://example.org/gh-directory',
  verifiedOn: '2026-10-15',
};

describe('consent before health data', () => {
  let t: TestApp;
  let gemini: FakeGemini;
  beforeAll(async () => {
    gemini = await startFakeGemini();
    t = await startTestApp(gemini.env);
  });
  afterAll(async () => {
    await t?.close();
    await gemini?.close();
  });
  beforeEach(() => gemini.reset());

  it('refuses a test and a chat message before consent with FORBIDDEN and the words that lead to the screen, and stores nothing', async () => {
    const client = t.client();
    await client.signUp({}, { consent: false });
    expect((await client.ok(ME)).me).toMatchObject({ consentedAt: null, aiProcessing: false });

    const submit = await client.gql(SUBMIT_ASSESSMENT, {
      condition: 'DEPRESSION',
      answers: answersFor('DEPRESSION', 1),
    });
    expect(submit.errors?.[0]).toMatchObject({ message: messages.consentRequired, extensions: { code: 'FORBIDDEN' } });
    const chat = await client.gql(SEND_CHAT, { prompt: 'How can I sleep better?' });
    expect(chat.errors?.[0]).toMatchObject({ message: messages.consentRequired, extensions: { code: 'FORBIDDEN' } });

    expect(await client.ok('{ testHistory { id } chatMessages { id } }')).toEqual({
      testHistory: [],
      chatMessages: [],
    });
    expect(gemini.requests).toHaveLength(0);
  });

  it('refuses a mood entry (with its note) and a safety plan before consent with FORBIDDEN, and stores neither', async () => {
    const client = t.client();
    await client.signUp({}, { consent: false });
    const mood = await client.gql('mutation M($input: MoodInput!) { logMood(input: $input) { id } }', {
      input: { mood: 2, note: 'a hard day at home', tags: [] },
    });
    expect(mood.errors?.[0]).toMatchObject({ message: messages.consentRequired, extensions: { code: 'FORBIDDEN' } });
    const plan = await client.gql(SAVE_SAFETY_PLAN, { input: { ...emptyPlan, warningSigns: ['Not sleeping'] } });
    expect(plan.errors?.[0]).toMatchObject({ message: messages.consentRequired, extensions: { code: 'FORBIDDEN' } });
    expect(await client.ok('{ moodEntries { id } safetyPlan { updatedAt } }')).toEqual({
      moodEntries: [],
      safetyPlan: null,
    });

    // Once they consent, both are kept.
    await client.ok(GIVE_CONSENT, { aiProcessing: false });
    await client.ok('mutation M($input: MoodInput!) { logMood(input: $input) { id } }', {
      input: { mood: 2, note: 'a hard day at home', tags: [] },
    });
    await client.ok(SAVE_SAFETY_PLAN, { input: { ...emptyPlan, warningSigns: ['Not sleeping'] } });
    const after = await client.ok('{ moodEntries { note } safetyPlan { warningSigns } }');
    expect(after).toEqual({
      moodEntries: [{ note: 'a hard day at home' }],
      safetyPlan: { warningSigns: ['Not sleeping'] },
    });
  });

  it('works once the member consented, with the AI service when they allowed it', async () => {
    const client = t.client();
    await client.signUp({}, { consent: false });
    const { giveConsent } = await client.ok(GIVE_CONSENT, { aiProcessing: true });
    expect(giveConsent.aiProcessing).toBe(true);
    expect(Date.parse(giveConsent.consentedAt)).toBeGreaterThan(Date.now() - 60_000);

    const { submitAssessment } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'DEPRESSION',
      answers: answersFor('DEPRESSION', 1),
    });
    expect(submitAssessment.evaluationSource).toBe('AI');
    const { sendChatMessage } = await client.ok(SEND_CHAT, { prompt: 'How can I sleep better?' });
    expect(sendChatMessage.text).toBe('A kind, concise answer from the fake Gemini.');
    expect(gemini.requests).toHaveLength(2);
  });

  it('keeps everything of a member who said no to the AI service away from it (OFFLINE texts, zero requests)', async () => {
    const client = t.client();
    await client.signUp({}, { aiProcessing: false });
    expect((await client.ok(ME)).me.aiProcessing).toBe(false);

    const { submitAssessment } = await client.ok(SUBMIT_ASSESSMENT, {
      condition: 'ANXIETY',
      answers: answersFor('ANXIETY', 2),
    });
    expect(submitAssessment.evaluationSource).toBe('OFFLINE');
    expect(submitAssessment.evaluation).not.toBe(messages.evaluationUnavailable);
    const { sendChatMessage } = await client.ok(SEND_CHAT, { prompt: 'How can I sleep better?' });
    expect(sendChatMessage.type).toBe('AI');
    expect(sendChatMessage.text).not.toBe('A kind, concise answer from the fake Gemini.');
    expect(gemini.requests).toHaveLength(0);

    // Changed on /profile: the next message goes to the AI service, the first consent time stays.
    const before = (await client.ok(ME)).me.consentedAt;
    const { giveConsent } = await client.ok(GIVE_CONSENT, { aiProcessing: true });
    expect(giveConsent).toMatchObject({ aiProcessing: true, consentedAt: before });
    await client.ok(SEND_CHAT, { prompt: 'And how can I rest during the day?' });
    expect(gemini.requests).toHaveLength(1);
  });

  it('refuses giveConsent for a visitor', async () => {
    const res = await t.client().gql(GIVE_CONSENT, { aiProcessing: true });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('crisis resources by country', () => {
  it("answers the reviewed directory without configuration (the country's own emergency number), else 112 and findahelpline.com, for visitors too", async () => {
    const t = await startTestApp();
    try {
      const contacts = async (country: string | null, client = t.client()) =>
        (await client.ok(CRISIS_FULL, { country })).crisisResources.map(
          (r: { contact: string; country: string | null; emergency: boolean }) =>
            `${r.contact}|${r.country ?? '-'}|${r.emergency ? 'E' : 'S'}`,
        );
      expect(await contacts(null)).toEqual(['112|-|E', 'findahelpline.com|-|S']);
      expect(await contacts('FR')).toEqual(['112|-|E', 'findahelpline.com|-|S']);
      expect(await contacts('NG')).toEqual(['112|NG|E', '0800 078 7746|NG|S']);
      expect(await contacts('gb')).toEqual(['999|GB|E', '112|GB|E', '116 123|GB|S']);
      expect(await contacts('US')).toEqual(['911|US|E', '988|US|S']);
      expect(await contacts('GH')).toEqual(['112|GH|E', 'findahelpline.com|-|S']);

      // Without a country asked for or on a profile, the Accept-Language region decides.
      const nigerian = new GraphQLClient(t.url, { 'accept-language': 'yo, en-NG;q=0.9, en;q=0.8' });
      expect(await contacts(null, nigerian)).toEqual(['112|NG|E', '0800 078 7746|NG|S']);
      const canadian = new GraphQLClient(t.url, { 'accept-language': 'fr-CA' });
      expect(await contacts(null, canadian)).toEqual(['911|CA|E', '988|CA|S']);
      // A region the directory does not have gives way to the next one it does, then to the default.
      const mixed = new GraphQLClient(t.url, { 'accept-language': 'fr-FR, en-KE;q=0.5' });
      expect((await contacts(null, mixed))[0]).toBe('999|KE|E');
      const unknown = new GraphQLClient(t.url, { 'accept-language': 'de-DE, *;q=0.1' });
      expect(await contacts(null, unknown)).toEqual(['112|-|E', 'findahelpline.com|-|S']);
      const huge = new GraphQLClient(t.url, { 'accept-language': 'en-NG,'.repeat(2_000) });
      expect(await contacts(null, huge)).toEqual(['112|-|E', 'findahelpline.com|-|S']);
      // The country asked for wins over the header.
      expect((await contacts('IN', nigerian))[1]).toBe('14416|IN|S');
      const bad = await t.client().gql(CRISIS, { country: 'Nigeria'.repeat(10_000) });
      expect(bad.errors?.[0]).toMatchObject({
        message: messages.invalidCountry,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    } finally {
      await t.close();
    }
  });

  it("answers each configured country's list, the default country's for others, and the member's own country", async () => {
    const t = await startTestApp({
      CRISIS_RESOURCES: JSON.stringify({ NG: [NG], GH: [GH] }),
      CRISIS_DEFAULT_COUNTRY: 'ng',
    });
    try {
      const visitor = t.client();
      // The operator's lists replace the code's; the country's emergency number stays in front.
      expect((await visitor.ok(CRISIS, { country: 'GH' })).crisisResources).toEqual([GH_112, GH]);
      expect((await visitor.ok(CRISIS, { country: 'gh' })).crisisResources).toEqual([GH_112, GH]);
      expect((await visitor.ok(CRISIS, { country: 'FR' })).crisisResources).toEqual([NG_112, NG]);
      expect((await visitor.ok(CRISIS, {})).crisisResources).toEqual([NG_112, NG]);

      const member = t.client();
      await member.signUp();
      const { updateProfile } = await member.ok(
        'mutation P($input: UpdateProfileInput!) { updateProfile(input: $input) { country } }',
        { input: { country: 'gh' } },
      );
      expect(updateProfile.country).toBe('GH');
      expect((await member.ok(CRISIS, {})).crisisResources).toEqual([GH_112, GH]);
      const bad = await member.gql(
        'mutation P($input: UpdateProfileInput!) { updateProfile(input: $input) { country } }',
        {
          input: { country: 'XX' },
        },
      );
      expect(bad.errors?.[0]).toMatchObject({
        message: messages.invalidCountry,
        extensions: { code: 'BAD_USER_INPUT' },
      });

      // Crisis-level answers and crisis language bring the member's country's resources.
      const scores = answersFor(
        'DEPRESSION',
        QUESTIONS.DEPRESSION.map((q) => (q.crisis ? 3 : 0)),
      );
      const { submitAssessment } = await member.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: scores });
      expect(submitAssessment.crisisResources).toEqual([
        { name: GH_112.name, contact: '112', url: null },
        { name: GH.name, contact: GH.contact, url: null },
      ]);
      const { sendChatMessage } = await member.ok(SEND_CHAT, { prompt: 'I no wan live again' });
      expect(sendChatMessage.text).toContain(`${GH.name}: ${GH.contact}`);

      // The PDF summary for a clinician lists the member's country's resources too, not the default's.
      const pdf = await member.request('/account/report.pdf');
      expect(pdf.status).toBe(200);
      const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text;
      expect(text).toContain(GH.contact);
      expect(text).not.toContain(NG.contact);
    } finally {
      await t.close();
    }
  });

  it('keeps the old CRISIS_RESOURCES array working as the default for every country', async () => {
    const t = await startTestApp({
      CRISIS_RESOURCES: JSON.stringify([{ name: 'Local line', contact: '0800 111', url: 'https://help.example.com' }]),
    });
    try {
      const { crisisResources } = await t.client().ok(CRISIS, { country: 'NG' });
      expect(crisisResources).toEqual([
        { name: 'Local line', contact: '0800 111', url: 'https://help.example.com', source: null, verifiedOn: null },
      ]);
    } finally {
      await t.close();
    }
  });

  it.each([
    [
      'an entry without its source',
      JSON.stringify({ NG: [{ name: 'x', contact: '1', verifiedOn: '2026-01-01' }] }),
      {},
    ],
    [
      'an entry without its verified date',
      JSON.stringify({ NG: [{ name: 'x', contact: '1', source: 'https://e.org' }] }),
      {},
    ],
    ['a country key that is not ISO alpha-2', JSON.stringify({ Nigeria: [NG] }), {}],
    ['a default country without an entry', JSON.stringify({ NG: [NG] }), { CRISIS_DEFAULT_COUNTRY: 'FR' }],
  ])('refuses to start with %s, naming the variable', async (_label, json, extra) => {
    await expect(startTestApp({ CRISIS_RESOURCES: json, ...extra })).rejects.toMatchObject({
      name: 'ConfigError',
      problems: expect.arrayContaining([expect.stringMatching(/^CRISIS_(RESOURCES|DEFAULT_COUNTRY)/)]),
    });
  });
});

describe('the safety plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  const plan = {
    warningSigns: ['  I stop answering my phone  ', ''],
    copingStrategies: ['A long walk', 'Music'],
    distractions: ['My cousin’s shop'],
    peopleToAsk: [
      { name: 'Aunty Bisi', phone: '+234 801 234 5678' },
      { name: '', phone: '' },
    ],
    professionals: [{ name: 'Dr Okafor' }],
    safeEnvironment: ['Give my pills to my sister'],
    reasonsForLiving: ['My daughter'],
  };

  it('is null before the member makes one, then saved (trimmed, empty rows dropped) and read back by its owner only', async () => {
    const a = t.client();
    await a.signUp();
    expect((await a.ok(SAFETY_PLAN)).safetyPlan).toBeNull();
    const { saveSafetyPlan } = await a.ok(SAVE_SAFETY_PLAN, { input: plan });
    expect(saveSafetyPlan).toMatchObject({
      warningSigns: ['I stop answering my phone'],
      peopleToAsk: [{ name: 'Aunty Bisi', phone: '+234 801 234 5678' }],
      professionals: [{ name: 'Dr Okafor', phone: null }],
      reasonsForLiving: ['My daughter'],
    });
    expect((await a.ok(SAFETY_PLAN)).safetyPlan).toEqual(saveSafetyPlan);

    const b = t.client();
    await b.signUp();
    expect((await b.ok(SAFETY_PLAN)).safetyPlan).toBeNull();
    expect((await t.client().gql(SAFETY_PLAN)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    [
      'too many entries',
      { warningSigns: Array.from({ length: 11 }, (_, i) => `sign ${i}`) },
      'warningSigns',
      /10 entries/,
    ],
    ['an entry too long', { reasonsForLiving: ['x'.repeat(301)] }, 'reasonsForLiving', /300 characters/],
    ['a 100 KB entry', { copingStrategies: ['y'.repeat(90_000)] }, 'copingStrategies', /300 characters/],
    ['a contact without a name', { peopleToAsk: [{ name: ' ', phone: '0801' }] }, 'peopleToAsk', /a name/],
    ['a phone with letters', { professionals: [{ name: 'Clinic', phone: 'call me' }] }, 'professionals', /digits/],
    [
      'too many contacts',
      { peopleToAsk: Array.from({ length: 11 }, (_, i) => ({ name: `P${i}` })) },
      'peopleToAsk',
      /10 entries/,
    ],
  ])('refuses %s with a clear message and changes nothing', async (_label, change, field, words) => {
    const client = t.client();
    await client.signUp();
    const { saveSafetyPlan: saved } = await client.ok(SAVE_SAFETY_PLAN, { input: plan });
    const res = await client.gql(SAVE_SAFETY_PLAN, { input: { ...emptyPlan, ...change } });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field } });
    expect(res.errors?.[0].message).toMatch(words);
    expect((await client.ok(SAFETY_PLAN)).safetyPlan).toEqual(saved);
  });

  it('is in the member export and gone after erasure', async () => {
    const client = t.client();
    const { input } = await client.signUp();
    await client.ok(SAVE_SAFETY_PLAN, { input: plan });
    const res = await client.request('/account/export');
    expect(res.status).toBe(200);
    const data = (await res.json()) as { collections: Record<string, { warningSigns?: string[] }[]> };
    expect(data.collections.safety_plans).toHaveLength(1);
    expect(data.collections.safety_plans[0].warningSigns).toEqual(['I stop answering my phone']);

    await client.ok('mutation D($p: String) { deleteAccount(password: $p) }', { p: input.password });
    const left = await t.app.database.connection
      .db!.collection('safety_plans')
      .countDocuments({ userId: client.member!.id });
    expect(left).toBe(0);
  });
});
