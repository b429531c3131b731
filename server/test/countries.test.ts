// The member's country (issue #39, item 11): the crisis lines shown hang on it. Only ISO 3166-1
// codes are taken now, and a code stored from the old list (every two-letter code the browser could
// name: UK beside GB, YU and CS beside RS, SU, DD) is moved to the country it now is at start-up, or
// cleared when it names none (the lines then follow the browser's language, as for a member who
// never chose).
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { type GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SAVE = 'mutation Save($country: String!) { updateProfile(input: { country: $country }) { id country } }';
const ME = '{ me { country } }';

let mongo: EmbeddedMongo;
let t: TestApp;
const members: Record<string, GraphQLClient> = {};
const accounts: Record<string, { email: string; password: string }> = {};

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
  // Members who chose from the old list, as stored before this start.
  const before = await startTestApp({ MONGODB_URI: mongo.uri });
  try {
    const stored = { uk: 'UK', soviet: 'SU', yugoslavia: 'YU', ascension: 'AC', nigeria: 'NG' };
    for (const [name, code] of Object.entries(stored)) {
      const { email, input } = await before.client().signUp();
      await before.app.database.connection.db!.collection('users').updateOne({ email }, { $set: { country: code } });
      accounts[name] = { email, password: input.password as string };
    }
  } finally {
    await before.close();
  }
  t = await startTestApp({ MONGODB_URI: mongo.uri });
  for (const [name, { email, password }] of Object.entries(accounts)) {
    members[name] = t.client();
    await members[name].signIn(email, password);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  await mongo?.stop();
});

describe('codes stored from the old list', () => {
  it('are the country they now are after start-up, or none', async () => {
    const country = async (name: string) => (await members[name].ok<{ me: { country: string | null } }>(ME)).me.country;
    expect(await country('uk')).toBe('GB');
    expect(await country('soviet')).toBe('RU');
    expect(await country('yugoslavia')).toBe('RS');
    expect(await country('ascension')).toBeNull();
    expect(await country('nigeria')).toBe('NG');
  });
});

describe('saving a country', () => {
  it.each(['SU', 'YU', 'DD', 'UK', 'CS', 'EU', 'Nigeria'])(
    'refuses %s, which ISO 3166-1 does not assign',
    async (code) => {
      const res = await members.nigeria.gql(SAVE, { country: code });
      expect(res.errors?.[0]).toMatchObject({
        message: 'Please choose a country from the list.',
        extensions: { code: 'BAD_USER_INPUT', field: 'country' },
      });
      expect((await members.nigeria.ok<{ me: { country: string | null } }>(ME)).me.country).toBe('NG');
    },
  );

  it('takes an ISO 3166-1 code in any case, and clears with an empty one', async () => {
    expect(
      (await members.uk.ok<{ updateProfile: { country: string } }>(SAVE, { country: 'gb' })).updateProfile.country,
    ).toBe('GB');
    expect(
      (await members.uk.ok<{ updateProfile: { country: string | null } }>(SAVE, { country: '' })).updateProfile.country,
    ).toBeNull();
  });
});
