import type { Page } from 'playwright-core';
import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// A bookmarked private page opened while signed out sends the visitor to / (SPEC.md
// §2) remembering the page; after signing in they land on it. Only same-origin paths are followed.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';

async function logInThroughForm(page: Page, username: string): Promise<void> {
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

describe('back to where you were going', () => {
  it('a signed-out visitor opening a bookmarked playlist lands on it after logging in from the landing page', async () => {
    const owner = await app.openSession();
    const username = unique('next');
    await signUpWithApi(owner.context, username, PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(owner.context, '/api/playlists', {
      name: 'Bookmarked set',
      description: '',
    });

    const { page } = await app.openSession();
    await page.goto(`/playlist/${playlist.id}`);
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('next') === `/playlist/${playlist.id}`);
    await page.getByRole('heading', { name: 'Start every song at the right tempo' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === `/playlist/${playlist.id}`,
    );
    await logInThroughForm(page, username);
    await page.waitForURL(`${app.baseUrl}/playlist/${playlist.id}`);
    await page.getByRole('heading', { name: 'Bookmarked set', level: 1 }).waitFor();
  });

  it.each(['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example'])(
    'ignores next=%s and goes home',
    async (next) => {
      const { context, page } = await app.openSession();
      const username = unique('evil');
      await signUpWithApi(context, username, PASSWORD);
      await context.clearCookies();
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await logInThroughForm(page, username);
      await page.waitForURL(`${app.baseUrl}/`);
      await page.getByRole('button', { name: 'Play' }).waitFor();
    },
  );
});
