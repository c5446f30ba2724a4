import sharp from 'sharp';
import { useAppInBrowser } from './support/browserApp';
import { waitForServiceWorker } from './support/offline';

// What crawlers and "Add to home screen" read: robots.txt, the web app manifest and its icons,
// the links to them in the page, and Chromium's verdict that the app can be installed.

const app = useAppInBrowser();

describe('crawlers and installs', () => {
  it('serves /robots.txt as text: public pages allowed, the API and private pages disallowed', async () => {
    const response = await fetch(`${app.baseUrl}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const rules = await response.text();
    for (const open of ['Allow: /$', 'Allow: /login', 'Allow: /register']) expect(rules).toContain(open);
    for (const closed of ['/api/', '/graphql', '/playlists', '/playlist/', '/profile', '/users/', '/admin'])
      expect(rules).toContain(`Disallow: ${closed}`);
  });

  it('serves a manifest with a name, the theme colour and 192, 512 and maskable icons that are real PNGs of those sizes', async () => {
    const response = await fetch(`${app.baseUrl}/manifest.webmanifest`);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      short_name: 'Music IQueue',
      start_url: '/',
      display: 'standalone',
      theme_color: '#7048e8',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const image = await fetch(`${app.baseUrl}${icon.src}`);
      expect(image.headers.get('content-type')).toBe('image/png');
      const { width, height, format } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
      expect(`${width}x${height} ${format}`).toBe(`${icon.sizes} png`);
    }
  });

  it('links the manifest, the apple touch icon and the theme colour from the page, and Chromium finds the manifest valid', async () => {
    const { context, page } = await app.openSession();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/apple-touch-icon.png');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#7048e8');
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(errors).toEqual([]);
  });

  it("meets Chromium's install criteria once the service worker runs (installable as an app)", async () => {
    const { context, page } = await app.openSession();
    await page.goto('/');
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // Test contexts are off-the-record profiles, where Chromium never offers installs; that is the
    // only objection allowed (a manifest or service worker problem would be listed too).
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  });
});
