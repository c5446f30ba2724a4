import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type Download, type Page } from 'playwright-core';

/** Debian's Chromium headless shell (`apt-get install -y chromium-headless-shell`). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/** Debian's Chromium. */
const FULL_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROMIUM_PATH, else Chromium's headless shell, else the full Chromium. The headless shell is the
 * headless mode Playwright runs Chromium in by default: the same Blink, V8 and Web Audio, without
 * the full browser's windowing, and a quarter less CPU for a browser test file on these 2-core
 * machines. Test tools may not download browsers here.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

/** The environment variable through which jest's e2e global set-up hands the run's Chromium to the test files. */
export const SHARED_CHROMIUM_ENV = 'MIQ_CHROMIUM_WS_ENDPOINT';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--autoplay-policy=no-user-gesture-required',
];

function requireChromium(): void {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. Install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
    );
  }
}

/**
 * Starts the one headless Chromium a jest run's browser tests share (`jest/e2eGlobalSetup.ts`):
 * launching it per file cost each file about a second of wall and CPU. A missing browser fails the
 * run (browser tests are never skipped).
 */
export async function launchSharedChromium(): Promise<BrowserServer> {
  requireChromium();
  return chromium.launchServer({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/**
 * The browser of a test file: a connection to the run's shared Chromium when the global set-up
 * started one, else a Chromium of its own. Either way the file's contexts are its own (separate
 * cookies, storage and cache) and `close()` closes every context the file opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[SHARED_CHROMIUM_ENV];
  if (endpoint) return chromium.connect(endpoint, { timeout: 30_000 });
  requireChromium();
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
}

/** Collects what the page reports as broken (uncaught errors, console errors other than HTTP statuses) so a test can assert none. */
export function watchPageErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // The browser logs every 4xx answer (a wrong password, an anonymous `me`) as a console error; those are expected.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  return problems;
}

/**
 * The bytes of a finished download. Streamed from the browser's side, since a browser the file
 * connected to (the run's shared Chromium) keeps downloads where `download.path()` cannot reach.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
