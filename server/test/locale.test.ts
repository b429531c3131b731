// The member's language (issue #36): `User.locale`, set at sign-up from the form or the browser's
// Accept-Language, changed on the profile (only a language MindCheck speaks), and the list offered;
// the chat's fixed crisis reply and the errors people read in that language (the contract's codes
// unchanged), English where a text awaits review; the PDF summary in the member's language.
import { crisisReplyText } from '@mindcheck/common';
import { answersFor, SUBMIT_ASSESSMENT } from './support/assessments.js';
import { SEND_CHAT, type ChatMessageShape } from './support/chat.js';
import { GraphQLClient, newMemberInput } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { pdfText } from './support/pdf-text.js';
import { NG_LINE_ENV, NG_LINES } from './support/crisis-lines.js';

const SAVE = 'mutation Save($locale: String) { updateProfile(input: { locale: $locale }) { id locale } }';
const ME = '{ me { locale } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(NG_LINE_ENV);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const localeOf = async (client: GraphQLClient) => (await client.ok<{ me: { locale: string } }>(ME)).me.locale;

describe('supportedLocales', () => {
  it('lists the five languages, English first, to a visitor', async () => {
    const data = await t.client().ok<{ supportedLocales: string[] }>('{ supportedLocales }');
    expect(data.supportedLocales).toEqual(['en', 'pcm', 'yo', 'ha', 'ig']);
  });
});

describe('a new account', () => {
  it("takes the browser's language when the form names none", async () => {
    const client = new GraphQLClient(t.url, { 'accept-language': 'fr-FR, yo-NG;q=0.9, en;q=0.5' });
    await client.signUp();
    expect(await localeOf(client)).toBe('yo');
  });

  it('is English for a browser that asks for none we speak, or sends no header', async () => {
    const french = new GraphQLClient(t.url, { 'accept-language': 'fr-FR, de;q=0.8' });
    await french.signUp();
    expect(await localeOf(french)).toBe('en');
    const plain = t.client();
    await plain.signUp();
    expect(await localeOf(plain)).toBe('en');
  });

  it('reads only the start of an overlong header', async () => {
    const filler = Array.from({ length: 60 }, (_, i) => `x${i};q=0.1`).join(', ');
    const early = new GraphQLClient(t.url, { 'accept-language': `pcm, ${filler}` });
    await early.signUp();
    expect(await localeOf(early)).toBe('pcm');
    // A language named only past the first 256 characters is not read: English.
    const late = new GraphQLClient(t.url, { 'accept-language': `${filler}, yo` });
    await late.signUp();
    expect(await localeOf(late)).toBe('en');
  });

  it('takes the language chosen on the form over the browser', async () => {
    const client = new GraphQLClient(t.url, { 'accept-language': 'yo' });
    await client.signUp({ locale: 'ha' });
    expect(await localeOf(client)).toBe('ha');
  });

  it('is refused with an unknown language, and nothing is created', async () => {
    const client = t.client();
    const res = await client.gql('mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id } }', {
      input: { ...newMemberInput({ email: 'no-locale@example.com' }), locale: 'fr' },
    });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please choose one of the languages MindCheck speaks: en, pcm, yo, ha, ig.',
      extensions: { code: 'BAD_USER_INPUT', field: 'locale' },
    });
    expect(
      await t.app.database.connection.db!.collection('users').countDocuments({ email: 'no-locale@example.com' }),
    ).toBe(0);
  });
});

describe('updateProfile', () => {
  it('changes the language to one MindCheck speaks', async () => {
    const client = t.client();
    await client.signUp();
    const data = await client.ok<{ updateProfile: { locale: string } }>(SAVE, { locale: 'pcm' });
    expect(data.updateProfile.locale).toBe('pcm');
    expect(await localeOf(client)).toBe('pcm');
  });

  it.each([
    ['fr', 'fr'],
    ['EN', 'EN'],
    ['en-GB', 'en-GB'],
    ['an empty one', ''],
    ['a huge one', 'x'.repeat(5000)],
  ])('refuses %s and keeps the language', async (_label, locale) => {
    const client = t.client();
    await client.signUp({ locale: 'ig' });
    const res = await client.gql(SAVE, { locale });
    expect(res.errors?.[0]).toMatchObject({
      message: 'Please choose one of the languages MindCheck speaks: en, pcm, yo, ha, ig.',
      extensions: { code: 'BAD_USER_INPUT', field: 'locale' },
    });
    expect(await localeOf(client)).toBe('ig');
  });

  it('reads as English for an account stored before languages', async () => {
    const client = t.client();
    const { email } = await client.signUp();
    await t.app.database.connection.db!.collection('users').updateOne({ email }, { $unset: { locale: '' } });
    expect(await localeOf(client)).toBe('en');
  });
});

