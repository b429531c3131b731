// What one signed-in request costs the database, counted with the driver's command monitoring:
// the session read together with its member (one aggregate with a $lookup; the member serves both
// the session check and `me`; the reads of requests started in one turn of the event loop go as
// one aggregate) and the records asked for; the session's expiry is renewed at most once a minute, not on every request. The
// checks stay: a disabled member is turned away at their very next request.
import type { IncomingMessage } from 'node:http';
import { ObjectId } from 'mongodb';
import type { CommandStartedEvent } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { loadConfig } from '../src/config.js';
import { createSessions } from '../src/http/session.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { SUBMIT_ASSESSMENT, TEST_HISTORY, answersFor } from './support/assessments.js';

const ME = 'query CurrentUser { me { id email firstName } }';

let mongo: EmbeddedMongo;
let t: TestApp;
let member: GraphQLClient;
const commands: string[] = [];

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
  t = await startTestApp({ MONGODB_URI: `${mongo.uri}?monitorCommands=true` });
  t.app.database.connection.getClient().on('commandStarted', (event: CommandStartedEvent) => {
    const target = event.command[event.commandName];
    // The job library polls for due jobs on its own timer: not part of any request.
    if (target === 'agendaJobs') return;
    commands.push(`${event.commandName} ${typeof target === 'string' ? target : ''}`.trim());
  });
  member = t.client();
  await member.signUp();
  await member.ok(SUBMIT_ASSESSMENT, { condition: 'ANXIETY', answers: answersFor('ANXIETY', 1) });
});
afterAll(async () => {
  await t?.close();
  await mongo?.stop();
});

async function commandsOf(work: () => Promise<unknown>): Promise<string[]> {
  // What earlier requests started in the background (a sign-up's verification mail) ends first.
  await t.app.services.credentials.idle();
  await t.app.services.mail.idle();
  commands.length = 0;
  await work();
  // The response can reach the client a moment before a fire-and-forget write is sent.
  await new Promise((r) => setTimeout(r, 50));
  // The job library polls for due jobs on its own timer: no request's work.
  return commands.filter((command) => !command.endsWith(' agendaJobs'));
}

it("answers a signed-in member's me with one round trip: the session read with its member", async () => {
  await member.ok(ME);
  expect(await commandsOf(() => member.ok(ME))).toEqual(['aggregate sessions']);
  expect((await member.ok(ME)).me.email).toBe(member.member!.email);
});

it('answers testHistory with the session (and the member check) then the records', async () => {
  expect(await commandsOf(() => member.ok(TEST_HISTORY))).toEqual(['aggregate sessions', 'find assessments']);
});

it('still serves a session stored before sessions held their member id, with a separate member lookup', async () => {
  const older = t.client();
  const { id } = await older.signUp();
  const sessions = t.app.database.connection.db!.collection('sessions');
  const stored = await sessions.findOne({ 'session.userId': id });
  expect(stored!.memberId).toEqual(new ObjectId(id));
  await sessions.updateOne({ _id: stored!._id }, { $unset: { memberId: '' } });
  expect(await commandsOf(() => older.ok(ME))).toEqual(['aggregate sessions', 'find users']);
  expect((await older.ok(ME)).me.id).toBe(id);
});

it('ends the session of a member who no longer exists', async () => {
  const gone = t.client();
  const { id } = await gone.signUp();
  await t.app.database.connection.db!.collection('users').deleteOne({ _id: new ObjectId(id) });
  expect(await gone.ok(ME)).toEqual({ me: null });
  expect(await t.app.database.connection.db!.collection('sessions').countDocuments({ 'session.userId': id })).toBe(0);
});

it('renews the stored session expiry at most once a minute, while the cookie rolls on every response', async () => {
  const sessions = t.app.database.connection.db!.collection<{ _id: string; expires: Date; lastModified?: Date }>(
    'sessions',
  );
  const before = (await sessions.find().toArray()).find((s) => s.lastModified)!;
  expect(before).toBeDefined();
  // Pretend the last renewal was two minutes ago: the next request renews it.
  await sessions.updateOne({ _id: before._id }, { $set: { lastModified: new Date(Date.now() - 120_000) } });
  const res = await member.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: ME }),
  });
  expect(res.headers.get('set-cookie')).toMatch(/^mc\.sid=.*Expires=/);
  await new Promise((r) => setTimeout(r, 50));
  const after = await sessions.findOne({ _id: before._id });
  expect(after!.lastModified!.getTime()).toBeGreaterThan(Date.now() - 5000);
  expect(after!.expires.getTime()).toBeGreaterThan(before.expires.getTime());
  // Within the minute, no write at all.
  expect(await commandsOf(() => member.ok(ME))).not.toContainEqual(expect.stringMatching(/^update/));
});

