/**
 * Chat relay benchmark: how long a reply chunk takes from the AI provider's yield to the member's
 * browser, through the real app (ChatService → pub/sub → graphql-ws → WebSocket → graphql-ws client).
 *
 *   npm run bench            (all scenarios)
 *   node --import @swc-node/register/esm-register bench/chat.ts
 *
 * A fake provider yields one word at fixed times and notes when; the subscriber notes when each word
 * arrives. Server and subscriber share one process and clock (performance.now). Scenarios: one
 * member, many members at once, and, when redis-server is installed, the same through Redis.
 * Goal: p95 ≤ 10 ms.
 */
import 'reflect-metadata';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { startApp, type RunningApp } from '../src/app.js';
import type { AiProvider, ChatRequest } from '../src/ai/index.js';
import { GraphQLClient } from '../test/support/graphql-client.js';
import { TEST_ORIGIN } from '../test/support/test-app.js';
import { listenForReplies } from '../test/support/chat.js';
import { SEND_CHAT } from '../test/support/chat.js';
import { redisServerPath, startRedis, type TestRedis } from '../test/support/redis.js';

export const CHAT_BENCH_GOAL_P95_MS = 10;

interface Scenario {
  name: string;
  members: number;
  chunks: number;
  intervalMs: number;
  redis: boolean;
}

export interface ChatBenchResult {
  scenario: string;
  samples: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** Yields `w<index> ` words at fixed times and notes the moment of each yield, per prompt. */
class MetronomeProvider implements AiProvider {
  readonly kind = 'gemini' as const;
  readonly yieldedAt = new Map<string, number[]>();

  constructor(
    private readonly chunks: number,
    private readonly intervalMs: number,
  ) {}

  async evaluate(): Promise<string> {
    return 'not used by this benchmark';
  }

  async *chatStream(request: ChatRequest): AsyncIterable<string> {
    const times: number[] = [];
    this.yieldedAt.set(request.message, times);
    const start = performance.now();
    for (let i = 0; i < this.chunks; i++) {
      const wait = start + i * this.intervalMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      times.push(performance.now());
      // A word and its space: the reply shaper passes it on at once.
      yield `w${i} `;
    }
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function runScenario(scenario: Scenario, redis?: TestRedis): Promise<ChatBenchResult> {
  const provider = new MetronomeProvider(scenario.chunks, scenario.intervalMs);
  const env = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'warn',
    CHAT_MESSAGES_PER_MINUTE: '10000',
    SIGNUP_LIMIT_PER_IP: '1000000',
    ...(scenario.redis && redis ? { REDIS_URL: redis.url } : {}),
  };
  const config = loadConfig(env);
  const logger = createLogger(config.logLevel, process.stderr);
  const app: RunningApp = await startApp({ config, logger, database: {}, ai: provider });
  try {
    const members = await Promise.all(
      Array.from({ length: scenario.members }, async () => {
        const client = new GraphQLClient(app.url);
        await client.signUp();
        return client;
      }),
    );
    const listeners = await Promise.all(members.map((m) => listenForReplies(m, app.services.pubSub)));
    const receivedAt = listeners.map(() => new Map<number, number>());
    listeners.forEach((listener, i) => {
      // Note arrival times as results come in (the recorder keeps them; we stamp on push).
      const push = listener.replies.push.bind(listener.replies);
      listener.replies.push = (result) => {
        const now = performance.now();
        const delta = (result.data as { chatReply?: { delta: string } } | null | undefined)?.chatReply?.delta ?? '';
        for (const match of delta.matchAll(/w(\d+)/g)) receivedAt[i].set(Number(match[1]), now);
        push(result);
      };
    });

    await Promise.all(members.map((m, i) => m.ok(SEND_CHAT, { prompt: `bench member ${i}` })));
    await Promise.all(listeners.map((l) => l.untilDone(undefined, 60_000)));

    const delays: number[] = [];
    members.forEach((_m, i) => {
      const yielded = provider.yieldedAt.get(`bench member ${i}`) ?? [];
      yielded.forEach((at, index) => {
        const got = receivedAt[i].get(index);
        if (got !== undefined) delays.push(got - at);
      });
    });
    await Promise.all(listeners.map((l) => l.close()));
    const sorted = delays.sort((a, b) => a - b);
    const expected = scenario.members * scenario.chunks;
    if (sorted.length !== expected) throw new Error(`${scenario.name}: ${sorted.length} of ${expected} chunks arrived`);
    return {
      scenario: scenario.name,
      samples: sorted.length,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      maxMs: sorted[sorted.length - 1],
    };
  } finally {
    await app.close();
  }
}

export async function runChatBench(): Promise<ChatBenchResult[]> {
  const scenarios: Scenario[] = [
    { name: 'in-process, 1 member, 300 chunks every 5 ms', members: 1, chunks: 300, intervalMs: 5, redis: false },
    {
      name: 'in-process, 25 members at once, 100 chunks every 10 ms',
      members: 25,
      chunks: 100,
      intervalMs: 10,
      redis: false,
    },
  ];
  let redis: TestRedis | undefined;
  try {
    redisServerPath();
    redis = await startRedis();
    scenarios.push(
      { name: 'redis, 1 member, 300 chunks every 5 ms', members: 1, chunks: 300, intervalMs: 5, redis: true },
      {
        name: 'redis, 25 members at once, 100 chunks every 10 ms',
        members: 25,
        chunks: 100,
        intervalMs: 10,
        redis: true,
      },
    );
  } catch (error) {
    console.log(`chat bench: Redis scenarios skipped (${error instanceof Error ? error.message : String(error)})`);
  }

  const results: ChatBenchResult[] = [];
  try {
    console.log(
      `\nchat relay delay, provider yield → subscriber receipt over WebSocket (goal p95 ≤ ${CHAT_BENCH_GOAL_P95_MS} ms)`,
    );
    for (const scenario of scenarios) {
      const result = await runScenario(scenario, redis);
      results.push(result);
      const verdict = result.p95Ms <= CHAT_BENCH_GOAL_P95_MS ? 'ok' : 'OVER GOAL';
      console.log(
        `  ${result.scenario.padEnd(58)} n=${String(result.samples).padStart(5)}  p50 ${result.p50Ms.toFixed(2)} ms  p95 ${result.p95Ms.toFixed(2)} ms  max ${result.maxMs.toFixed(2)} ms  ${verdict}`,
      );
    }
  } finally {
    await redis?.stop();
  }
  return results;
}

// Runnable alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runChatBench().then(
    (results) => process.exit(results.every((r) => r.p95Ms <= CHAT_BENCH_GOAL_P95_MS) ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
