// The expert's private notes (#34): written and read only by the expert account that wrote them, on
// its own paid appointment; sealed with AES-256-GCM (the raw documents hold no text); a rotated key
// still opens old notes and the re-encryption job moves them to the new one; readable in the
// expert's own export only; erased with the expert's account and with the member's.
import { randomBytes } from 'node:crypto';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import { messages } from '@mindcheck/common';
import { ManualClock } from '../src/clock.js';
import { EXPERTS } from '../src/content/index.js';
import { NotesCipher, notesKeyId } from '../src/modules/care/notes.cipher.js';
import { freeSlots, paidAppointment } from './support/bookings.js';
import type { GraphQLClient } from './support/graphql-client.js';
import { ADMIN_ENV, signUpAdmin, signUpExpert } from './support/roles.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');
const SAVE =
  'mutation S($reference: String!, $text: String!) { saveSessionNote(reference: $reference, text: $text) { id text createdAt updatedAt } }';
const NOTES = 'query N($reference: String!) { sessionNotes(reference: $reference) { id text createdAt } }';
const DELETE_ACCOUNT = 'mutation D($password: String) { deleteAccount(password: $password) }';

const clock = new ManualClock(new Date('2027-03-01T06:00:00Z'));
const entry = EXPERTS.ANXIETY[0];
const other = EXPERTS.ANXIETY[1];
let engine: EmbeddedMongo;
let t: TestApp;
let expert: GraphQLClient;
/** The first test's appointment: its notes are read again after the key rotation. */
let firstReference = '';
/** Each expert's free slots of the week ahead, taken one by one. */
const slots = new Map<string, string[]>();
const nextStart = (expertId = entry.id) => slots.get(expertId)!.shift()!;
const raw = () => t.app.database.connection.db!.collection('session_notes');
const code = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  engine = await startEmbeddedMongo({ port: 0 });
  t = await startTestApp(
    { MONGODB_URI: engine.uri, NOTES_ENCRYPTION_KEY: KEY_A, ...ADMIN_ENV },
    { now: () => clock.now() },
  );
  expert = await signUpExpert(t, entry.id);
  for (const id of [entry.id, other.id]) {
    const free = await freeSlots(t.client(), id, { from: new Date('2027-03-02T00:00:00Z'), days: 7 });
    slots.set(
      id,
      free.map((s) => s.start),
    );
  }
});
afterAll(async () => {
  await t?.close();
  await engine?.stop();
});

it("keeps the expert's notes on their own appointment, newest first, trimmed", async () => {
  const { reference } = await paidAppointment(t, entry.id, nextStart());
  firstReference = reference;
  const first = (await expert.ok(SAVE, { reference, text: 'Talked about sleep.' })).saveSessionNote;
  expect(first).toMatchObject({ text: 'Talked about sleep.' });
  clock.advanceMs(60_000);
  await expert.ok(SAVE, { reference, text: '  Follow up on the new job.\nAsk about the routine.  ' });
  const notes = (await expert.ok(NOTES, { reference })).sessionNotes;
  expect(notes.map((n: { text: string }) => n.text)).toEqual([
    'Follow up on the new job.\nAsk about the routine.',
    'Talked about sleep.',
  ]);
  expect(notes[1].id).toBe(first.id);
});

