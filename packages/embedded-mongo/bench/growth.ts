/**
 * Growth: how the engine's start-up, memory and an indexed lookup change from 10k to 1M documents
 * of the app's real shapes (assessments with their answers, chat histories, login sessions).
 *
 * For each size, in a temporary dbPath: 90 % of the documents are written as the engine's snapshot
 * and the last 10 % as its journal, directly in the engine's record format (journal.ts: what a
 * stop() and later acknowledged writes leave; writing them through the driver would take most of
 * an hour at 1M on a shared machine). Then the built engine (dist/cli.js) starts in its own
 * process and reads both: the time from spawn to its `ready` line, its resident memory then and
 * after the lookups (VmRSS, and the peak VmHWM), against the documents' BSON size.
 * The lookup is the History page's read (`testHistory`): one member's assessments through the
 * `userId_createdAt` index, newest first, without answers; median of 500.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BSON, MongoClient, ObjectId, type Db } from 'mongodb';
import { encodeRecord } from '../src/journal.js';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLI = path.join(PACKAGE_DIR, 'dist', 'cli.js');
const CONDITIONS = ['depression', 'anxiety', 'schizophrenia', 'substance_abuse', 'dementia'];
const LOOKUPS = 500;
/** Of every 10 documents: 6 assessments, 2 chats, 2 sessions. */
const ASSESSMENTS_PER_10 = 6;
const CHATS_PER_10 = 2;

export interface GrowthRow {
  docs: number;
  bsonBytes: number;
  startMs: number;
  /** CPU time (user + system, all threads) the engine had used when ready: start-up's work, whatever the machine's load. */
  startCpuMs: number;
  /** Spawn to every index built (a client's first listIndexes on each collection, which waits for its build), and CPU by then. */
  builtMs: number;
  builtCpuMs: number;
  rssBytes: number;
  peakRssBytes: number;
  lookupMs: number;
}

export interface Engine {
  child: ChildProcess;
  uri: string;
  /** performance.now() at spawn. */
  spawnedAt: number;
  readyMs: number;
  exited: Promise<void>;
}

export async function startEngine(dbPath: string, extraArgs: string[] = []): Promise<Engine> {
  const t0 = performance.now();
  // BENCH_ENGINE_NODE_ARGS: Node options for the engine (e.g. --max-old-space-size=8192).
  const nodeArgs = process.env.BENCH_ENGINE_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, CLI, '--port', '0', '--dbpath', dbPath, ...extraArgs], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  const uri = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /ready (mongodb:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`engine exited (${code}) before ready: ${err}`)));
  });
  return { child, uri, spawnedAt: t0, readyMs: performance.now() - t0, exited };
}

/** User + system CPU time of a process so far (/proc/PID/stat, in clock ticks of 10 ms). */
export function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

const users = (n: number) => Math.max(1, Math.floor((n * ASSESSMENTS_PER_10) / 10 / 10)); // ~10 results each
const userId = (i: number) => `u${String(i).padStart(8, '0')}`;
const text = (seed: number, length: number) =>
  `${'How often have you felt down, depressed or hopeless over the last two weeks? '.repeat(8)}${seed}`.slice(-length);

