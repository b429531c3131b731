// The member's language (issue #36): `User.locale`, set at sign-up from the form or the browser's
// Accept-Language, changed on the profile (only a language MindCheck speaks), and the list offered.
import { GraphQLClient, newMemberInput } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SAVE = 'mutation Save($locale: String) { updateProfile(input: { locale: $locale }) { id locale } }';
const ME = '{ me { locale } }';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
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
