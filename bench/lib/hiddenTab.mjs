/**
 * A Chromium whose background tabs are hidden and throttled as a user's are. Playwright's own launch
 * cannot give one: it adds `--disable-background-timer-throttling`,
 * `--disable-backgrounding-occluded-windows` and `--disable-renderer-backgrounding`, and it turns on
 * focus emulation in every page it attaches to, which keeps the page 'visible' whatever is in front
 * of it (turning it off from another CDP session does not undo Playwright's). So this Chromium is
 * started here with only the bench's flags and joined over CDP with `noDefaults` (a connectOverCDP
 * option Playwright passes through), which leaves the default context's pages without focus
 * emulation.
 */
/* global document */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

/** How long Chromium may take to say where its DevTools listen. */
const START_TIMEOUT_MS = 30_000;

/** Resolves with Chromium's DevTools WebSocket address, read from its stderr. */
function devToolsAddress(child) {
  return new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not start in ${START_TIMEOUT_MS} ms`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      text += chunk;
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(text);
      if (!match) return;
      clearTimeout(timer);
      // From here its output is dropped, but still read, so a full pipe never blocks Chromium.
      child.stderr.off('data', onData);
      child.stderr.resume();
      resolve(match[1]);
    };
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}) before it listened: ${text.slice(-500)}`)),
    );
  });
}

/**
 * Starts headless Chromium with background throttling left on and joins it.
 * @returns {Promise<{ browser: import('playwright-core').Browser, context: import('playwright-core').BrowserContext, close: () => Promise<void> }>}
 */
export async function launchThrottledChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'bench-hidden-tab-'));
  const child = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--mute-audio',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Unlike Playwright's own launch (a pipe it closes), nothing else ends this Chromium if the bench dies.
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  let browser;
  const close = async () => {
    // Closing a browser joined over CDP only disconnects: ask Chromium itself to close, then wait
    // until it has (its profile is removed after), killing it if it does not.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const session = await browser?.newBrowserCDPSession().catch(() => undefined);
      await session?.send('Browser.close').catch(() => undefined);
      const killer = setTimeout(() => child.kill('SIGKILL'), session ? 10_000 : 0);
      await exited;
      clearTimeout(killer);
    }
    process.off('exit', killOnExit);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10 });
    } catch (error) {
      console.warn(`Could not remove ${profile}: ${error.message}`);
    }
  };
  try {
    browser = await chromium.connectOverCDP(await devToolsAddress(child), { noDefaults: true });
  } catch (error) {
    await close();
    throw error;
  }
  return { browser, context: browser.contexts()[0], close };
}

/**
 * Hides `page` as a user does by switching tabs: another tab opened in its window and brought to the
 * front. Resolves with the page's visibility once it says 'hidden' (or after 5 s, whatever it says).
 */
export async function hideBehindAnotherTab(page) {
  const front = await page.context().newPage();
  await front.bringToFront();
  await page.waitForFunction(() => document.hidden, undefined, { timeout: 5000 }).catch(() => undefined);
  return page.evaluate(() => document.visibilityState);
}

/**
 * In the page: the longest gap (ms) between runs of a 10 ms main-thread interval over `seconds`;
 * about 1000 when the page's timers are throttled as a hidden tab's.
 */
export function mainThreadTimerMaxGap(seconds) {
  return new Promise((done) => {
    const stamps = [];
    const id = setInterval(() => stamps.push(performance.now()), 10);
    setTimeout(() => {
      clearInterval(id);
      done(Math.max(...stamps.slice(1).map((t, i) => t - stamps[i])));
    }, seconds * 1000);
  });
}
