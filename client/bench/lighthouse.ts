// npm run bench:web — Lighthouse (mobile emulation, simulated slow-4G throttling) on the public and
// the member's main pages, in the light and the dark theme, against the production build served by
// the real server (embedded database in memory), in Debian's Chromium; then the budgets (#36):
// landing route ≤ 100 KB of gzipped JavaScript, ≤ 170 KB of critical resources for each page's
// first view (every request finished by its largest contentful paint, as transferred: compressed
// code, styles, the shell, the page's GraphQL answers; checked on every page and theme measured),
// Lighthouse ≥ 95 in every category measured. Prints the scores (the median run, and every run's performance score), the
// budgets and the machine's load; exits 1 when a score or a budget is missed. Lighthouse's
// performance score moves with CPU load: read the load averages it prints before trusting a run.
// Run by Node's own type stripping: node bench/lighthouse.ts [--runs=N] [--themes=light,dark]
// [--locales=en,pcm,...] [--routes=/,/chat] (the build comes first: see the bench:web script).
// --locales (default en,pcm): each language is measured with the browser set to it (its
// Accept-Language and navigator.languages: how a visitor's language is chosen); a member's pages
// follow the member's own language (User.locale), set for the bench member before each language's
// runs (bench-member.ts). A page in another language that loaded none of its words fails.
// CLIENT_DIST=<dir> picks the build, CHROMIUM_PATH the browser.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { repoRoot, startAppServer } from '../e2e/support/app-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { memberCookie, setMemberLocale } from './bench-member.ts';

const MIN_SCORE = 95;
const LANDING_JS_BUDGET_BYTES = 100 * 1024; // gzipped
/**
 * The critical resources of a page's first view (#36): what a cold visit to the page transfers on a
 * slow connection by its largest contentful paint (every request finished by then, as sent:
 * compressed). Checked on every page measured, signed in or not: a member opening /dashboard from a
 * reminder is a first view too.
 */
const FIRST_VIEW_BUDGET_BYTES = 170 * 1024;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
/** The pages measured; `member`: shown signed in (as the bench member). */
const ROUTES: { route: string; member: boolean }[] = [
  { route: '/', member: false },
  { route: '/sign-in', member: false },
  { route: '/dashboard', member: true },
  { route: '/assessment/depression', member: true },
  { route: '/chat', member: true },
  { route: '/test-history', member: true },
  { route: '/bookings', member: true },
];
type Theme = 'light' | 'dark';

const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const list = (name: string, fallback: string) => (option(name) ?? fallback).split(',').filter(Boolean);
// --save=<dir>: also write each page's full Lighthouse report (JSON) there, to dig into.
const saveDir = option('save');
const runs = Math.max(1, Number(option('runs') ?? 3));
const themes = list('themes', 'light,dark') as Theme[];
// The languages (#36): English and Pidgin by default (about 10 minutes); --locales=en,pcm,yo,ha,ig for all five.
const locales = list('locales', 'en,pcm');
const onlyRoutes = option('routes')?.split(',');
const routes = ROUTES.filter((r) => !onlyRoutes || onlyRoutes.includes(r.route));
const clientDist = path.resolve(process.env.CLIENT_DIST ?? path.join(repoRoot, 'client', 'bench', 'dist'));

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

