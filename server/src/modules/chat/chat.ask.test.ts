// Ask when unsure (docs/security.md 20): a hedged message gets the agreed question with the crisis
// card instead of an AI reply, the conversation remembers it asked, and the member's next message
// is read as the answer. The provisional rules have no UNSURE band yet, so the rules here mark one
// phrase UNSURE and defer to the real detector for everything else (its own answers are the
// classifier's tests). The real service, on the embedded engine.
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import {
  CRISIS_QUESTION,
  CRISIS_QUESTION_NO_REPLY,
  CRISIS_QUESTION_SOMEONE_ELSE,
  crisisReplyText,
} from '@mindcheck/common';
import { startEmbeddedMongo, type EmbeddedMongo } from '@mindcheck/embedded-mongo';
import type { AiProvider } from '../../ai/index.js';
import { loadCrisisDirectory } from '../../content/crisis-resources.js';
import { InProcessPubSub } from '../../pubsub/index.js';
import { RateLimits } from '../../rate-limit/index.js';
import { assessCrisis } from '../safety/crisis/detector.js';
import { readCrisisQuestionAnswer } from '../safety/crisis/answer.js';
import { chatModel } from './chat.model.js';
import { ChatService } from './chat.service.js';

const HEDGED = "I don't know how much longer I can do this";
const HEDGED_OTHER = "my friend has been saying she can't do this anymore";
// It points to help, as the system instruction asks after a flagged message (else the guard replaces it).
const ORDINARY = 'Here is an ordinary reply. If things get heavy, please reach out to someone you trust.';
let mongo: EmbeddedMongo;
let connection: Connection;
let service: ChatService;
let aiCalls = 0;
const directory = loadCrisisDirectory();
const lines = directory.forCountry(null);

const ai: AiProvider = {
  kind: 'offline',
  evaluate: async () => 'unused',
  async *chatStream() {
    aiCalls++;
    yield ORDINARY;
  },
};

beforeAll(async () => {
  mongo = await startEmbeddedMongo({ port: 0, logger: { warn: () => undefined } });
  connection = await mongoose.createConnection(mongo.uri).asPromise();
  service = new ChatService({
    chats: chatModel(connection),
    ai,
    pubSub: new InProcessPubSub(),
    limiter: new RateLimits().create({ name: 'chat', points: 1000, durationSeconds: 60 }),
    crisis: directory,
    consent: { require: async () => ({ aiProcessing: true, country: null }) },
    logger: pino({ level: 'silent' }),
    rules: {
      assessCrisis: (text) =>
        text === HEDGED
          ? { level: 'UNSURE', kind: 'SELF_HARM', subKind: null }
          : text === HEDGED_OTHER
            ? { level: 'UNSURE', kind: 'SOMEONE_ELSE', subKind: null }
            : assessCrisis(text),
      readCrisisQuestionAnswer,
    },
  });
});
beforeEach(() => {
  aiCalls = 0;
});
afterAll(async () => {
  await connection?.close(true);
  await mongo?.stop();
});

let n = 0;
const newMember = () => `member-ask-${++n}`;

describe('ask when unsure', () => {
  it('asks the question with the crisis card instead of an AI reply, and remembers it asked', async () => {
    const member = newMember();
    const reply = await service.send(member, HEDGED);
    expect(reply).toMatchObject({
      text: CRISIS_QUESTION,
      needsCrisisSupport: true,
      crisisKind: 'SELF_HARM',
      crisisQuestion: true,
      crisisResources: lines,
    });
    expect(aiCalls).toBe(0);
    const history = await service.messages(member);
    expect(history.map((m) => m.text)).toEqual([HEDGED, CRISIS_QUESTION]);
    expect(history[1]).toMatchObject({ crisisQuestion: true, crisisResources: lines });
  });

  it.each(['yes', 'Yes I am', 'I dey think am'])('answers "%s" with the self-harm crisis reply', async (answer) => {
    const member = newMember();
    await service.send(member, HEDGED);
    const reply = await service.send(member, answer);
    expect(reply).toMatchObject({ text: crisisReplyText('SELF_HARM', lines), crisisKind: 'SELF_HARM' });
    expect(aiCalls).toBe(0);
  });

  it.each(['no', "no, I'm safe"])('answers "%s" kindly, then with the ordinary reply', async (answer) => {
    const member = newMember();
    await service.send(member, HEDGED);
    const reply = await service.send(member, answer);
    expect(reply.text).toBe(`${CRISIS_QUESTION_NO_REPLY}\n\n${ORDINARY}`);
    expect(reply.needsCrisisSupport ?? false).toBe(false);
    expect(aiCalls).toBe(1);
  });

  it('reads an unclear answer by the ordinary check: crisis language is still the crisis reply', async () => {
    const member = newMember();
    await service.send(member, HEDGED);
    expect((await service.send(member, 'what do you mean by that')).text).toBe(ORDINARY);
    const other = newMember();
    await service.send(other, HEDGED);
    expect((await service.send(other, 'maybe. I want to kill myself')).crisisKind).toBe('SELF_HARM');
  });

  it('does not ask twice in a row: unsure again right after the question is the crisis reply', async () => {
    const member = newMember();
    await service.send(member, HEDGED);
    const reply = await service.send(member, HEDGED);
    expect(reply).toMatchObject({ text: crisisReplyText('SELF_HARM', lines), needsCrisisSupport: true });
    expect(aiCalls).toBe(0);
  });

  it('asks only about the message right after the question', async () => {
    const member = newMember();
    await service.send(member, HEDGED);
    await service.send(member, 'no');
    // "yes" two messages later is not an answer to the question.
    expect((await service.send(member, 'yes')).needsCrisisSupport ?? false).toBe(false);
  });

  // Round 8 of #32 (a defect: the member was asked about ending their own life): unsure about a
  // message about someone else, the question is about that person, and a "yes" is their danger.
  it('asks about the person in danger when the unsure message is about someone else', async () => {
    const member = newMember();
    const reply = await service.send(member, HEDGED_OTHER);
    expect(reply).toMatchObject({
      text: CRISIS_QUESTION_SOMEONE_ELSE,
      needsCrisisSupport: true,
      crisisKind: 'SOMEONE_ELSE',
      crisisQuestion: true,
    });
    expect(reply.text).not.toBe(CRISIS_QUESTION);
    const answer = await service.send(member, 'yes');
    expect(answer).toMatchObject({ text: crisisReplyText('SOMEONE_ELSE', lines), crisisKind: 'SOMEONE_ELSE' });
    expect(aiCalls).toBe(0);
  });
});
