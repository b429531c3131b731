// A session that ends, for any reason, ends everywhere at once (SECURITY.md 28): two instances
// share one database and a real Redis; a member's WebSockets on either instance close (4403) when
// the session is signed out on the other, when the account is erased (every session of it), and
// at the session's idle or absolute deadline with no request at all.
import WebSocket from 'ws';
import { startRedis, type TestRedis } from './support/redis.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { GraphQLClient } from './support/graphql-client.js';
import { wsUrlOf } from './support/ws-client.js';
import { SESSION_ENDED_TOPIC } from '../src/http/session-ends.js';
import { ADMIN_ENV, signUpAdmin } from './support/roles.js';

let redis: TestRedis;
let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  redis = await startRedis();
  one = await startTestApp({ REDIS_URL: redis.url, ...ADMIN_ENV });
  two = await startTestApp({ REDIS_URL: redis.url, MONGODB_URI: one.app.database.uri, ...ADMIN_ENV });
  // Both instances listen for ended sessions before the tests end any.
  for (const app of [one, two]) {
    const deadline = Date.now() + 5000;
    while (app.app.services.pubSub.subscriberCount(SESSION_ENDED_TOPIC) < 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  }
});
afterAll(async () => {
  await two?.close();
  await one?.close();
  await redis?.stop();
});

/** An open, acknowledged graphql-ws socket of the member on `app`, recording how it closes. */
async function openSocket(
  app: TestApp,
  member: GraphQLClient,
): Promise<{ closed: Promise<number>; isOpen(): boolean }> {
  const socket = new WebSocket(wsUrlOf(app.url), 'graphql-transport-ws', {
    headers: { origin: TEST_ORIGIN, cookie: member.cookieHeader() },
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.once('message', (data) =>
      JSON.parse(String(data)).type === 'connection_ack' ? resolve() : reject(new Error(String(data))),
    );
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return { closed, isOpen: () => socket.readyState === WebSocket.OPEN };
}

/** The same browser (cookie jar) reaching the other instance through the load balancer. */
function sameBrowserOn(app: TestApp, member: GraphQLClient): GraphQLClient {
  const other = new GraphQLClient(app.url);
  for (const [k, v] of member.cookies) other.cookies.set(k, v);
  other.member = member.member;
  return other;
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), ms))]);

const sessions = () =>
  one.app.database.connection.db!.collection<{ _id: string; expires: Date; session: Record<string, unknown> }>(
    'sessions',
  );

describe('sockets close when their session ends, on every instance', () => {
  it('a sign-out on instance 1 closes the socket on instance 2', async () => {
    const member = one.client();
    await member.signUp();
    const socket = await openSocket(two, member);
    await member.ok('mutation { signOut }');
    expect(await within(socket.closed, 3000)).toBe(4403);
  });

  it("an erasure closes every socket of every session of the member (another browser's too)", async () => {
    const first = one.client();
    const { email, input } = await first.signUp();
    const second = two.client();
    expect((await second.signIn(email, input.password as string)).errors).toBeUndefined();
    const a = await openSocket(two, first);
    const b = await openSocket(one, second);
    const c = await openSocket(two, second);
    // Someone else's socket stays open.
    const bystander = one.client();
    await bystander.signUp();
    const d = await openSocket(two, bystander);

    await sameBrowserOn(one, first).ok('mutation Delete($p: String) { deleteAccount(password: $p) }', {
      p: input.password,
    });
    expect(await within(Promise.all([a.closed, b.closed, c.closed]), 3000)).toEqual([4403, 4403, 4403]);
    expect(await sessions().countDocuments({ 'session.userId': first.member!.id })).toBe(0);
    expect(d.isOpen()).toBe(true);
  });

  it('an operator disabling the account on instance 1 closes its sockets on both instances (#33)', async () => {
    const member = one.client();
    const { id, email, input } = await member.signUp();
    const phone = two.client();
    expect((await phone.signIn(email, input.password as string)).errors).toBeUndefined();
    const a = await openSocket(two, member);
    const b = await openSocket(one, phone);
    const admin = await signUpAdmin(one);
    await admin.ok('mutation D($id: ID!) { setAccountDisabled(userId: $id, disabled: true) { disabled } }', { id });
    expect(await within(Promise.all([a.closed, b.closed]), 3000)).toEqual([4403, 4403]);
    expect(await sessions().countDocuments({ 'session.userId': id })).toBe(0);
  });

  it('at its idle deadline, with no request at all', async () => {
    const member = one.client();
    await member.signUp();
    // The session was last used long ago: it ends in a second.
    await sessions().updateOne(
      { 'session.userId': member.member!.id },
      { $set: { expires: new Date(Date.now() + 1000) } },
    );
    const socket = await openSocket(two, member);
    expect(await within(socket.closed, 4000)).toBe(4403);
  });

  it('at its absolute deadline, however busy it is', async () => {
    const member = one.client();
    await member.signUp();
    // Signed in 336 hours ago, less a second (SESSION_ABSOLUTE_HOURS' default).
    await sessions().updateOne(
      { 'session.userId': member.member!.id },
      { $set: { 'session.signedInAt': Date.now() - 336 * 3_600_000 + 1000 } },
    );
    const socket = await openSocket(one, member);
    expect(await within(socket.closed, 4000)).toBe(4403);
  });

  it('stays open past the old deadline while the session is still in use', async () => {
    const member = one.client();
    await member.signUp();
    await sessions().updateOne(
      { 'session.userId': member.member!.id },
      { $set: { expires: new Date(Date.now() + 800) } },
    );
    const socket = await openSocket(two, member);
    // Used over HTTP meanwhile: the stored expiry moves on (as the rolling idle timeout does).
    await sessions().updateOne(
      { 'session.userId': member.member!.id },
      { $set: { expires: new Date(Date.now() + 60_000) } },
    );
    expect(await within(socket.closed, 2000)).toBe('timeout');
    expect(socket.isOpen()).toBe(true);
  });
});