/** The i-th document of the data set: its collection and body (the app's shapes, as mongoose stores them). */
export function documentAt(
  i: number,
  n: number,
  expiredSessions = false,
): { coll: string; doc: Record<string, unknown> } {
  const slot = i % 10;
  const u = userId(Math.floor(i / 10) % users(n));
  const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 60_000);
  if (slot < ASSESSMENTS_PER_10) {
    const answers = Array.from({ length: 9 }, (_, q) => ({
      questionId: `q${q + 1}`,
      question: text(q, 70),
      selectedAnswer: ['Not at all', 'Several days', 'More than half the days', 'Nearly every day'][(i + q) % 4],
      score: (i + q) % 4,
    }));
    return {
      coll: 'assessments',
      doc: {
        _id: new ObjectId(),
        userId: u,
        condition: CONDITIONS[i % 5],
        answers,
        score: answers.reduce((s, a) => s + a.score, 0),
        severity: 'Moderate',
        evaluation: text(i, 400),
        evaluationSource: 'offline',
        needsCrisisSupport: false,
        createdAt,
        attempt: Math.floor(i / 50),
      },
    };
  }
  if (slot < ASSESSMENTS_PER_10 + CHATS_PER_10) {
    const messages = Array.from({ length: 6 }, (_, m) => ({
      id: `${i}-${m}`,
      text: text(i + m, m % 2 ? 240 : 80),
      type: m % 2 ? 'ai' : 'user',
      createdAt: new Date(createdAt.getTime() + m * 1000),
      source: m % 2 ? 'offline' : 'member',
    }));
    return { coll: 'chats', doc: { _id: `chat-${i}`, userId: u, messages, updatedAt: createdAt } };
  }
  const session = { cookie: { originalMaxAge: 604_800_000, httpOnly: true, sameSite: 'lax' }, userId: u };
  return {
    coll: 'sessions',
    doc: {
      _id: `sess-${i}-${text(i, 20)}`,
      // expiredSessions (the idle benchmark): every other session expired an hour ago.
      expires: expiredSessions && i % 20 < 10 ? new Date(Date.now() - 3_600_000) : new Date(Date.UTC(2099, 0, 1)),
      session: JSON.stringify(session),
    },
  };
}

export const INDEXES: Array<[string, Record<string, unknown>]> = [
  ['assessments', { key: { userId: 1, condition: 1, attempt: 1 }, name: 'userId_condition_attempt' }],
  ['assessments', { key: { userId: 1, createdAt: 1 }, name: 'userId_createdAt' }],
  ['chats', { key: { userId: 1 }, name: 'userId_1' }],
  ['sessions', { key: { expires: 1 }, name: 'expires_1', expireAfterSeconds: 0 }],
];

/** Writes documents [0, n): the first 90 % as snapshot.bson, the rest as journal.bson. Returns their BSON bytes. */
export async function writeFilesForProfile(dir: string, n: number): Promise<number> {
  return writeFiles(dir, n);
}

export async function writeFiles(dir: string, n: number, expiredSessions = false): Promise<number> {
  const inSnapshot = Math.floor(n * 0.9);
  let bsonBytes = 0;
  const write = async (file: string, records: () => Generator<Record<string, unknown>>) => {
    const fh = await fs.open(path.join(dir, file), 'w');
    let chunks: Buffer[] = [];
    let size = 0;
    for (const record of records()) {
      const buf = encodeRecord(record);
      chunks.push(buf);
      size += buf.length;
      if (size > 8 * 1024 * 1024) {
        await fh.write(Buffer.concat(chunks));
        chunks = [];
        size = 0;
      }
    }
    await fh.write(Buffer.concat(chunks));
    await fh.close();
  };
  const puts = function* (from: number, to: number) {
    for (let i = from; i < to; i++) {
      const { coll, doc } = documentAt(i, n, expiredSessions);
      bsonBytes += BSON.calculateObjectSize(doc);
      yield { op: 'put', db: 'mindcheck', c: coll, doc };
    }
  };
  await write('snapshot.bson', function* () {
    yield { op: 'hdr', gen: 1 };
    for (const c of ['assessments', 'chats', 'sessions']) yield { op: 'cc', db: 'mindcheck', c, options: {} };
    for (const [c, spec] of INDEXES) yield { op: 'ci', db: 'mindcheck', c, spec };
    yield* puts(0, inSnapshot);
  });
  await write('journal.bson', function* () {
    yield { op: 'hdr', gen: 1 };
    yield* puts(inSnapshot, n);
  });
  return bsonBytes;
}

async function withClient<T>(uri: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri);
  await client.connect();
  try {
    return await fn(client.db('mindcheck'));
  } finally {
    await client.close();
  }
}

