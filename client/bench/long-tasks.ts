// node bench/long-tasks.ts [route ...]: what makes the long tasks that Lighthouse's blocking time
// counts. Loads each route (default /sign-in and /dashboard, signed in for the latter) of the
// build in CLIENT_DIST (default bench/dist) in Debian's Chromium on a phone-sized screen with the
// CPU slowed 4x (Lighthouse's mobile figure), records a CPU profile, and prints every stretch of
// main-thread work over 50 ms with the functions that took most of it (self time, and the
// scripts). Build without minifying for readable names: vite build --minify false --outDir <dir>.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { repoRoot, startAppServer } from '../e2e/support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { memberCookie } from './bench-member.ts';

const clientDist = path.resolve(process.env.CLIENT_DIST ?? path.join(repoRoot, 'client', 'bench', 'dist'));
const routes = process.argv.slice(2).filter((a) => a.startsWith('/'));
// RATE=1: unthrottled, as Lighthouse's simulated throttling records (it then counts each task 4x).
const RATE = Number(process.env.RATE ?? 4);
const LONG_US = 50_000 / (process.env.RATE === '1' ? 4 : 1);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  parent?: number;
  children?: number[];
}

const app = await startAppServer(clientDist, { echo: false });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const cookie = await memberCookie(app.url);
  for (const route of routes.length ? routes : ['/sign-in', '/dashboard']) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    });
    if (route !== '/' && !route.startsWith('/sign')) {
      const [name, value] = cookie.split(';')[0].split('=');
      await context.addCookies([{ name, value, url: app.url }]);
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(`${app.url}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(6000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    report(route, trace.traceEvents, fcp);
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args: Record<string, any>;
}

function report(route: string, events: TraceEvent[], fcp: number) {
  // The renderer's main thread is the one whose CPU profile has the most samples.
  const chunks = events.filter((e) => e.name === 'ProfileChunk');
  const count = new Map<string, number>();
  for (const c of chunks)
    count.set(
      `${c.pid}:${c.id}`,
      (count.get(`${c.pid}:${c.id}`) ?? 0) + (c.args.data.cpuProfile?.samples?.length ?? 0),
    );
  const [key] = [...count].sort((a, b) => b[1] - a[1])[0];
  const [pid, profileId] = key.split(':');
  const profileStart = events.find((e) => e.name === 'Profile' && String(e.pid) === pid && e.id === profileId)!;
  const tid = profileStart.tid;
  const byId = new Map<number, ProfileNode>();
  const samples: { id: number; ts: number }[] = [];
  let t = profileStart.args.data.startTime as number;
  for (const c of chunks.filter((c) => String(c.pid) === pid && c.id === profileId)) {
    const cpu = c.args.data.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) byId.set(n.id, { ...n, parent: n.parent });
    const deltas: number[] = c.args.data.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id: number, i: number) => {
      t += deltas[i];
      samples.push({ id, ts: t });
    });
  }
  const navigation = events.find((e) => e.name === 'navigationStart' && String(e.pid) === pid)?.ts ?? samples[0].ts;
  const tasks = events.filter(
    (e) => String(e.pid) === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > LONG_US,
  );
  const name = (n: ProfileNode) =>
    `${n.callFrame.functionName || '(anon)'} ${path.basename(n.callFrame.url ?? '')}:${(n.callFrame.lineNumber ?? -1) + 1}`;
  console.log(
    `\n== ${route} (CPU ${RATE}x; FCP ${Math.round(fcp)} ms; tasks over ${LONG_US / 1000} ms, times from navigation start)`,
  );
  let blocking = 0;
  for (const task of tasks) {
    const ms = task.dur! / 1000;
    blocking += ms - LONG_US / 1000;
    const self = new Map<string, number>();
    const scripts = new Map<string, number>();
    const inclusive = new Map<string, number>();
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur!);
    for (const { id } of inside) {
      const n = byId.get(id)!;
      const dt = 1;
      self.set(name(n), (self.get(name(n)) ?? 0) + dt);
      const file = path.basename(n.callFrame.url ?? '');
      if (file) scripts.set(file, (scripts.get(file) ?? 0) + dt);
      const seen = new Set<string>();
      for (let p: ProfileNode | undefined = n; p; p = p.parent ? byId.get(p.parent) : undefined) {
        const key = name(p);
        if (!seen.has(key) && p.callFrame.url) inclusive.set(key, (inclusive.get(key) ?? 0) + dt);
        seen.add(key);
      }
    }
    const total = inside.length || 1;
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([key, n]) => `${key} ${Math.round((100 * n) / total)}%`)
        .join('; ');
    console.log(
      `- at ${Math.round((task.ts - navigation) / 1000)} ms: ${Math.round(ms)} ms (${inside.length} samples)`,
    );
    const kinds = new Map<string, number>();
    for (const e of events) {
      if (String(e.pid) !== pid || e.tid !== tid || e.ph !== 'X' || e === task || e.name === 'RunTask') continue;
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > task.ts + task.dur!) continue;
      const label =
        e.name === 'EvaluateScript' || e.name === 'v8.compile'
          ? `${e.name} ${path.basename(e.args.data?.url ?? '')}`
          : e.name;
      kinds.set(label, (kinds.get(label) ?? 0) + (e.dur ?? 0));
    }
    console.log(
      `    trace events (ms, nested included): ${[...kinds]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([k, us]) => `${k} ${(us / 1000).toFixed(1)}`)
        .join('; ')}`,
    );
    console.log(`    self: ${top(self, 8)}`);
    console.log(`    scripts (self): ${top(scripts, 5)}`);
    console.log(`    inclusive: ${top(inclusive, 14)}`);
  }
  console.log(`  sum over 50 ms: ${Math.round(blocking)} ms`);
}