async function memberIn(locale: string): Promise<GraphQLClient> {
  const client = t.client();
  await client.signUp({ locale });
  return client;
}

describe("the chat's crisis reply", () => {
  const send = async (client: GraphQLClient, prompt: string) =>
    (await client.ok<{ sendChatMessage: ChatMessageShape }>(SEND_CHAT, { prompt })).sendChatMessage;

  it('is in Pidgin for a Pidgin member, with the same help lines and numbers', async () => {
    const reply = await send(await memberIn('pcm'), 'I want to kill myself');
    expect(reply).toMatchObject({ type: 'AI', needsCrisisSupport: true, crisisKind: 'SELF_HARM' });
    expect(reply.text.split('\n')).toEqual([
      'I dey really sorry say you dey feel like this. Thank you say you tell me. You deserve support right now, and you no need to face this thing alone.',
      'If you fit act on these thoughts or you dey for danger, abeg call your local emergency number now now, or reach out to one of these lines:',
      // The name of a line MindCheck ships in Pidgin, its number as the directory has it; an
      // operator's own line as written.
      '1. Emergency people (police, fire service, ambulance): 112',
      '2. Test support line: 0800 555 0101 (https://lines.example.org)',
      'If you fit, tell person wey you trust how you dey feel, and stay with am or stay for place wey safe. I still dey here, and you fit continue to talk to me.',
      'Your safety plan fit help you pass the next few hours: open am for /safety-plan.',
    ]);
    expect(reply.crisisResources).toEqual(NG_LINES);
  });

  it('asks a Pidgin member the kind question in Pidgin, and answers their "no" kindly in Pidgin', async () => {
    const client = await memberIn('pcm');
    const question = await send(client, 'wetin be the point sef');
    expect(question).toMatchObject({ needsCrisisSupport: true, crisisKind: 'SELF_HARM' });
    expect(question.text).toBe('E be like say things dey really hard for you. You dey think to end your life?');
    const answer = await send(client, "no, I'm safe");
    expect(answer.text).toMatch(/^Thank you say you tell me, I dey happy to hear am\./);
  });

  it('is in English, whole, for a language whose crisis texts await review', async () => {
    const reply = await send(await memberIn('yo'), 'I want to kill myself');
    expect(reply.text).toBe(crisisReplyText('SELF_HARM', NG_LINES));
  });
});