async function lookupMedianMs(db: Db, n: number): Promise<number> {
  const coll = db.collection('assessments');
  const read = (u: string) =>
    coll
      .find({ userId: u }, { projection: { answers: 0 } })
      .sort({ createdAt: -1, _id: -1 })
      .toArray();
  for (let i = 0; i < 100; i++) await read(userId(i % users(n)));
  const times: number[] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    const u = userId(Math.floor(Math.random() * users(n)));
    const t0 = performance.now();
    const docs = await read(u);
    times.push(performance.now() - t0);
    if (docs.length === 0) throw new Error(`no history for ${u}`);
  }
  times.sort((x, y) => x - y);
  return times[times.length >> 1];
}

async function stop(engine: Engine, signal: NodeJS.Signals): Promise<void> {
  engine.child.kill(signal);
  await engine.exited;
}

export async function measureGrowth(n: number, log: (line: string) => void): Promise<GrowthRow> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-growth-'));
  try {
    const t0 = performance.now();
    const bsonBytes = await writeFiles(dir, n);
    log(`  ${n} documents written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const engine = await startEngine(dir);
    try {
      const startCpuMs = cpuMsOf(engine.child.pid!);
      const atStart = memoryOf(engine.child.pid!);
      const built = await withClient(engine.uri, async (db) => {
        for (const c of ['assessments', 'chats', 'sessions']) await db.collection(c).listIndexes().toArray();
        return { ms: performance.now() - engine.spawnedAt, cpuMs: cpuMsOf(engine.child.pid!) };
      });
      const lookupMs = await withClient(engine.uri, (db) => lookupMedianMs(db, n));
      const after = memoryOf(engine.child.pid!);
      return {
        docs: n,
        bsonBytes,
        startMs: engine.readyMs,
        startCpuMs,
        builtMs: built.ms,
        builtCpuMs: built.cpuMs,
        rssBytes: Math.max(atStart.rss, after.rss),
        peakRssBytes: after.peak,
        lookupMs,
      };
    } finally {
      // SIGKILL: what a stop does (flush and close) is not measured here.
      await stop(engine, 'SIGKILL');
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Start-up of an engine with an empty dbPath: Node's own start, the floor under every figure. */
export async function emptyStartMs(): Promise<number> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-growth-'));
  try {
    const engine = await startEngine(dir);
    await stop(engine, 'SIGTERM');
    return engine.readyMs;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export function growthTable(rows: GrowthRow[], emptyMs: number): string[] {
  const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
  const base = rows[0];
  const lines = [
    `start-up with an empty dbPath: ${emptyMs.toFixed(0)} ms`,
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
    '| documents | BSON size | start-up (ready) | its CPU time | every index built | CPU by then | RSS after start+lookups | RSS / BSON | peak RSS | testHistory lookup (median) | vs smallest |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.docs.toLocaleString('en')} | ${mb(r.bsonBytes)} | ${(r.startMs / 1000).toFixed(2)} s | ${(r.startCpuMs / 1000).toFixed(2)} s | ${(r.builtMs / 1000).toFixed(2)} s | ${(r.builtCpuMs / 1000).toFixed(2)} s | ${mb(r.rssBytes)} | ${(r.rssBytes / r.bsonBytes).toFixed(2)}× | ${mb(r.peakRssBytes)} | ${(r.lookupMs * 1000).toFixed(0)} µs | ${(r.lookupMs / base.lookupMs).toFixed(2)}× |`,
    );
  const last = rows[rows.length - 1];
  lines.push(
    `goals at ${last.docs.toLocaleString('en')}: start-up < 10 s ${last.startMs < 10_000 ? 'OK' : 'MISSED'} ` +
      `(its CPU time ${last.startCpuMs < 10_000 ? 'OK' : 'MISSED'}; every index built: wall ${last.builtMs < 10_000 ? 'OK' : 'MISSED'}, CPU ${last.builtCpuMs < 10_000 ? 'OK' : 'MISSED'}); ` +
      `RSS < 3× BSON ${last.rssBytes < 3 * last.bsonBytes ? 'OK' : 'MISSED'}; ` +
      `lookup ≤ 2× the smallest ${last.lookupMs <= 2 * base.lookupMs ? 'OK' : 'MISSED'}`,
  );
  return lines;
}