it('still turns a disabled member away at their very next request', async () => {
  const other = t.client();
  const { id } = await other.signUp();
  expect((await other.ok(ME)).me.id).toBe(id);
  await t.app.database.connection
    .db!.collection('users')
    .updateOne({ _id: new ObjectId(id) }, { $set: { disabled: true } });
  expect(await other.ok(ME)).toEqual({ me: null });
  expect((await other.gql(TEST_HISTORY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
});

it('reads the sessions of requests started in one turn together, each request getting its own member', async () => {
  const members = await Promise.all(
    Array.from({ length: 6 }, async () => {
      const client = t.client();
      await client.signUp();
      return client;
    }),
  );
  // The app's session layer over the same database, driven directly so that the requests surely
  // start in one turn of the event loop (as a busy instance starts many).
  const sessions = createSessions(loadConfig({ NODE_ENV: 'test' }), t.app.database.connection, {
    membersCollection: t.app.services.auth.membersCollection,
  });
  await sessions.ready;
  const requests = [...members, members[0]].map((m) => ({ headers: { cookie: m.cookieHeader() } }) as IncomingMessage);
  let signedIn: ({ userId: string } | null)[] = [];
  const sent = await commandsOf(async () => {
    signedIn = await Promise.all(requests.map((req) => sessions.readSignedIn(req)));
  });
  expect(sent).toEqual(['aggregate sessions']);
  expect(signedIn.map((s) => s?.userId)).toEqual([...members, members[0]].map((m) => m.member!.id));
  // A forged cookie among them is still nobody.
  const forged = { headers: { cookie: 'mc.sid=s%3Anot-a-session.bad-signature' } } as IncomingMessage;
  expect(await Promise.all([sessions.readSignedIn(forged), sessions.readSignedIn(requests[1])])).toEqual([
    null,
    expect.objectContaining({ userId: members[1].member!.id }),
  ]);
});

it('reads the histories of requests started in one turn together, each member getting only their own', async () => {
  const conditions = ['DEPRESSION', 'SCHIZOPHRENIA', 'DEMENTIA'] as const;
  const members = await Promise.all(
    conditions.map(async (condition) => {
      const client = t.client();
      const { id } = await client.signUp();
      await client.ok(SUBMIT_ASSESSMENT, { condition, answers: answersFor(condition, 1) });
      return id;
    }),
  );
  const assessments = t.app.services.assessments;
  let histories: { condition: string }[][] = [];
  const sent = await commandsOf(async () => {
    histories = await Promise.all(
      [...members, members[0], 'a-member-with-no-records'].map((id) => assessments.history(id, { withAnswers: false })),
    );
  });
  expect(sent).toEqual(['find assessments']);
  expect(histories.map((h) => h.map((r) => r.condition))).toEqual([
    ['DEPRESSION'],
    ['SCHIZOPHRENIA'],
    ['DEMENTIA'],
    ['DEPRESSION'],
    [],
  ]);
});

it('answers concurrent requests of many members, each with their own data', async () => {
  const conditions = ['DEPRESSION', 'ANXIETY', 'SCHIZOPHRENIA', 'SUBSTANCE_ABUSE', 'DEMENTIA'] as const;
  const members = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const client = t.client();
      await client.signUp();
      await client.ok(SUBMIT_ASSESSMENT, { condition: conditions[i % 5], answers: answersFor(conditions[i % 5], 1) });
      return client;
    }),
  );
  const answers = await Promise.all(members.flatMap((m) => [m.ok(ME), m.ok(TEST_HISTORY)]));
  members.forEach((m, i) => {
    expect(answers[2 * i].me.id).toBe(m.member!.id);
    expect(answers[2 * i + 1].testHistory.map((r: { condition: string }) => r.condition)).toEqual([conditions[i % 5]]);
  });
});