it('refuses an empty or over-long note and an unknown booking with clear words, storing nothing', async () => {
  const { reference } = await paidAppointment(t, entry.id, nextStart());
  const before = await raw().countDocuments();
  for (const text of ['', '   \n  ']) {
    expect((await expert.gql(SAVE, { reference, text })).errors?.[0]).toMatchObject({
      message: messages.requiredField('Note'),
      extensions: { code: 'BAD_USER_INPUT', field: 'text' },
    });
  }
  for (const text of ['x'.repeat(5001), 'x'.repeat(60_000)]) {
    expect((await expert.gql(SAVE, { reference, text })).errors?.[0]).toMatchObject({
      message: 'Note must be at most 5,000 characters long.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  for (const ref of ['mc-unknown', 'r'.repeat(5000)]) {
    expect((await expert.gql(SAVE, { reference: ref, text: 'hello' })).errors?.[0]).toMatchObject({
      message: messages.bookingNotFound,
      extensions: { code: 'NOT_FOUND' },
    });
  }
  expect(await raw().countDocuments()).toBe(before);
  // 5,000 characters as a person counts them (emoji are two UTF-16 units each) are accepted.
  expect((await expert.gql(SAVE, { reference, text: '🙂'.repeat(5000) })).errors).toBeUndefined();
});

it('shows notes to the expert account that wrote them only: another expert, a second account of the same expert, the member, an operator and a visitor get nothing', async () => {
  const member = await paidAppointment(t, entry.id, nextStart());
  const { reference } = member;
  await expert.ok(SAVE, { reference, text: 'Private to me.' });
  const otherExpert = await signUpExpert(t, other.id);
  const operator = await signUpAdmin(t);
  for (const op of [SAVE, NOTES]) {
    expect((await otherExpert.gql(op, { reference, text: 'x' })).errors?.[0]).toMatchObject({
      message: messages.appointmentNotYours,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(code(await member.client.gql(op, { reference, text: 'x' }))).toBe('FORBIDDEN');
    expect(code(await operator.gql(op, { reference, text: 'x' }))).toBe('FORBIDDEN');
    expect(code(await t.client().gql(op, { reference, text: 'x' }))).toBe('UNAUTHENTICATED');
  }
  // Another account speaking for the same expert sees its own notes, not these.
  const colleague = await signUpExpert(t, entry.id);
  expect((await colleague.ok(NOTES, { reference })).sessionNotes).toEqual([]);
  expect((await expert.ok(NOTES, { reference })).sessionNotes).toHaveLength(1);
});

it('stores no note text: the raw documents hold the sealed text and the id of the current key', async () => {
  const { reference } = await paidAppointment(t, entry.id, nextStart());
  const secret = 'Mentions of a brother in Kano and a hard week at the clinic';
  await expert.ok(SAVE, { reference, text: secret });
  const docs = await raw().find({}).toArray();
  const dump = JSON.stringify(docs);
  for (const word of ['brother', 'Kano', 'clinic', 'sleep', 'Private to me']) expect(dump).not.toContain(word);
  const keyId = notesKeyId(Buffer.from(KEY_A, 'base64'));
  expect(docs.every((d) => d.keyId === keyId && d.iv && d.tag && d.ciphertext && !('text' in d))).toBe(true);
});

it("puts the notes in the expert's own export, readable, and in nobody else's", async () => {
  const member = await paidAppointment(t, entry.id, nextStart());
  await expert.ok(SAVE, { reference: member.reference, text: 'Export marker note' });
  const mine = (await (await expert.request('/account/export')).json()) as { collections: Record<string, unknown[]> };
  expect(mine.collections.session_notes).toContainEqual(
    expect.objectContaining({ text: 'Export marker note', bookingId: member.bookingId }),
  );
  expect(JSON.stringify(mine)).not.toMatch(/"ciphertext"/);
  const theirs = await (await member.client.request('/account/export')).text();
  expect(theirs).not.toContain('Export marker note');
  expect(JSON.parse(theirs).collections.session_notes).toEqual([]);
});

it("erases the notes with the expert's account, and with the member's", async () => {
  const leaving = await signUpExpert(t, other.id);
  const a = await paidAppointment(t, other.id, nextStart(other.id));
  await leaving.ok(SAVE, { reference: a.reference, text: 'goes with the expert' });
  await leaving.ok(DELETE_ACCOUNT, { password: leaving.member!.password });
  expect(await raw().countDocuments({ authorId: leaving.member!.id })).toBe(0);

  const b = await paidAppointment(t, entry.id, nextStart());
  await expert.ok(SAVE, { reference: b.reference, text: 'goes with the member' });
  expect(await raw().countDocuments({ memberId: b.id })).toBe(1);
  await b.client.ok(DELETE_ACCOUNT, { password: b.input.password });
  expect(await raw().countDocuments({ memberId: b.id })).toBe(0);
});

it('after a key rotation opens the old notes, and the re-encryption job moves every note to the new key', async () => {
  const written = (await raw().find({}).toArray()).length;
  expect(written).toBeGreaterThan(3);
  // A note under a key nobody configured any more: left as it is, counted, never lost silently.
  const lost = new NotesCipher(randomBytes(32).toString('base64')).seal('lost', 'session-note:x:y');
  await raw().insertOne({
    authorId: 'x',
    bookingId: 'y',
    expertId: 'e',
    memberId: 'm',
    ...lost,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  // A note altered in the database: it no longer opens; the job counts it and moves the others.
  const altered = new NotesCipher(KEY_A).seal('altered', 'session-note:z:w');
  const tag = Buffer.from(altered.tag, 'base64');
  tag[0] ^= 1;
  await raw().insertOne({
    authorId: 'z',
    bookingId: 'w',
    expertId: 'e',
    memberId: 'm',
    ...altered,
    tag: tag.toString('base64'),
    createdAt: new Date(),
    updatedAt: new Date(),
  });
  const { email, password } = expert.member!;
  await t.close();
  // The restart with the new key (the old one listed as old) runs the re-encryption job at once.
  t = await startTestApp(
    { MONGODB_URI: engine.uri, NOTES_ENCRYPTION_KEY: KEY_B, NOTES_ENCRYPTION_KEYS_OLD: KEY_A },
    { now: () => clock.now() },
  );
  const newId = notesKeyId(Buffer.from(KEY_B, 'base64'));
  // The loop ends as soon as every note has moved; the long deadline is for a loaded machine.
  const deadline = Date.now() + 30_000;
  while ((await raw().countDocuments({ keyId: newId })) < written && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const docs = await raw()
    .find({ authorId: { $nin: ['x', 'z'] } })
    .toArray();
  expect(docs).toHaveLength(written);
  // Each now opens with the new key alone.
  const onlyNew = new NotesCipher(KEY_B);
  for (const doc of docs) {
    expect(doc.keyId).toBe(newId);
    expect(() => onlyNew.open(doc as never, `session-note:${doc.authorId}:${doc.bookingId}`)).not.toThrow();
  }
  expect(await raw().findOne({ authorId: 'x' })).toMatchObject({ keyId: lost.keyId, ciphertext: lost.ciphertext });
  expect(await raw().findOne({ authorId: 'z' })).toMatchObject({ keyId: altered.keyId });
  expect(await t.app.services.care.notes.reencrypt()).toEqual({ moved: 0, unreadable: 2 });

  const again = t.client();
  await again.signIn(email, password);
  expect(
    (await again.ok(NOTES, { reference: firstReference })).sessionNotes.map((n: { text: string }) => n.text),
  ).toEqual(['Follow up on the new job.\nAsk about the routine.', 'Talked about sleep.']);
});
