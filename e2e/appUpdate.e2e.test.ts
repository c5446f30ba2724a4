import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { useAppInBrowser } from './support/browserApp';
import { waitForServiceWorker } from './support/offline';

// A new deployment while the app is open: the running version stays until the user
// chooses; 'A new version is available' offers Reload, which switches to the new version.

const builtClient = path.join(__dirname, '..', 'dist/client');
const deployed = mkdtempSync(path.join(os.tmpdir(), 'miq-deploy-'));
const app = useAppInBrowser({
  prepare: () => {
    cpSync(builtClient, deployed, { recursive: true });
    return {};
  },
  env: () => ({ CLIENT_DIR: deployed }),
});
afterAll(() => rmSync(deployed, { recursive: true, force: true }));

/** Deploys "version 2": a changed index.html (and its compressed copies) and a service worker that precaches it. */
function deployNewVersion(): void {
  const index = readFileSync(path.join(deployed, 'index.html'), 'utf8').replace(
    '<head>',
    '<head>\n    <meta name="app-version" content="2" />',
  );
  writeFileSync(path.join(deployed, 'index.html'), index);
  writeFileSync(path.join(deployed, 'index.html.br'), brotliCompressSync(index));
  writeFileSync(path.join(deployed, 'index.html.gz'), gzipSync(index));
  const serviceWorker = readFileSync(path.join(deployed, 'sw.js'), 'utf8');
  const withNewRevision = serviceWorker.replace(/(\{url:"index\.html",revision:")[^"]+"/, '$1version-2"');
  expect(withNewRevision).not.toBe(serviceWorker);
  writeFileSync(path.join(deployed, 'sw.js'), withNewRevision);
}

const appVersion = (page: import('playwright-core').Page) =>
  page
    .locator('meta[name="app-version"]')
    .getAttribute('content', { timeout: 1_000 })
    .catch(() => null);

describe('a new deployment', () => {
  it("says 'A new version is available' and switches to it on Reload, not before", async () => {
    const { page } = await app.openSession();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor();
    await waitForServiceWorker(page);
    expect(await page.getByText('A new version is available').count()).toBe(0);

    deployNewVersion();
    // The next page load finds the new service worker; it installs and waits for the user.
    await page.reload();
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available' });
    await prompt.waitFor({ timeout: 15_000 });
    expect(await appVersion(page)).toBeNull();

    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      () => document.querySelector('meta[name="app-version"]')?.getAttribute('content') === '2',
      undefined,
      { timeout: 15_000 },
    );
    await page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor();
    expect(await page.getByText('A new version is available').count()).toBe(0);
  });
});
