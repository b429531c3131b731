// The help-line directory in /admin (#32): seeded from the code's reviewed directory, edited by
// operators only, every change audited, shown to members at once, stale entries flagged after 180
// days, bad input refused with nothing stored.
import { startTestApp, type TestApp } from './support/test-app.js';
import { ADMIN_ENV, signUpAdmin } from './support/roles.js';
import type { GraphQLClient } from './support/graphql-client.js';

const LIST = `{ adminCrisisDirectory { id country name contact url emergency source verifiedOn stale } }`;
const SAVE = `mutation Save($id: ID, $input: CrisisDirectoryEntryInput!) {
  saveCrisisDirectoryEntry(id: $id, input: $input) { id country name contact emergency verifiedOn stale } }`;
const REMOVE = `mutation Remove($id: ID!) { removeCrisisDirectoryEntry(id: $id) }`;
const AUDIT = `query Audit($id: ID!) { auditLog(targetId: $id) { actorEmail action targetType before after } }`;
const CRISIS = `query C($country: String) { crisisResources(country: $country) { name contact emergency country } }`;

interface Entry {
  id: string;
  country: string | null;
  contact: string;
  emergency: boolean;
  stale: boolean;
  verifiedOn: string;
}

const line = {
  country: 'NG',
  name: 'Test support line',
  contact: '0800 123 4567',
  url: 'https://example.org/line',
  emergency: false,
  source: 'https://example.org/line/about',
  verifiedOn: '2026-11-20',
};

let now = new Date('2026-11-26T12:00:00Z');
let t: TestApp;
let admin: GraphQLClient;

beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV }, { now: () => now });
  admin = await signUpAdmin(t);
});
afterAll(async () => {
  await t.close();
});

const list = async (): Promise<Entry[]> => (await admin.ok(LIST)).adminCrisisDirectory as Entry[];

describe('the help-line directory in the console', () => {
  it('lists the reviewed directory, seeded once, for operators only', async () => {
    const entries = await list();
    expect(entries.find((e) => e.country === 'GB' && e.contact === '116 123')).toBeTruthy();
    expect(entries.filter((e) => e.country === 'US' && e.emergency).map((e) => e.contact)).toEqual(['911']);
    expect(entries.every((e) => !e.stale)).toBe(true);

    const member = t.client();
    await member.signUp();
    for (const [query, vars] of [
      [LIST, {}],
      [SAVE, { input: line }],
      [REMOVE, { id: entries[0].id }],
    ] as const) {
      expect((await member.gql(query, vars)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await t.client().gql(query, vars)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect(await list()).toHaveLength(entries.length);
  });

  it('adds a line that members see at once, audited with the operator and the entry', async () => {
    const { saveCrisisDirectoryEntry: saved } = await admin.ok(SAVE, { input: { ...line, country: 'ng' } });
    expect(saved).toMatchObject({ country: 'NG', contact: line.contact, emergency: false, stale: false });
    const { crisisResources } = await t.client().ok(CRISIS, { country: 'NG' });
    expect(crisisResources.map((r: { contact: string }) => r.contact)).toEqual(['112', '0800 078 7746', line.contact]);

    const { saveCrisisDirectoryEntry: changed } = await admin.ok(SAVE, {
      id: saved.id,
      input: { ...line, contact: '0800 765 4321' },
    });
    expect(changed.id).toBe(saved.id);
    const { auditLog } = await admin.ok(AUDIT, { id: saved.id });
    expect(auditLog.map((a: { action: string }) => a.action)).toEqual(['updateCrisisResource', 'createCrisisResource']);
    expect(auditLog[0]).toMatchObject({ actorEmail: 'operator@example.com', targetType: 'crisisResource' });
    expect(JSON.parse(auditLog[0].before).contact).toBe(line.contact);
    expect(JSON.parse(auditLog[0].after).contact).toBe('0800 765 4321');

    expect(await admin.ok(REMOVE, { id: saved.id })).toEqual({ removeCrisisDirectoryEntry: true });
    const after = await t.client().ok(CRISIS, { country: 'NG' });
    expect(after.crisisResources.map((r: { contact: string }) => r.contact)).toEqual(['112', '0800 078 7746']);
    expect((await admin.ok(AUDIT, { id: saved.id })).auditLog[0].action).toBe('removeCrisisResource');
  });

  it.each([
    ['a country that is not a code', { country: 'Nigeria' }, 'country'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a 100 KB contact', { contact: '1'.repeat(100_000) }, 'contact'],
    ['a source that is not a web page', { source: 'javascript:alert(1)' }, 'source'],
    ['no source', { source: '' }, 'source'],
    ['a date that is not a date', { verifiedOn: '26/11/2026' }, 'verifiedOn'],
    ['a date in the future', { verifiedOn: '2027-01-01' }, 'verifiedOn'],
  ])('refuses %s with BAD_USER_INPUT on the field and stores nothing', async (_label, change, field) => {
    const before = await list();
    const res = await admin.gql(SAVE, { input: { ...line, ...change } });
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await list()).toEqual(before);
  });

  it("refuses to remove a country's only emergency number, and an unknown entry", async () => {
    const us911 = (await list()).find((e) => e.country === 'US' && e.emergency)!;
    const res = await admin.gql(REMOVE, { id: us911.id });
    expect(res.errors?.[0].extensions?.code).toBe('CONFLICT');
    const { crisisResources } = await t.client().ok(CRISIS, { country: 'US' });
    expect(crisisResources[0]).toMatchObject({ contact: '911', emergency: true, country: 'US' });
    expect((await admin.gql(REMOVE, { id: 'nope' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await admin.gql(SAVE, { id: 'nope', input: line })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('flags entries last checked more than 180 days ago', async () => {
    now = new Date('2027-05-24T12:00:00Z'); // 179 days after 2026-11-26
    expect((await list()).some((e) => e.stale)).toBe(false);
    now = new Date('2027-05-26T12:00:00Z'); // 181 days
    const entries = await list();
    expect(entries.filter((e) => e.verifiedOn === '2026-11-26').every((e) => e.stale)).toBe(true);
    now = new Date('2026-11-26T12:00:00Z');
  });
});
