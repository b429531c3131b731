// The soak's members: each virtual user signs up a member and goes through what members do (tests,
// the dashboard, chat with a streamed reply, mood check-ins, a paid booking, sometimes a cancel),
// one action after another with a short pause, until told to stop. Every acknowledged write is
// remembered so that the end of the soak can check that none was lost.
import type { MongoClient } from 'mongodb';
import { CONDITIONS, EXPERTS, type Condition } from '../src/content/index.js';
import { answersFor } from '../test/support/assessments.js';
import {
  CANCEL_BOOKING,
  COMPLETE_TEST_CHECKOUT,
  CONFIRM_BOOKING,
  EXPERT_SLOTS,
  START_BOOKING,
  type BookingView,
  type SlotView,
} from '../test/support/bookings.js';
import { CHAT_REPLY, SEND_CHAT, type ChatReplyChunkShape } from '../test/support/chat.js';
import { GraphQLClient, type GraphQLResponse } from '../test/support/graphql-client.js';
import { SUBMIT_ASSESSMENT, TEST_HISTORY } from '../test/support/assessments.js';
import { WsTestClient } from '../test/support/ws-client.js';
import type { Stats } from './stats.js';

const LOG_MOOD = 'mutation Mood($input: MoodInput!) { logMood(input: $input) { id } }';
const PREFERENCES =
  'mutation Prefs($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { retakeReminders } }';
const DASHBOARD = '{ me { id firstName } healthScores { condition score createdAt } }';
const ALL_EXPERTS = Object.values(EXPERTS).flat();

/** What the soak's members were told was stored: checked against the database at the end. */
export interface Acknowledged {
  assessments: Set<string>;
  moods: Set<string>;
  paidBookings: Set<string>;
}

export interface MixContext {
  /** The app instances' current addresses; a stopped instance's entry is null. */
  instances: (string | null)[];
  stats: Stats;
  db: MongoClient;
  dbName: string;
  acknowledged: Acknowledged;
  /** Wall-clock ms between two actions of one member (randomised ±50 %). */
  pauseMs: number;
  /** The app's clock speed (the slots are asked for over the app's days, not the soak's). */
  appNow(): Date;
}

class ExpectedRefusal extends Error {}

/** One member as a browser holds them: a cookie jar, and the instance it last spoke to. */
class Member {
  cookies = new Map<string, string>();
  id = '';
  taken = new Set<Condition>();
  moods = 0;
  bookings = 0;
  constructor(
    readonly ctx: MixContext,
    readonly home: number,
  ) {}

  private client(): GraphQLClient {
    const live = this.ctx.instances.map((url, i) => ({ url, i })).filter((x) => x.url);
    const pick = live.find((x) => x.i === this.home) ?? live[0];
    if (!pick) throw new Error('no app instance is running');
    const client = new GraphQLClient(pick.url!);
    for (const [k, v] of this.cookies) client.cookies.set(k, v);
    return client;
  }

  /** Runs one operation as this member and records its latency and outcome under `name`. */
  async op<T>(name: string, query: string, variables?: Record<string, unknown>): Promise<T> {
    const client = this.client();
    const started = performance.now();
    let res: GraphQLResponse<T>;
    try {
      res = await client.gql<T>(query, variables);
    } catch (error) {
      this.ctx.stats.record(name, performance.now() - started, 'error', (error as Error).message);
      throw error;
    }
    this.cookies = client.cookies;
    const code = res.errors?.[0]?.extensions?.code;
    if (code === 'CONFLICT' || code === 'RATE_LIMITED') {
      this.ctx.stats.record(name, performance.now() - started, code === 'CONFLICT' ? 'conflict' : 'limited');
      throw new ExpectedRefusal(code);
    }
    if (res.errors?.length || res.status >= 500) {
      this.ctx.stats.record(
        name,
        performance.now() - started,
        'error',
        res.errors?.[0]?.message ?? `HTTP ${res.status}`,
      );
      throw new Error(res.errors?.[0]?.message ?? `HTTP ${res.status}`);
    }
    this.ctx.stats.record(name, performance.now() - started, 'ok');
    return res.data as T;
  }

  async signUp(): Promise<void> {
    const client = this.client();
    const started = performance.now();
    try {
      const { id } = await client.signUp();
      this.id = id;
      this.cookies = client.cookies;
      this.ctx.stats.record('signUp', performance.now() - started, 'ok');
    } catch (error) {
      this.ctx.stats.record('signUp', performance.now() - started, 'error', (error as Error).message);
      throw error;
    }
    // The receipt of a booking goes to a verified address: verified as following the link would.
    await this.ctx.db
      .db(this.ctx.dbName)
      .collection('users')
      .updateOne({ _id: new (await import('mongodb')).ObjectId(this.id) }, { $set: { emailVerified: true } });
    await this.op('updateNotificationPreferences', PREFERENCES, {
      input: { retakeReminders: true, appointmentReminders: true },
    });
  }

