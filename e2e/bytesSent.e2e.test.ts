import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { E2E_DEMO_PASSWORD } from './support/appProcess';
import { logInWithApi, useAppInBrowser } from './support/browserApp';

// What goes on the wire when a phone opens the app: Chromium asks with Accept-Encoding: br, gzip;
// the page's HTML, CSS and JavaScript together must stay within the budgets below, counted as the
// bytes actually sent (headers and compressed bodies), for a visitor's landing page and for the
// signed-in home.

const KIB = 1024;
/** HTML + CSS + JS of the landing page and of the signed-in home, as sent. */
const LANDING_BUDGET_BYTES = 150 * KIB;
const HOME_BUDGET_BYTES = 300 * KIB;
const COUNTED_TYPES = new Set(['document', 'stylesheet', 'script']);

const app = useAppInBrowser();

interface Sent {
  bytes: number;
  /** Text responses above 1 KiB that came uncompressed. */
  uncompressed: string[];
}

/** Loads `path` and adds up what the server sent for its HTML, CSS and JavaScript. */
async function bytesSentFor(page: Page, path: string, ready: () => Promise<unknown>): Promise<Sent> {
  const pending: Array<Promise<void>> = [];
  const sent: Sent = { bytes: 0, uncompressed: [] };
  page.on('requestfinished', (request) => {
    if (!COUNTED_TYPES.has(request.resourceType())) return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        sent.bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        const encoding = (await response?.headerValue('content-encoding')) ?? '';
        if (sizes.responseBodySize > KIB && !/^(br|gzip)$/.test(encoding))
          sent.uncompressed.push(new URL(request.url()).pathname);
      })(),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await ready();
  await Promise.all(pending);
  return sent;
}

describe('bytes sent on a first load (Accept-Encoding: br, gzip)', () => {
  it(`landing page: HTML + CSS + JS within ${LANDING_BUDGET_BYTES / KIB} KiB, all of it compressed`, async () => {
    const { page } = await app.openSession();
    const sent = await bytesSentFor(page, '/', () =>
      page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor(),
    );
    console.log(`landing page: ${(sent.bytes / KIB).toFixed(1)} KiB sent`);
    expect(sent.uncompressed).toEqual([]);
    expect(sent.bytes).toBeLessThanOrEqual(LANDING_BUDGET_BYTES);
  });

  it(`signed-in home: HTML + CSS + JS within ${HOME_BUDGET_BYTES / KIB} KiB, all of it compressed`, async () => {
    const { context, page } = await app.openSession();
    await logInWithApi(context, 'demo', E2E_DEMO_PASSWORD);
    const sent = await bytesSentFor(page, '/', () =>
      page.getByRole('heading', { name: 'Click Track Generator' }).waitFor(),
    );
    console.log(`signed-in home: ${(sent.bytes / KIB).toFixed(1)} KiB sent`);
    expect(sent.uncompressed).toEqual([]);
    expect(sent.bytes).toBeLessThanOrEqual(HOME_BUDGET_BYTES);
  });

  it('answers with Vary: Accept-Encoding, and plain bytes to a client that accepts no compression', async () => {
    const page = await fetch(`${app.baseUrl}/`, { headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())![1]!;
    const brotli = await fetch(`${app.baseUrl}${script}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get('cache-control')).toContain('immutable');
    const plain = await fetch(`${app.baseUrl}${script}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect((await plain.text()).length).toBeGreaterThan(Number(brotli.headers.get('content-length')));
  });
});

describe('headers of the client files', () => {
  it('sends a page and a worker script the full security headers, and a plain hashed file only those that apply to it', async () => {
    const page = await fetch(`${app.baseUrl}/playlists`, { headers: { Accept: 'text/html' } });
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const html = await page.text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${app.baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();

    const manifest = JSON.parse(
      readFileSync(path.join(__dirname, '..', 'dist/client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; assets?: string[] }>;
    const worker = Object.values(manifest)
      .flatMap((chunk) => chunk.assets ?? [])
      .find((file) => /tempoWorker/.test(file));
    const workerScript = await fetch(`${app.baseUrl}/${worker}`);
    expect(workerScript.status).toBe(200);
    expect(workerScript.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });
});