describe('errors people read', () => {
  const SAVE_COUNTRY = 'mutation { updateProfile(input: { country: "SU" }) { id } }';

  it("are in a Pidgin member's language, with the contract's code and field", async () => {
    const res = await (await memberIn('pcm')).gql(SAVE_COUNTRY);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Abeg choose country from the list.',
      extensions: { code: 'BAD_USER_INPUT', field: 'country' },
    });
  });

  it("are in a visitor's browser language, and English as before for everyone else", async () => {
    const signIn = 'mutation { signIn(email: "nobody@example.com", password: "not the password") { id } }';
    const pidgin = await new GraphQLClient(t.url, { 'accept-language': 'pcm-NG' }).gql(signIn);
    expect(pidgin.errors?.[0]).toMatchObject({
      message: 'Abeg check say your email and password correct.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const english = await new GraphQLClient(t.url, { 'accept-language': 'fr, en;q=0.5' }).gql(signIn);
    expect(english.errors?.[0]).toMatchObject({
      message: 'Please make sure email and password are correct.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('are translated where the language has the text, and English where it awaits review', async () => {
    const hausa = new GraphQLClient(t.url, { 'accept-language': 'ha' });
    expect((await hausa.gql(SAVE_COUNTRY)).errors?.[0]).toMatchObject({
      message: 'Don Allah ka shiga don ci gaba.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const res = await (await memberIn('ha')).gql(SAVE_COUNTRY);
    expect(res.errors?.[0]?.message).toBe('Please choose a country from the list.');
  });
});

describe('questions by language', () => {
  const PIDGIN_NOTE =
    'These questions dey for English: nobody don record any published translation of them for your language yet, and we no dey make our own.';
  const ENGLISH_NOTE =
    'These questions are in English: no published translation of them into your language is recorded yet, and we do not make up our own.';
  const ASSESSMENT = `query A { assessment(condition: DEPRESSION) { language source languageNote questions { text } } }`;
  const MEASURE = `query M($language: String) { measure(instrument: PHQ9, language: $language) { language source languageNote } }`;

  it("shows a Pidgin member the spec's test in English, with one line in Pidgin saying why", async () => {
    const pidgin = (await (await memberIn('pcm')).ok(ASSESSMENT)).assessment;
    const english = (await (await memberIn('en')).ok(ASSESSMENT)).assessment;
    expect(pidgin).toMatchObject({ language: 'en', languageNote: PIDGIN_NOTE, questions: english.questions });
    expect(pidgin.source).toContain("MindCheck's own questions");
    expect(english.languageNote).toBeNull();
    // A Yoruba reader: the line itself awaits review in Yoruba, so it is English too.
    const yoruba = await (await memberIn('yo')).ok('{ assessments { languageNote } }');
    expect(yoruba.assessments[0].languageNote).toBe(ENGLISH_NOTE);
  });

  it('stores the language answered with every result', async () => {
    const client = await memberIn('pcm');
    const answers = answersFor('DEPRESSION', 0);
    const { submitAssessment } = await client.ok(
      SUBMIT_ASSESSMENT.replace('createdAt tips', 'createdAt language tips'),
      {
        condition: 'DEPRESSION',
        answers,
      },
    );
    expect(submitAssessment.language).toBe('en');
    const stored = await t.app.database.connection.db!.collection('assessments').findOne({ userId: client.member!.id });
    expect(stored?.language).toBe('en');
  });

  it('offers the PHQ-9 in English only, saying why to whoever asked for another language', async () => {
    const pidgin = await memberIn('pcm');
    expect((await pidgin.ok(MEASURE)).measure).toMatchObject({ language: 'en', languageNote: PIDGIN_NOTE });
    expect((await pidgin.ok(MEASURE, { language: 'en' })).measure.languageNote).toBeNull();
    const english = await memberIn('en');
    expect((await english.ok(MEASURE)).measure.languageNote).toBeNull();
    expect((await english.ok(MEASURE, { language: 'yo' })).measure).toMatchObject({
      language: 'en',
      languageNote: ENGLISH_NOTE,
    });
  });
});

describe('the PDF summary', () => {
  const LOG_MOOD = 'mutation Log($input: MoodInput!) { logMood(input: $input) { id } }';
  /** A member in `locale` with a depression result (20 of 30) and a check-in; their summary's lines. */
  const summaryOf = async (locale: string) => {
    const client = await memberIn(locale);
    await client.ok(SUBMIT_ASSESSMENT, { condition: 'DEPRESSION', answers: answersFor('DEPRESSION', 2) });
    await client.ok(LOG_MOOD, { input: { mood: 4, note: 'A calm walk', tags: ['exercise'] } });
    const pdf = new Uint8Array(await (await client.request('/account/report.pdf')).arrayBuffer());
    const { text } = await pdfText(pdf);
    return { lines: text.normalize('NFC').split('\n'), raw: Buffer.from(pdf).toString('latin1') };
  };
  const day = '\\d{1,2} \\S+ \\d{4}';
  const ENGLISH_HEADINGS = [
    'MindCheck summary',
    'Results',
    'Answers',
    'Evaluation',
    'Mood check-ins',
    'If you need help now',
  ];

  it("is in Pidgin for a Pidgin member: headings, sentences, the test's name, band, mood and help line", async () => {
    const { lines, raw } = await summaryOf('pcm');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Your MindCheck summary',
        'Your results',
        'Depression test',
        'Your answers',
        'Wetin your answers show',
        'How you don dey feel',
        'If you need help right now',
        'Emergency people (police, fire service, ambulance): 112',
      ]),
    );
    expect(lines.join('\n')).toMatch(new RegExp(`Di day wey we make dis summary: ${day}`, 'u'));
    expect(lines.join('\n')).toMatch(
      new RegExp(`Day: ${day} +Score: 20 of 30 +Where e fall: E don high small range`, 'u'),
    );
    expect(lines.join('\n')).toMatch(new RegExp(`${day}: 4 of 5 \\(E good\\) +\\[Exercise\\] - A calm walk`, 'u'));
    expect(lines.join(' ')).toContain(
      'Dis na screening result to help you think am well, e no be diagnosis. Na only qualified professional fit diagnose sickness.',
    );
    for (const heading of ENGLISH_HEADINGS) expect(lines).not.toContain(heading);
    // The offline evaluator wrote the evaluation in Pidgin too (the spec's tips stay English, whole).
    expect(lines).toContain('Na MindCheck own offline evaluator write dis evaluation.');
    expect(lines.join('\n')).not.toMatch(/Only a qualified professional|Date of this summary|Band:/);
    expect(raw).toContain('/Lang (pcm)');
  });

  it('is in Yoruba where Yoruba has the words, its letters intact, and each other line whole in English', async () => {
    const { lines } = await summaryOf('yo');
    expect(lines).toEqual(
      expect.arrayContaining(
        ['Àkópọ̀ MindCheck', 'Àwọn àbájáde', 'Àwọn ìdáhùn rẹ', 'Bí ọkàn rẹ ṣe rí'].map((l) => l.normalize('NFC')),
      ),
    );
    const text = lines.join('\n');
    for (const letter of ['ẹ', 'ọ', 'ṣ']) expect(text).toContain(letter);
    // The band and the mood's words await review in Yoruba: those lines are English, dates and all.
    expect(text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2} \d{4} +Score: 20 of 30 +Band: moderately severe/);
    expect(text).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}: 4 of 5 \(Good\) +\[exercise\] - A calm walk/);
    expect(lines).toContain('Àyẹ̀wò ìsoríkọ́'.normalize('NFC'));
  });

  it('stays in English, to the letter, for an English member', async () => {
    const { lines, raw } = await summaryOf('en');
    expect(lines).toEqual(expect.arrayContaining([...ENGLISH_HEADINGS, 'Depression Assessment']));
    const text = lines.join('\n');
    expect(text).toMatch(/Date of this summary: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    expect(text).toMatch(/Date: \d{1,2} [A-Z][a-z]{2} \d{4} +Score: 20 of 30 +Band: moderately severe/);
    expect(text).toMatch(/: 4 of 5 \(Good\) +\[exercise\] - A calm walk/);
    expect(text).toContain('Emergency services (police, fire, ambulance): 112');
    expect(raw).toContain('/BaseFont /Helvetica');
  });
});

