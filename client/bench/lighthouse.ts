// npm run bench:web — Lighthouse (mobile emulation, simulated throttling) on /, /sign-in and
// /dashboard (signed in) against the production build served by the real server (embedded
// database in memory), in Debian's Chromium; then the landing route's JavaScript budget.
// Prints the scores (the median run, and every run's performance score), the landing JavaScript
// and the machine's load; exits 1 when a score is under 95 or a budget is broken. Lighthouse's
// performance score moves with CPU load: read the load averages it prints before trusting a run.
// Run by Node's own type stripping: node bench/lighthouse.ts [--runs=N] (the build comes first:
// see the bench:web script). CLIENT_DIST=<dir> picks the build, CHROMIUM_PATH the browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { repoRoot, startAppServer } from '../e2e/support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { memberCookie } from './bench-member.ts';

const MIN_SCORE = 95;
const LANDING_JS_BUDGET_BYTES = 100 * 1024; // gzipped
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const runsArg = process.argv.find((a) => a.startsWith('--runs='));
// --save=<dir>: also write each page's full Lighthouse report (JSON) there, to dig into.
const saveDir = process.argv.find((a) => a.startsWith('--save='))?.split('=')[1];
const runs = Math.max(1, Number(runsArg?.split('=')[1] ?? 3));
const clientDist = path.resolve(process.env.CLIENT_DIST ?? path.join(repoRoot, 'client', 'bench', 'dist'));

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

interface PageResult {
  route: string;
  /** Every run's performance score, in run order. */
  runScores: number[];
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  scripts: { url: string; transferBytes: number }[];
  failedAudits: string[];
}

async function audit(port: number, url: string, extraHeaders?: Record<string, string>): Promise<RunnerResult> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders,
  };
  // A trace now and then comes back broken (NO_NAVSTART, NO_FCP) on a busy machine: try again.
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags);
    const problem = !result ? 'no result' : result.lhr.runtimeError?.message;
    if (!problem) return result!;
    if (attempt === 3) throw new Error(`${url}: ${problem}`);
    console.error(`${url}: ${problem} (attempt ${attempt}, trying again)`);
  }
}

function summarize(route: string, results: RunnerResult[]): PageResult {
  // The run with the median performance score stands for the page.
  const perf = results.map((r) => r.lhr.categories.performance.score ?? 0);
  const lhr = results[perf.indexOf(median(perf))].lhr;
  const score = (id: string) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const failedAudits = Object.values(lhr.categories)
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 0.9)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);
  return {
    route,
    runScores: perf.map((p) => Math.round(p * 100)),
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
    },
    metrics: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    scripts: requests
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: String(r.url), transferBytes: Number(r.transferSize ?? 0) })),
    failedAudits: [...new Set(failedAudits)],
  };
}

/**
 * The landing route's scripts, measured from the build: gzipped size each, and whether Victory or
 * Apollo Client is in any (Victory's component names; Apollo's error-page address).
 */
function landingBudget(scripts: { url: string }[]) {
  const files = scripts
    .map((s) => new URL(s.url).pathname)
    .filter((p) => p.startsWith('/assets/'))
    .map((p) => {
      const code = readFileSync(path.join(clientDist, p));
      return {
        file: p,
        raw: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        victory: /Victory[A-Z]\w+/.test(code.toString('utf8')),
        apollo: code.toString('utf8').includes('go.apollo.dev'),
      };
    });
  return {
    files,
    gzip: files.reduce((n, f) => n + f.gzip, 0),
    victory: files.filter((f) => f.victory).map((f) => f.file),
    apollo: files.filter((f) => f.apollo).map((f) => f.file),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const loadBefore = load();
  const app = await startAppServer(clientDist, { echo: false });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  let failed = false;
  try {
    const cookie = await memberCookie(app.url);
    const pages: [string, Record<string, string> | undefined][] = [
      ['/', undefined],
      ['/sign-in', undefined],
      ['/dashboard', { Cookie: cookie }],
    ];
    const results: PageResult[] = [];
    for (const [route, headers] of pages) {
      const runsForPage: RunnerResult[] = [];
      for (let i = 0; i < runs; i++) runsForPage.push(await audit(chrome.port, `${app.url}${route}`, headers));
      if (route === '/dashboard' && !runsForPage[0].lhr.finalDisplayedUrl.endsWith('/dashboard')) {
        throw new Error(`/dashboard was not shown signed in (ended at ${runsForPage[0].lhr.finalDisplayedUrl})`);
      }
      results.push(summarize(route, runsForPage));
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const file = path.join(saveDir, `lighthouse${route === '/' ? '-landing' : route.replaceAll('/', '-')}.json`);
        writeFileSync(file, JSON.stringify(runsForPage[0].lhr, null, 1));
      }
    }

    console.log(`\nLighthouse ${runsForLabel(runs)}, mobile emulation, simulated throttling; minimum ${MIN_SCORE}`);
    console.log('route        performance  accessibility  best-practices   FCP      LCP      TBT     CLS');
    for (const r of results) {
      const low = CATEGORIES.filter((c) => r.scores[c] < MIN_SCORE);
      if (low.length) failed = true;
      console.log(
        `${r.route.padEnd(12)} ${String(r.scores.performance).padStart(11)}  ${String(r.scores.accessibility).padStart(13)}  ${String(r.scores['best-practices']).padStart(14)}   ` +
          `${(r.metrics.fcp / 1000).toFixed(2)} s   ${(r.metrics.lcp / 1000).toFixed(2)} s   ${Math.round(r.metrics.tbt)} ms   ${r.metrics.cls.toFixed(3)}` +
          (low.length ? `   BELOW ${MIN_SCORE}: ${low.join(', ')}` : ''),
      );
      if (r.runScores.length > 1) console.log(`             performance by run: ${r.runScores.join(', ')}`);
      if (r.failedAudits.length) console.log(`             audits under 0.9: ${r.failedAudits.join('; ')}`);
    }

    const landing = landingBudget(results[0].scripts);
    const transfer = results[0].scripts.reduce((n, s) => n + s.transferBytes, 0);
    console.log(`\nLanding route JavaScript (${landing.files.length} files, as loaded by /):`);
    for (const f of landing.files)
      console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(9)} raw  ${kb(f.gzip).padStart(8)} gzip`);
    const overBudget = landing.gzip > LANDING_JS_BUDGET_BYTES;
    console.log(
      `  total: ${kb(landing.gzip)} gzipped (budget ${kb(LANDING_JS_BUDGET_BYTES)}: ${overBudget ? 'OVER' : 'ok'}), ${kb(transfer)} transferred`,
    );
    console.log(`  Victory code: ${landing.victory.length ? `FOUND in ${landing.victory.join(', ')}` : 'none'}`);
    console.log(`  Apollo Client code: ${landing.apollo.length ? `in ${landing.apollo.join(', ')}` : 'none'}`);
    if (overBudget || landing.victory.length) failed = true;
  } finally {
    await chrome.kill();
    await app.stop();
  }
  console.log(`\nLoad average (1, 5, 15 min) on ${os.cpus().length} CPUs: ${loadBefore} before, ${load()} after`);
  console.log(failed ? '\nbench:web: FAILED (see above)' : '\nbench:web: all scores and budgets met');
  process.exitCode = failed ? 1 : 0;
}

function runsForLabel(n: number) {
  return n === 1 ? '(1 run per page)' : `(median of ${n} runs per page)`;
}

await main();
