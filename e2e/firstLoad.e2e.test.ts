import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { useAppInBrowser } from './support/browserApp';

// The weight gate (scripts/check-first-load.mjs) counts the landing page's JavaScript from the
// build manifest; here a real browser loads / as a visitor and must fetch exactly those files.

const app = useAppInBrowser();
const counted = JSON.parse(
  execFileSync(process.execPath, [path.resolve(__dirname, '..', 'scripts', 'check-first-load.mjs'), '--json'], {
    encoding: 'utf8',
  }),
) as string[];

describe('the landing page first load', () => {
  it('fetches exactly the JavaScript the weight gate counts, and shows the landing page', async () => {
    const { page } = await app.openSession();
    const fetched: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) fetched.push(url.pathname.replace(/^\//, ''));
    });
    // The service worker's registration comes a few seconds after the load, once the page is idle
    // (client/src/offline/serviceWorker.ts): the files it fetches are counted, so wait for them.
    const registration = page.waitForResponse((response) => /workbox-window/.test(response.url()), {
      timeout: 20_000,
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor();
    await registration;
    await page.waitForLoadState('networkidle');
    expect(counted.length).toBeGreaterThan(1);
    expect([...new Set(fetched)].sort()).toEqual([...counted].sort());
  });
});