describe('the CSV download', () => {
  const LOG_MOOD = 'mutation Log($input: MoodInput!) { logMood(input: $input) { id } }';
  const csvOf = async (locale: string) => {
    const client = await memberIn(locale);
    await client.ok(SUBMIT_ASSESSMENT, { condition: 'SUBSTANCE_ABUSE', answers: answersFor('SUBSTANCE_ABUSE', 1) });
    await client.ok(LOG_MOOD, { input: { mood: 2, note: 'Tired', tags: ['sleep', 'work'] } });
    return (await (await client.request('/account/export.csv')).text()).trim().split('\n');
  };

  it('names its columns and words its rows in Pidgin for a Pidgin member, and in English as before', async () => {
    const pidgin = await csvOf('pcm');
    expect(pidgin[0]).toBe('wetin e be,day,test,score,highest score,how you feel,note,tags');
    expect(pidgin[1]).toMatch(/^test score,[\dT:.Z-]+,Drug and drink test,10,30,,,$/);
    expect(pidgin[2]).toMatch(/^how you feel,[\dT:.Z-]+,,,,2,Tired,"Sleep, Work"$/);
    const english = await csvOf('en');
    expect(english[0]).toBe('type,date,assessment,score,max_score,mood,note,tags');
    expect(english[1]).toMatch(/^score,[\dT:.Z-]+,Substance Abuse Assessment,10,30,,,$/);
    expect(english[2]).toMatch(/^mood,[\dT:.Z-]+,,,,2,Tired,sleep work$/);
  });
});

describe('refused downloads', () => {
  it("are in a Pidgin member's or visitor's language, and English as before for others", async () => {
    const visitor = new GraphQLClient(t.url, { 'accept-language': 'pcm' });
    for (const path of ['/account/report.pdf', '/account/export']) {
      expect(await (await visitor.request(path)).json()).toEqual({ error: 'Abeg sign in make you continue.' });
      expect(await (await t.client().request(path)).json()).toEqual({ error: 'Please sign in to continue.' });
    }
    const elsewhere = await visitor.request('/account/export.csv', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(await elsewhere.json()).toEqual({ error: 'Abeg download your files from your MindCheck profile page.' });
    // A member's own language, whatever the browser says.
    const pidgin = await memberIn('pcm');
    for (let i = 0; i < 30; i++) await (await pidgin.request('/account/export.csv')).arrayBuffer();
    const refused = await pidgin.request('/account/export.csv');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: 'You don try too many times. Abeg wait small, then try again.' });
  });
});