  async takeTest(): Promise<void> {
    const condition = CONDITIONS.find((c) => !this.taken.has(c));
    if (!condition) return this.dashboard();
    const scores = Math.floor(Math.random() * 3);
    const data = await this.op<{ submitAssessment: { id: string } }>('submitAssessment', SUBMIT_ASSESSMENT, {
      condition,
      answers: answersFor(condition, scores),
    });
    this.taken.add(condition);
    this.ctx.acknowledged.assessments.add(data.submitAssessment.id);
  }

  async dashboard(): Promise<void> {
    await this.op('dashboard', DASHBOARD);
    if (Math.random() < 0.5) await this.op('testHistory', TEST_HISTORY);
  }

  async mood(): Promise<void> {
    if (this.moods >= 6) return this.dashboard();
    const data = await this.op<{ logMood: { id: string } }>('logMood', LOG_MOOD, {
      input: { mood: 1 + Math.floor(Math.random() * 5), note: 'A soak check-in', tags: [] },
    });
    this.moods += 1;
    this.ctx.acknowledged.moods.add(data.logMood.id);
  }

  async chat(): Promise<void> {
    const client = this.client();
    const ws = WsTestClient.forMember(client);
    const replies = ws.subscribe<{ chatReply: ChatReplyChunkShape }>(CHAT_REPLY);
    const started = performance.now();
    try {
      // The subscription is live once the socket has said hello; a short wait stands for it.
      await new Promise((r) => setTimeout(r, 300));
      const sent = await this.op<{ sendChatMessage: { id: string } }>('sendChatMessage', SEND_CHAT, {
        prompt: 'How can I sleep better when I am stressed about work?',
      });
      await replies.until(() => replies.data.some((d) => d.chatReply.done), 15_000);
      this.ctx.stats.record('chatReplyStreamed', performance.now() - started, 'ok');
      void sent;
    } catch (error) {
      if (!(error instanceof ExpectedRefusal))
        this.ctx.stats.record('chatReplyStreamed', performance.now() - started, 'error', (error as Error).message);
      throw error;
    } finally {
      await ws.close();
    }
  }

  async book(): Promise<void> {
    if (this.bookings >= 2) return this.dashboard();
    const expert = ALL_EXPERTS[Math.floor(Math.random() * ALL_EXPERTS.length)];
    const from = this.ctx.appNow();
    const to = new Date(from.getTime() + 14 * 24 * 3600_000);
    const { expertSlots } = await this.op<{ expertSlots: SlotView[] }>('expertSlots', EXPERT_SLOTS, {
      expertId: expert.id,
      from: from.toISOString(),
      to: to.toISOString(),
    });
    if (!expertSlots.length) return;
    const slot = expertSlots[Math.floor(Math.random() * Math.min(10, expertSlots.length))];
    const { startBooking } = await this.op<{ startBooking: { reference: string } }>('startBooking', START_BOOKING, {
      expertId: expert.id,
      start: slot.start,
    });
    const reference = startBooking.reference;
    await this.op('completeTestCheckout', COMPLETE_TEST_CHECKOUT, { reference });
    const { confirmBooking } = await this.op<{ confirmBooking: BookingView }>('confirmBooking', CONFIRM_BOOKING, {
      reference,
    });
    this.bookings += 1;
    if (confirmBooking.status !== 'PAID') throw new Error(`booking ${confirmBooking.status} after payment`);
    if (Math.random() < 0.3) await this.op('cancelBooking', CANCEL_BOOKING, { reference });
    else this.ctx.acknowledged.paidBookings.add(reference);
  }
}

/** What a member does next, by weight. */
const ACTIONS: [weight: number, run: (m: Member) => Promise<void>][] = [
  [30, (m) => m.dashboard()],
  [22, (m) => m.takeTest()],
  [18, (m) => m.mood()],
  [15, (m) => m.chat()],
  [8, (m) => m.book()],
];
const TOTAL_WEIGHT = ACTIONS.reduce((n, [w]) => n + w, 0);

function pickAction(): (m: Member) => Promise<void> {
  let r = Math.random() * TOTAL_WEIGHT;
  for (const [weight, run] of ACTIONS) {
    r -= weight;
    if (r < 0) return run;
  }
  return ACTIONS[0][1];
}

/**
 * One virtual user: a member who, after about `actionsPerMember` actions, is followed by a new
 * member (a sign-up). Runs until `signal` aborts; errors are recorded by `op` and the user goes on.
 */
export async function virtualUser(ctx: MixContext, home: number, signal: AbortSignal, actionsPerMember = 40) {
  let member: Member | null = null;
  let actions = 0;
  while (!signal.aborted) {
    try {
      if (!member || actions >= actionsPerMember) {
        member = new Member(ctx, home);
        actions = 0;
        await member.signUp();
      }
      actions += 1;
      await pickAction()(member);
    } catch (error) {
      // Recorded already; a member whose sign-up failed is replaced on the next turn.
      if (member && !member.id) member = null;
      void error;
    }
    const pause = ctx.pauseMs * (0.5 + Math.random());
    await new Promise((r) => setTimeout(r, pause));
  }
}
