// The operator console's operations as visitor, member, expert and admin; every change audited;
// the directory members see follows the operator's edits at once.
import { EXPERTS } from '../src/content/index.js';
import { messages } from '../src/messages.js';
import { bookingMember, COMPLETE_TEST_CHECKOUT, startBooking } from './support/bookings.js';
import { ADMIN_ENV, NEW_EXPERT, signUpAdmin, signUpExpert, TEST_ADMIN_EMAIL } from './support/roles.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const EXPERT_FIELDS = 'id name specialization field contact location expertise active timeZone';
const ADMIN_EXPERTS = `{ adminExperts { ${EXPERT_FIELDS} } }`;
const CREATE = `mutation Create($input: ExpertInput!) { createExpert(input: $input) { ${EXPERT_FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ExpertInput!) { updateExpert(id: $id, input: $input) { ${EXPERT_FIELDS} } }`;
const SET_ACTIVE = `mutation SetActive($id: ID!, $active: Boolean!) { setExpertActive(id: $id, active: $active) { id active } }`;
const AUDIT = `query Audit($id: ID!) { auditLog(targetId: $id) { actorEmail action targetType targetId before after createdAt } }`;
const BOOKINGS = `query Bookings($status: BookingStatus) { adminBookings(status: $status) { reference status expert { id } } }`;
const MESSAGES = `{ contactMessages { id name email message createdAt delivery } }`;
const EXPERTS_QUERY = `query Experts($field: Condition!) { experts(field: $field) { id } }`;
const EXPERT_QUERY = `query Expert($id: ID!) { expert(id: $id) { id name } }`;

let t: TestApp;
let admin: GraphQLClient;
let member: GraphQLClient;
let expert: GraphQLClient;
beforeAll(async () => {
  t = await startTestApp({ ...ADMIN_ENV });
  admin = await signUpAdmin(t);
  member = t.client();
  await member.signUp();
  expert = await signUpExpert(t, EXPERTS.DEMENTIA[0].id);
});
afterAll(async () => {
  await t?.close();
});

