// npm run bench:web — what a phone gets: Lighthouse with its default settings (mobile: a Moto G
// Power's screen, simulated slow 4G and a 4× slower CPU), each run in a Chromium started for it (a new
// profile: no HTTP or compiled-code cache, no service worker), against the built app as `npm start`
// runs it. Pages: /login, and signed in the generator (/), a set list (/playlist/{id}) and its stage
// (/playlist/{id}/perform). Prints every run and the median per page (performance, FCP, LCP, TBT and
// the same TBT from the main thread's CPU time, bench/lib/cpuBlockingTime.mjs,
// CLS, script boot-up, bytes); writes bench/results/web.json. BENCH_WEB_PAGES=login,set picks pages
// (by the start of their names), BENCH_WEB_RUNS=1 the runs per page; every run's whole report is kept in
// bench/results/web-reports/ (BENCH_WEB_TRACES=1: its trace too).
// Goals: mobile performance ≥ 90 on every page (median of the runs), accessibility and best
// practices 100, SEO 100 on /login.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { productionEnv, spawnBuiltApp } from '../scripts/lib/builtApp.mjs';
import { cpuBlockingTimeMs } from './lib/cpuBlockingTime.mjs';
import { announceSmoke, SMOKE, sized } from './lib/smoke.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The flags the Lighthouse CLI is run with on this machine (`--chrome-flags`). */
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUNS = sized(Number(process.env.BENCH_WEB_RUNS ?? 3), 1);
/** BENCH_WEB_PAGES=login,stage audits only the pages whose names start with one of these words. */
const ONLY = process.env.BENCH_WEB_PAGES?.split(',')
  .map((word) => word.trim())
  .filter(Boolean);
const DEMO_PASSWORD = 'bench-web-demo-password';
const GOALS = { mobilePerformance: 90, accessibility: 100, bestPractices: 100, seoOnPublicPages: 100 };