interface PageResult {
  route: string;
  /** theme and language, e.g. "dark en" */
  variant: string;
  /** Bytes transferred by the requests finished by the largest contentful paint (median run). */
  firstViewBytes: number;
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

type NetworkItem = Record<string, unknown>;

/** The transfer of every request finished by the page's largest contentful paint (as observed). */
function firstViewBytes(lhr: RunnerResult['lhr'], requests: NetworkItem[]): number {
  const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
  const lcp = observed?.observedLargestContentfulPaint ?? observed?.observedFirstContentfulPaint ?? Infinity;
  return requests
    .filter((r) => Number(r.networkEndTime ?? Infinity) <= lcp)
    .reduce((n, r) => n + Number(r.transferSize ?? 0), 0);
}

function summarize(route: string, variant: string, results: RunnerResult[]): PageResult {
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
    variant,
    firstViewBytes: firstViewBytes(lhr, requests),
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

/** Whether the page fetched a words file of `locale` (/assets/words-<hash>.<locale>.<name>.json). */
function loadedWordsOf(lhr: RunnerResult['lhr'], locale: string): boolean {
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  return requests.some((r) => String(r.url).includes(`/assets/words-`) && String(r.url).includes(`.${locale}.`));
}

/** Lighthouse on every route in one theme and language, `runs` times each. */
async function measure(appUrl: string, cookie: string, theme: Theme, locale: string): Promise<PageResult[]> {
  // The dark theme: Chromium with prefers-color-scheme: dark (the app follows the system's preference).
  // The language: the browser's own (navigator.languages), as a visitor's phone set to it; without
  // it a visitor's page was shown, and measured, in English whatever the header said.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [
      ...CHROMIUM_FLAGS,
      `--lang=${locale}`,
      `--accept-lang=${locale}`,
      ...(theme === 'dark' ? ['--force-dark-mode'] : []),
    ],
  });
  const results: PageResult[] = [];
  try {
    for (const { route, member } of routes) {
      const headers: Record<string, string> = { 'Accept-Language': locale, ...(member ? { Cookie: cookie } : {}) };
      const runsForPage: RunnerResult[] = [];
      for (let i = 0; i < runs; i++) runsForPage.push(await audit(chrome.port, `${appUrl}${route}`, headers));
      if (member && !runsForPage[0].lhr.finalDisplayedUrl.endsWith(route)) {
        throw new Error(`${route} was not shown signed in (ended at ${runsForPage[0].lhr.finalDisplayedUrl})`);
      }
      // A language other than English is measured only if the page loaded its words (client/build/words.ts).
      if (locale !== 'en' && !runsForPage.every((run) => loadedWordsOf(run.lhr, locale))) {
        throw new Error(`${route} was not shown in ${locale} (no words file of that language was loaded)`);
      }
      results.push(summarize(route, `${theme} ${locale}`, runsForPage));
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = `lighthouse${route === '/' ? '-landing' : route.replaceAll('/', '-')}-${theme}-${locale}.json`;
        writeFileSync(path.join(saveDir, name), JSON.stringify(runsForPage[0].lhr, null, 1));
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Prints the scores and first views; true when every one meets its minimum. */
function report(results: PageResult[]): boolean {
  let ok = true;
  console.log(`\nLighthouse ${runsForLabel(runs)}, mobile emulation, simulated slow 4G; minimum ${MIN_SCORE}`);
  console.log('route                   theme/lang   perf  a11y  b-p   FCP      LCP      TBT     CLS    first view');
  for (const r of results) {
    const low = CATEGORIES.filter((c) => r.scores[c] < MIN_SCORE);
    const heavy = r.firstViewBytes > FIRST_VIEW_BUDGET_BYTES;
    if (low.length || heavy) ok = false;
    console.log(
      `${r.route.padEnd(23)} ${r.variant.padEnd(11)} ${String(r.scores.performance).padStart(5)} ${String(r.scores.accessibility).padStart(5)} ${String(r.scores['best-practices']).padStart(4)}   ` +
        `${(r.metrics.fcp / 1000).toFixed(2)} s   ${(r.metrics.lcp / 1000).toFixed(2)} s   ${String(Math.round(r.metrics.tbt)).padStart(4)} ms  ${r.metrics.cls.toFixed(3)}  ${kb(r.firstViewBytes).padStart(9)}` +
        (low.length ? `   BELOW ${MIN_SCORE}: ${low.join(', ')}` : '') +
        (heavy ? `   FIRST VIEW OVER ${kb(FIRST_VIEW_BUDGET_BYTES)}` : ''),
    );
    if (r.runScores.length > 1) console.log(`${' '.repeat(24)}performance by run: ${r.runScores.join(', ')}`);
    if (r.failedAudits.length) console.log(`${' '.repeat(24)}audits under 0.9: ${r.failedAudits.join('; ')}`);
  }
  if (results.length) {
    const worst = results.reduce((a, b) => (b.firstViewBytes > a.firstViewBytes ? b : a));
    console.log(
      `\nCritical resources of the first view (transfer finished by LCP), largest: ${kb(worst.firstViewBytes)} on ${worst.route} ${worst.variant} (budget ${kb(FIRST_VIEW_BUDGET_BYTES)} on every page: ${worst.firstViewBytes > FIRST_VIEW_BUDGET_BYTES ? 'OVER' : 'ok'})`,
    );
  }
  return ok;
}

/** The landing route's JavaScript against its budget; true when met. */
/** Another language's landing JavaScript, for the record (the budget is checked on the first language's). */
function reportOtherLanding(result: PageResult) {
  const landing = landingBudget(result.scripts);
  console.log(
    `Landing route JavaScript in ${result.variant}: ${kb(landing.gzip)} gzipped in ${landing.files.length} files ` +
      `(${landing.files.map((f) => path.basename(f.file).replace(/-[\w-]{8}\.js$/, '')).join(', ')})`,
  );
}

function reportLanding(landingResult: PageResult): boolean {
  const landing = landingBudget(landingResult.scripts);
  const transfer = landingResult.scripts.reduce((n, s) => n + s.transferBytes, 0);
  console.log(`\nLanding route JavaScript (${landing.files.length} files, as loaded by /):`);
  for (const f of landing.files)
    console.log(`  ${f.file.padEnd(44)} ${kb(f.raw).padStart(9)} raw  ${kb(f.gzip).padStart(8)} gzip`);
  const overBudget = landing.gzip > LANDING_JS_BUDGET_BYTES;
  console.log(
    `  total: ${kb(landing.gzip)} gzipped (budget ${kb(LANDING_JS_BUDGET_BYTES)}: ${overBudget ? 'OVER' : 'ok'}), ${kb(transfer)} transferred`,
  );
  console.log(`  Victory code: ${landing.victory.length ? `FOUND in ${landing.victory.join(', ')}` : 'none'}`);
  console.log(`  Apollo Client code: ${landing.apollo.length ? `in ${landing.apollo.join(', ')}` : 'none'}`);
  return !overBudget && !landing.victory.length;
}

async function main() {
  const loadBefore = load();
  const app = await startAppServer(clientDist, { echo: false });
  let failed = false;
  try {
    const cookie = routes.some((r) => r.member) ? await memberCookie(app.url) : '';
    const results: PageResult[] = [];
    for (const theme of themes)
      for (const locale of locales) {
        if (cookie) await setMemberLocale(app.url, cookie, locale);
        results.push(...(await measure(app.url, cookie, theme, locale)));
      }
    if (!report(results)) failed = true;
    // The landing route's budget: its JavaScript as built, in the first language measured (English
    // by default); another language's landing page also loads its words' loader and reader
    // (lib/i18n/words-fetch.ts), printed beside it.
    const landings = locales.map((locale) => results.find((r) => r.route === '/' && r.variant.endsWith(` ${locale}`)));
    if (landings[0] && !reportLanding(landings[0])) failed = true;
    for (const other of landings.slice(1)) if (other) reportOtherLanding(other);
  } finally {
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