describe('who may use the console', () => {
  // Every row has its variables (or {}): jest passes a done callback to a row shorter than the function's arity.
  const operations: [string, string, Record<string, unknown>][] = [
    ['adminExperts', ADMIN_EXPERTS, {}],
    ['adminBookings', BOOKINGS, {}],
    ['contactMessages', MESSAGES, {}],
    ['auditLog', AUDIT, { id: EXPERTS.DEPRESSION[0].id }],
    ['createExpert', CREATE, { input: NEW_EXPERT }],
    ['updateExpert', UPDATE, { id: EXPERTS.DEPRESSION[1].id, input: NEW_EXPERT }],
    ['setExpertActive', SET_ACTIVE, { id: EXPERTS.DEPRESSION[1].id, active: false }],
  ];
  it.each(operations)(
    '%s: visitor UNAUTHENTICATED, member and expert FORBIDDEN, nothing changed',
    async (_n, op, vars) => {
      expect((await t.client().gql(op, vars)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      for (const client of [member, expert]) {
        const res = await client.gql(op, vars);
        expect(res.errors?.[0]).toMatchObject({ message: messages.notAllowed, extensions: { code: 'FORBIDDEN' } });
        expect(res.data).toBeNull();
      }
      const { adminExperts } = await admin.ok(ADMIN_EXPERTS);
      expect(adminExperts.find((e: { id: string }) => e.id === EXPERTS.DEPRESSION[1].id)).toMatchObject({
        name: EXPERTS.DEPRESSION[1].name,
        active: true,
      });
      expect(adminExperts.some((e: { name: string }) => e.name === NEW_EXPERT.name)).toBe(false);
    },
  );

  it('an address in ADMIN_EMAILS is no operator until it is verified', async () => {
    const t2 = await startTestApp({ ADMIN_EMAILS: 'unverified-operator@example.com' });
    try {
      const client = t2.client();
      await client.signUp({ email: 'unverified-operator@example.com' });
      expect((await client.gql(ADMIN_EXPERTS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await client.ok('{ me { role } }')).me.role).toBe('USER');
    } finally {
      await t2.close();
    }
  });
});

describe('the operator', () => {
  it('sees role ADMIN, and the expert role EXPERT with their directory entry', async () => {
    expect((await admin.ok('{ me { email role expert { id } } }')).me).toEqual({
      email: TEST_ADMIN_EMAIL,
      role: 'ADMIN',
      expert: null,
    });
    expect((await expert.ok('{ me { role expert { id name } } }')).me).toEqual({
      role: 'EXPERT',
      expert: { id: EXPERTS.DEMENTIA[0].id, name: EXPERTS.DEMENTIA[0].name },
    });
    expect((await member.ok('{ me { role expert { id } } }')).me).toEqual({ role: 'USER', expert: null });
  });

  it('creates an expert members then find in the field and by id, audited', async () => {
    const { createExpert } = await admin.ok(CREATE, { input: NEW_EXPERT });
    expect(createExpert).toMatchObject({ ...NEW_EXPERT, active: true, timeZone: 'Africa/Lagos' });
    expect(createExpert.id).toMatch(/^kemi-adebayo-[0-9a-f]{6}$/);
    const { experts } = await member.ok(EXPERTS_QUERY, { field: 'ANXIETY' });
    expect(experts.map((e: { id: string }) => e.id)).toEqual([...EXPERTS.ANXIETY.map((e) => e.id), createExpert.id]);
    expect((await member.ok(EXPERT_QUERY, { id: createExpert.id })).expert.name).toBe(NEW_EXPERT.name);
    const { auditLog } = await admin.ok(AUDIT, { id: createExpert.id });
    expect(auditLog).toHaveLength(1);
    expect(auditLog[0]).toMatchObject({ actorEmail: TEST_ADMIN_EMAIL, action: 'createExpert', before: null });
    expect(JSON.parse(auditLog[0].after)).toMatchObject({ name: NEW_EXPERT.name, location: NEW_EXPERT.location });
  });

  it('edits an expert: members see the edit, the audit keeps before and after', async () => {
    const target = EXPERTS.SCHIZOPHRENIA[1];
    const input = { ...NEW_EXPERT, name: target.name, field: 'SCHIZOPHRENIA', location: 'Benin City, Nigeria' };
    const { updateExpert } = await admin.ok(UPDATE, { id: target.id, input });
    expect(updateExpert).toMatchObject({ id: target.id, location: 'Benin City, Nigeria' });
    expect((await member.ok(EXPERT_QUERY, { id: target.id })).expert.name).toBe(target.name);
    const [entry] = (await admin.ok(AUDIT, { id: target.id })).auditLog;
    expect(entry.action).toBe('updateExpert');
    expect(JSON.parse(entry.before).location).toBe(target.location);
    expect(JSON.parse(entry.after).location).toBe('Benin City, Nigeria');
  });

  it('deactivates an expert (hidden and not bookable) and reactivates them', async () => {
    const target = EXPERTS.SUBSTANCE_ABUSE[4];
    expect((await admin.ok(SET_ACTIVE, { id: target.id, active: false })).setExpertActive).toEqual({
      id: target.id,
      active: false,
    });
    expect((await member.ok(EXPERT_QUERY, { id: target.id })).expert).toBeNull();
    expect(
      (await member.gql(`mutation { startBooking(expertId: "${target.id}") { reference } }`)).errors?.[0]?.message,
    ).toBe(messages.expertNotFound);
    const listed = (await admin.ok(ADMIN_EXPERTS)).adminExperts.find((e: { id: string }) => e.id === target.id);
    expect(listed.active).toBe(false);
    await admin.ok(SET_ACTIVE, { id: target.id, active: true });
    expect((await member.ok(EXPERT_QUERY, { id: target.id })).expert).toEqual({ id: target.id, name: target.name });
    const actions = (await admin.ok(AUDIT, { id: target.id })).auditLog.map((e: { action: string; after: string }) => [
      e.action,
      JSON.parse(e.after).active,
    ]);
    expect(actions).toEqual([
      ['setExpertActive', true],
      ['setExpertActive', false],
    ]);
  });

  it.each([
    ['an unknown expert', UPDATE, { id: 'nobody', input: NEW_EXPERT }, 'NOT_FOUND', messages.expertNotFound],
    ['a blank name', CREATE, { input: { ...NEW_EXPERT, name: '  ' } }, 'BAD_USER_INPUT', 'Name is required.'],
    [
      'a contact that is no email',
      CREATE,
      { input: { ...NEW_EXPERT, contact: 'call me' } },
      'BAD_USER_INPUT',
      messages.invalidEmail,
    ],
    [
      'an unknown time zone',
      CREATE,
      { input: { ...NEW_EXPERT, timeZone: 'Mars/Olympus' } },
      'BAD_USER_INPUT',
      messages.invalidTimeZone,
    ],
    [
      'a 100,000-character expertise',
      CREATE,
      { input: { ...NEW_EXPERT, expertise: 'x'.repeat(100_000) } },
      'BAD_USER_INPUT',
      messages.tooLong('Expertise', 500),
    ],
    [
      'a name on two lines',
      CREATE,
      { input: { ...NEW_EXPERT, name: 'A\nB' } },
      'BAD_USER_INPUT',
      messages.oneLine('Name'),
    ],
  ])('refuses %s with a clear error and writes nothing', async (_label, op, vars, code, message) => {
    const before = (await admin.ok(ADMIN_EXPERTS)).adminExperts;
    const res = await admin.gql(op, vars);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code } });
    expect((await admin.ok(ADMIN_EXPERTS)).adminExperts).toEqual(before);
  });

  it('lists bookings newest first, filtered by status', async () => {
    const { client: buyer } = await bookingMember(t);
    const pending = await startBooking(buyer);
    const paid = await startBooking(buyer, EXPERTS.ANXIETY[2].id);
    await buyer.ok(COMPLETE_TEST_CHECKOUT, { reference: paid.reference });
    await buyer.ok(`mutation { confirmBooking(reference: "${paid.reference}") { status } }`);
    const all = (await admin.ok(BOOKINGS, {})).adminBookings.map((b: { reference: string }) => b.reference);
    expect(all.indexOf(paid.reference)).toBeLessThan(all.indexOf(pending.reference));
    const onlyPaid = (await admin.ok(BOOKINGS, { status: 'PAID' })).adminBookings;
    expect(onlyPaid.every((b: { status: string }) => b.status === 'PAID')).toBe(true);
    expect(onlyPaid.map((b: { reference: string }) => b.reference)).toContain(paid.reference);
    expect(onlyPaid.map((b: { reference: string }) => b.reference)).not.toContain(pending.reference);
  });

  // Issue #39, item 5: the console's bookings showed no member and no appointment time.
  it('shows each booking with its member (name and email) and time, filterable by the appointment day', async () => {
    const buyer = await bookingMember(t);
    const expertId = EXPERTS.DEMENTIA[1].id;
    const first = await startBooking(buyer.client, expertId);
    const LIST = `query B($from: DateTime, $to: DateTime) {
      adminBookings(from: $from, to: $to) { reference start end member { email firstName lastName } }
    }`;
    const start = new Date(first.booking.start!);
    const dayStart = new Date(start.getTime() - (start.getTime() % 86_400_000));
    const dayEnd = new Date(dayStart.getTime() + 86_400_000);
    const { adminBookings } = await admin.ok(LIST, { from: dayStart.toISOString(), to: dayEnd.toISOString() });
    const mine = adminBookings.find((b: { reference: string }) => b.reference === first.reference);
    expect(mine).toEqual({
      reference: first.reference,
      start: first.booking.start,
      end: first.booking.end,
      member: { email: buyer.email, firstName: 'Ada', lastName: 'Lovelace' },
    });
    expect(
      adminBookings.every(
        (b: { start: string }) => b.start >= dayStart.toISOString() && b.start < dayEnd.toISOString(),
      ),
    ).toBe(true);
    const nextDay = await admin.ok(LIST, { from: dayEnd.toISOString(), to: new Date(dayEnd.getTime() + 86_400_000) });
    expect(nextDay.adminBookings.map((b: { reference: string }) => b.reference)).not.toContain(first.reference);
    // A member's own view never names the member.
    expect((await buyer.client.ok('{ myBookings { member { email } } }')).myBookings[0].member).toBeNull();
  });

  it('reads contact messages newest first with their delivery status', async () => {
    const send = `mutation Send($input: ContactInput!) { sendContactMessage(input: $input) }`;
    for (const name of ['First Writer', 'Second Writer']) {
      await t.client().ok(send, { input: { name, email: 'writer@example.com', message: `Hello from ${name}` } });
    }
    const { contactMessages } = await admin.ok(MESSAGES);
    expect(contactMessages.slice(0, 2).map((m: { name: string }) => m.name)).toEqual(['Second Writer', 'First Writer']);
    expect(['sent', 'failed', 'not_configured', 'pending']).toContain(contactMessages[0].delivery);
  });
});

describe("an expert's account erasure", () => {
  it('unlinks the account and keeps the directory entry', async () => {
    const entry = EXPERTS.DEPRESSION[4];
    const account = await signUpExpert(t, entry.id);
    expect((await account.ok('{ me { role } }')).me.role).toBe('EXPERT');
    expect(
      (await account.ok('mutation Delete($p: String) { deleteAccount(password: $p) }', { p: account.member!.password }))
        .deleteAccount,
    ).toBe(true);
    expect((await account.ok('{ me { id } }')).me).toBeNull();
    expect((await member.ok(EXPERT_QUERY, { id: entry.id })).expert).toEqual({ id: entry.id, name: entry.name });
    const listed = (await admin.ok(ADMIN_EXPERTS)).adminExperts.find((e: { id: string }) => e.id === entry.id);
    expect(listed).toMatchObject({ id: entry.id, active: true });
  });
});
