import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registerThroughUi, useAppInBrowser } from './support/browserApp';

// CI runners and tools often check out under dot-directories (~/.cache/…, ~/.jenkins/workspace/…).
// The built app, copied under such a path, must serve every page and the playground.

const ROOT = path.resolve(__dirname, '..');
const parent = mkdtempSync(path.join(os.tmpdir(), 'miq-dotdir-'));
const checkout = path.join(parent, '.hidden', 'music-iqueue');

const app = useAppInBrowser({
  prepare: () => {
    cpSync(path.join(ROOT, 'dist'), path.join(checkout, 'dist'), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
    return { main: path.join(checkout, 'dist', 'server', 'main.js') };
  },
});
afterAll(() => rmSync(parent, { recursive: true, force: true }));

describe('a checkout under a dot-directory', () => {
  it('serves the landing page, a signed-in page and the GraphQL playground', async () => {
    const { page } = await app.openSession();
    const landing = await page.goto('/');
    expect(landing?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor();

    await registerThroughUi(page, app.baseUrl, `dot_${Date.now().toString(36)}`, 'dot-password-1');
    const playlists = await page.goto('/playlists');
    expect(playlists?.status()).toBe(200);
    await page
      .getByRole('heading', { name: /Playlists/ })
      .first()
      .waitFor();

    const playground = await page.goto('/graphql');
    expect(playground?.status()).toBe(200);
    expect(await page.title()).toBe('Music IQueue - GraphQL Playground');
    await page.locator('.graphiql-container').waitFor();
  });
});
