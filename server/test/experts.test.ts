// Experts against the real app: six per field, lookup by id (null when unknown), members only.
import { CONDITIONS, EXPERTS, EXPERT_PROFILE_PLACEHOLDERS } from '../src/content/index.js';
import { messages } from '../src/messages.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const EXPERT_FIELDS = 'id name specialization contact location field expertise avatarUrl';
const EXPERTS_QUERY = `query Experts($field: Condition!) { experts(field: $field) { ${EXPERT_FIELDS} } }`;
const EXPERT_QUERY = `query Expert($id: ID!) { expert(id: $id) { ${EXPERT_FIELDS}
  profile { quote qualifications education certifications experience affiliations testimonials { quote author } programs } } }`;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('experts', () => {
  it.each(CONDITIONS)('lists the six experts of %s', async (field) => {
    const client = t.client();
    await client.signUp();
    const { experts } = await client.ok(EXPERTS_QUERY, { field });
    expect(experts).toHaveLength(6);
    expect(experts.map((e: { id: string }) => e.id)).toEqual(EXPERTS[field].map((e) => e.id));
    for (const expert of experts) {
      expect(expert.field).toBe(field);
      expect(['CLINICAL_PSYCHOLOGIST', 'PSYCHIATRIST', 'THERAPIST']).toContain(expert.specialization);
      expect(expert.contact).toMatch(/@example\.com$/);
      expect(expert.name).not.toBe('');
      expect(expert.location).not.toBe('');
      expect(expert.avatarUrl).toMatch(/^data:image\/svg\+xml,/);
    }
  });

  it('finds one expert by id with the fixed profile sections', async () => {
    const client = t.client();
    await client.signUp();
    const known = EXPERTS.SUBSTANCE_ABUSE[2];
    const { expert } = await client.ok(EXPERT_QUERY, { id: known.id });
    expect(expert).toMatchObject({
      id: known.id,
      name: known.name,
      contact: known.contact,
      field: 'SUBSTANCE_ABUSE',
      expertise: known.expertise,
    });
    expect(expert.profile.qualifications).toEqual([...EXPERT_PROFILE_PLACEHOLDERS.qualifications]);
    expect(expert.profile.testimonials).toHaveLength(2);
    expect(expert.profile.quote).toBe(EXPERT_PROFILE_PLACEHOLDERS.quote);
  });

  it.each(['unknown-person', '', '__proto__', 'constructor', '../depression', 'amara-okafor '])(
    'answers null for the unknown id %j',
    async (id) => {
      const client = t.client();
      await client.signUp();
      const res = await client.gql(EXPERT_QUERY, { id });
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({ expert: null });
    },
  );

  it('refuses an unknown field with a GraphQL error', async () => {
    const client = t.client();
    await client.signUp();
    for (const field of ['depression', 'ANXIETY_DISORDERS', 'DEMENTIAS']) {
      const res = await client.gql(EXPERTS_QUERY, { field });
      expect(res.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect(res.data ?? null).toBeNull();
    }
  });

  it('is for signed-in members only', async () => {
    const visitor = t.client();
    for (const [query, variables] of [
      [EXPERTS_QUERY, { field: 'DEPRESSION' }],
      [EXPERT_QUERY, { id: EXPERTS.DEPRESSION[0].id }],
    ] as const) {
      const res = await visitor.gql(query, variables);
      expect(res.errors?.[0]).toMatchObject({
        message: messages.signInRequired,
        extensions: { code: 'UNAUTHENTICATED' },
      });
      expect(JSON.stringify(res.data ?? null)).not.toContain(EXPERTS.DEPRESSION[0].name);
    }
  });
});
