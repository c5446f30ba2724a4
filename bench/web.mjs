// npm run bench:web — Lighthouse (the `lighthouse` package driving the system Chromium) against
// the built app as `npm start` runs it, on the landing page, /login, the signed-in home, /playlists
// and /playlist/{id}, with the mobile preset (slow 4G, 4× CPU) and the desktop preset. Prints the
// four category scores, FCP/LCP/TBT/CLS and the bytes sent; writes bench/results/web.json.
// Goals: mobile performance ≥ 90 on every page, accessibility 100, best practices 100,
// SEO 100 on public pages.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import { announceSmoke, SMOKE } from './lib/smoke.mjs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'bench-web-demo-password';
const GOALS = { mobilePerformance: 90, accessibility: 100, bestPractices: 100, seoOnPublicPages: 100 };

/** Starts dist/server/main.js on its own data directory; resolves once it listens. */
async function startApp() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'miq-bench-web-'));
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', PORT: '0', DATA_DIR: dataDir, MUSIC_LOOKUPS: 'off', SESSION_SECRET: 'bench-web-session-secret-0123456789abcdef', ADMIN_PASSWORD: 'bench-web-admin-password', DEMO_PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const port = await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', () => reject(new Error(`the app exited:\n${output}`)));
  });
  return {
    baseUrl: `http://localhost:${port}`,
    stop: async () => {
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
    headers: { 'Content-Type': 'application/json', Cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'X-XSRF-Token': decodeURIComponent(cookies.get('XSRF-TOKEN')) },
    body: JSON.stringify({ usernameOrEmail: 'demo', password: DEMO_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status}`);
  for (const cookie of login.headers.getSetCookie()) {
    const [name, value] = cookie.split(';')[0].split(/=(.*)/s);
    cookies.set(name, value);
  }
  const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const playlists = await (await fetch(`${baseUrl}/api/playlists`, { headers: { Cookie: cookie } })).json();
  return { cookie, playlistId: playlists[0].id };
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);

/** Audits `url` in a fresh page; a signed-in audit puts the session cookies in the browser's own jar first. */
async function audit(browser, chrome, url, { desktop, cookie }) {
  const page = await browser.newPage();
  try {
    if (cookie) {
      const { hostname } = new URL(url);
      await browser.setCookie(...cookie.split('; ').map((pair) => {
        const [name, value] = pair.split(/=(.*)/s);
        return { name, value, domain: hostname, path: '/' };
      }));
    } else {
      await browser.deleteCookie(...(await browser.cookies()));
    }
    // A first visit: an empty HTTP cache and no service worker or saved data from an earlier audit
    // (the app's service worker would answer everything). Storage reset is off so the cookies stay.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'service_workers,cache_storage,indexeddb,local_storage' });
    await cdp.detach();
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true };
    const { lhr } = await lighthouse(url, flags, desktop ? desktopConfig : undefined, page);
    // A run Lighthouse could not finish (page not loaded, protocol error) scores nothing: the benchmark broke.
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return figuresOf(lhr);
  } finally {
    await page.close();
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
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
    bytesSent: lhr.audits['total-byte-weight']?.numericValue ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['accessibility', 'best-practices', 'seo'].some((c) => lhr.categories[c]?.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0)))
      .map((a) => a.id),
  };
}

async function main() {
  announceSmoke('bench:web');
  const app = await startApp();
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    const { cookie, playlistId } = await signIn(app.baseUrl);
    const pages = [
      { name: 'landing', path: '/', public: true },
      { name: 'login', path: '/login', public: true },
      { name: 'home (signed in)', path: '/', cookie },
      { name: 'playlists', path: '/playlists', cookie },
      { name: 'playlist', path: `/playlist/${playlistId}`, cookie },
    ];
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const results = [];
    // A smoke run audits one signed-in page once (desktop: no simulated slow phone), through the same steps.
    for (const page of SMOKE ? pages.slice(-1) : pages) {
      for (const preset of SMOKE ? ['desktop'] : ['mobile', 'desktop']) {
        const figures = await audit(browser, chrome, `${app.baseUrl}${page.path}`, { desktop: preset === 'desktop', cookie: page.cookie });
        const goals = {
          performance: preset === 'desktop' || figures.performance >= GOALS.mobilePerformance,
          accessibility: figures.accessibility >= GOALS.accessibility,
          bestPractices: figures.bestPractices >= GOALS.bestPractices,
          seo: !page.public || figures.seo >= GOALS.seoOnPublicPages,
        };
        results.push({ page: page.name, path: page.path.replace(playlistId, '{id}'), preset, ...figures, met: Object.values(goals).every(Boolean), goals });
        const r = results.at(-1);
        console.log(
          `${r.page.padEnd(17)} ${preset.padEnd(7)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  bp ${String(r.bestPractices).padStart(3)}  seo ${String(r.seo).padStart(3)}  ` +
            `FCP ${r.fcpMs} ms  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms  CLS ${r.cls}  ${(r.bytesSent / 1024).toFixed(0)} KiB  ${r.met ? 'goals met' : `MISSED ${Object.entries(goals).filter(([, ok]) => !ok).map(([k]) => k).join(', ')}`}${r.failedAudits.length ? `  (failing: ${r.failedAudits.join(', ')})` : ''}`,
        );
      }
    }
    if (SMOKE) {
      await browser.disconnect();
      return;
    }
    await mkdir(path.join(root, 'bench', 'results'), { recursive: true });
    await writeFile(path.join(root, 'bench', 'results', 'web.json'), JSON.stringify({ date: new Date().toISOString(), chromium: CHROME, goals: GOALS, results }, null, 2));
    await browser.disconnect();
    console.log(`\nWritten bench/results/web.json; ${results.filter((r) => r.met).length} of ${results.length} runs meet their goals.`);
  } finally {
    chrome.kill();
    await app.stop();
  }
}

main().catch((error) => {
  console.error('bench:web failed:', error);
  process.exitCode = 1;
});