/** Starts dist/server/main.js on its own data directory; resolves once it listens. */
async function startApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'miq-bench-web-'));
  const { child, port } = spawnBuiltApp({
    main: path.join(root, 'dist', 'server', 'main.js'),
    cwd: root,
    // CLIENT_DIR, when set, audits another build of the client (say, main's) with this server.
    env: productionEnv({
      DATA_DIR: dataDir,
      SESSION_SECRET: 'bench-web-session-secret-0123456789abcdef',
      ADMIN_PASSWORD: 'bench-web-admin-password',
      DEMO_PASSWORD,
      ...(process.env.CLIENT_DIR && { CLIENT_DIR: process.env.CLIENT_DIR }),
    }),
  });
  // Even when the bench dies of an uncaught error, the app (and its PostgreSQL) must not outlive it.
  const killApp = () => child.kill('SIGTERM');
  process.once('exit', killApp);
  return {
    baseUrl: `http://localhost:${await port}`,
    stop: async () => {
      process.off('exit', killApp);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the demo user in over the API; returns its cookies and one of its playlists. */
async function signIn(baseUrl) {
  const first = await fetch(`${baseUrl}/api/auth/me`);
  const cookies = new Map(first.headers.getSetCookie().map((cookie) => cookie.split(';')[0].split(/=(.*)/s)));
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'X-XSRF-Token': decodeURIComponent(cookies.get('XSRF-TOKEN')),
    },
    body: JSON.stringify({ usernameOrEmail: 'demo', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
  for (const cookie of login.headers.getSetCookie()) {
    const [name, value] = cookie.split(';')[0].split(/=(.*)/s);
    cookies.set(name, value);
  }
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const playlists = await (await fetch(`${baseUrl}/api/playlists`, { headers: { Cookie: cookie } })).json();
  if (!playlists[0]) throw new Error('the demo user has no playlist');
  return { cookie, playlistId: playlists[0].id };
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);

/**
 * One Lighthouse run as the CLI makes it: a Chromium of its own (a fresh profile), Lighthouse's
 * default config and storage reset. A signed-in page first gets the session cookies in the
 * browser's cookie jar, as a phone that signed in before has them (the reset keeps cookies).
 * Throws when the run could not finish or did not show the page's own screen (a signed-in page
 * that sent the visitor to the landing page would score well and measure nothing).
 */
async function auditOnce(url, { cookie, screen }) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    if (cookie) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const { hostname } = new URL(url);
      await browser.setCookie(
        ...cookie.split('; ').map((pair) => {
          const [name, value] = pair.split(/=(.*)/s);
          return { name, value, domain: hostname, path: '/' };
        }),
      );
      await browser.disconnect();
    }
    const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' });
    if (lhr.runtimeError)
      throw Object.assign(new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), {
        lighthouseCode: lhr.runtimeError.code,
      });
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    const requested = lhr.audits['network-requests']?.details?.items?.map((item) => item.url) ?? [];
    if (finalPath !== new URL(url).pathname || !requested.some((request) => screen.test(request))) {
      throw new Error(
        `Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} without loading the screen ${screen}: the page was not the one meant`,
      );
    }
    if (!SMOKE) await keepReport(lhr, process.env.BENCH_WEB_TRACES ? artifacts.Trace : null);
    return {
      ...figuresOf(lhr),
      cpuTbtMs: cpuBlockingTimeMs(artifacts.Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Each run's whole Lighthouse report, for its request chains and long tasks (open in the Lighthouse
 * viewer); with BENCH_WEB_TRACES=1 also its trace beside it (`….trace.json`, for DevTools'
 * Performance panel or a script reading each task's CPU time).
 */
async function keepReport(lhr, trace) {
  const dir = path.join(root, 'bench', 'results', 'web-reports');
  await mkdir(dir, { recursive: true });
  const name = `${new URL(lhr.finalDisplayedUrl).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${Date.now()}`;
  await writeFile(path.join(dir, `${name}.json`), JSON.stringify(lhr));
  if (trace) await writeFile(path.join(dir, `${name}.trace.json`), JSON.stringify(trace));
}

/** Lighthouse's own trace failures, which it says to run again for; on a busy machine they happen. */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/** auditOnce, run again (twice at most) when Lighthouse's trace failed; any other failure ends the bench. */
async function audit(url, page) {
  for (let attempt = 1; ; attempt++) {
    try {
      return { ...(await auditOnce(url, page)), attempts: attempt };
    } catch (error) {
      if (attempt === 3 || !RETRIED.has(error.lighthouseCode)) throw error;
      console.log(`  (${error.message.split('\n')[0]}: running it again)`);
    }
  }
}

function figuresOf(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcpMs: ms(lhr, 'first-contentful-paint'),
    lcpMs: ms(lhr, 'largest-contentful-paint'),
    tbtMs: ms(lhr, 'total-blocking-time'),
    speedIndexMs: ms(lhr, 'speed-index'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    bootupMs: ms(lhr, 'bootup-time'),
    mainThreadMs: ms(lhr, 'mainthread-work-breakdown'),
    bytesSent: lhr.audits['total-byte-weight']?.numericValue ?? null,
    lcpElement:
      lhr.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.nodeLabel ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          ['accessibility', 'best-practices', 'seo'].some((c) =>
            lhr.categories[c]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0),
          ),
      )
      .map((a) => a.id),
  };
}

/** The median of each figure over the runs (an odd count gives a value some run had). */
function medianOf(runs) {
  const median = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const keys = [
    'performance',
    'accessibility',
    'bestPractices',
    'seo',
    'fcpMs',
    'lcpMs',
    'tbtMs',
    'cpuTbtMs',
    'speedIndexMs',
    'cls',
    'bootupMs',
    'mainThreadMs',
    'bytesSent',
  ];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
const load = () => os.loadavg()[0].toFixed(1);
const line = (label, r) =>
  `${label.padEnd(22)} perf ${String(r.performance).padStart(3)}  FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms (CPU ${r.cpuTbtMs})  CLS ${r.cls}  boot-up ${r.bootupMs} ms  ${kib(r.bytesSent)}`;

async function main() {
  announceSmoke('bench:web');
  // chrome-launcher reports a missing browser as an unhandled 'error' event: say it plainly first.
  if (!existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (set CHROME_PATH)`);
  const app = await startApp();
  try {
    const { cookie, playlistId } = await signIn(app.baseUrl);
    const pages = [
      { name: 'login', path: '/login', public: true, screen: /\/assets\/Login\.page-/ },
      { name: 'generator (signed in)', path: '/', cookie, screen: /\/assets\/Home\.page-/ },
      { name: 'set list', path: `/playlist/${playlistId}`, cookie, screen: /\/assets\/Playlist\.page-/ },
      { name: 'stage', path: `/playlist/${playlistId}/perform`, cookie, screen: /\/assets\/Perform\.page-/ },
    ];
    const loadBefore = os.loadavg();
    const results = [];
    // A smoke run audits the stage once, through the same steps.
    const chosen = ONLY ? pages.filter((page) => ONLY.some((word) => page.name.startsWith(word))) : pages;
    for (const page of SMOKE ? pages.slice(-1) : chosen) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        const loadAtStart = load();
        runs.push({ ...(await audit(`${app.baseUrl}${page.path}`, page)), loadAverage: Number(loadAtStart) });
        const r = runs.at(-1);
        console.log(
          `${line(`${page.name} #${run}`, r)}  (load ${loadAtStart})${r.failedAudits.length ? `  failing: ${r.failedAudits.join(', ')}` : ''}`,
        );
      }
      const median = medianOf(runs);
      const goals = {
        performance: median.performance >= GOALS.mobilePerformance,
        accessibility: median.accessibility >= GOALS.accessibility,
        bestPractices: median.bestPractices >= GOALS.bestPractices,
        seo: !page.public || median.seo >= GOALS.seoOnPublicPages,
      };
      const met = Object.values(goals).every(Boolean);
      results.push({ page: page.name, path: page.path.replace(playlistId, '{id}'), median, met, goals, runs });
      const verdict = SMOKE
        ? 'not judged (smoke)'
        : met
          ? 'goals met'
          : `MISSED ${Object.entries(goals)
              .filter(([, ok]) => !ok)
              .map(([k]) => k)
              .join(', ')}`;
      console.log(`${line(`${page.name} median`, median)}  ${verdict}\n`);
    }
    console.log(
      `Load average (1, 5, 15 min): before ${loadBefore.map((v) => v.toFixed(1)).join(', ')}, after ${os
        .loadavg()
        .map((v) => v.toFixed(1))
        .join(', ')} on ${os.cpus().length} CPUs`,
    );
    if (SMOKE) return;
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      chromium: CHROME,
      chromeFlags: CHROME_FLAGS,
      settings: 'Lighthouse default (mobile, simulated throttling)',
      runsPerPage: RUNS,
      cpus: os.cpus().length,
      loadAverage: { before: loadBefore, after: os.loadavg() },
      goals: GOALS,
      results,
    };
    await writeFile(path.join(root, 'bench', 'results', 'web.json'), JSON.stringify(report, null, 2));
    console.log(
      `Written bench/results/web.json; ${results.filter((r) => r.met).length} of ${results.length} pages meet their goals.`,
    );
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error('bench:web failed:', error);
  process.exitCode = 1;
});
