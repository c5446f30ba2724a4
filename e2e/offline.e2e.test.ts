import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { cachedUrls, offlineStoreKeys, waitForServiceWorker, waitUntil } from './support/offline';
import { trackAction } from './support/trackMenu';
import { downloadedBytes } from './support/browser';

// The app after one visit with the network off: it opens, the generator works, the
// playlists opened online open read-only from this device, changes are refused with a clear
// message, and everything works again once the network is back.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function userWithPlaylist(
  context: BrowserContext,
  prefix: string,
): Promise<{ username: string; playlistId: string }> {
  const username = unique(prefix);
  await signUpWithApi(context, username, 'e2e-password-1');
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
    name: `${username} set`,
    description: 'Friday gig',
  });
  await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Opener', artist: 'The Band', bpm: 128 });
  await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Ballad', artist: 'The Band', bpm: 72 });
  return { username, playlistId: playlist.id };
}

/** Opens the playlist online, then waits until the app is kept offline and the playlist is saved. */
async function visitOnline(page: Page, playlistId: string, name: string): Promise<void> {
  await page.goto(`/playlist/${playlistId}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  await waitForServiceWorker(page);
  const isSaved = (keys: unknown[]) => keys.some((key) => Array.isArray(key) && key[2] === playlistId);
  expect(isSaved(await waitUntil(() => offlineStoreKeys(page), isSaved))).toBe(true);
}

describe('offline', () => {
  it('opens after one visit with the network off: saved playlist read-only, generator and WAV work, a change says offline; back online all works', async () => {
    const { context, page } = await app.openSession();
    const { username, playlistId } = await userWithPlaylist(context, 'off');
    // Someone else's playlist shared with this user, opened online too.
    const other = await app.openSession();
    const sharer = await userWithPlaylist(other.context, 'offs');
    await postWithXsrf(other.context, `/api/playlists/${sharer.playlistId}/share`, { sharedWithUsername: username });
    await visitOnline(page, sharer.playlistId, `${sharer.username} set`);
    await visitOnline(page, playlistId, `${username} set`);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: `${username} set`, level: 1 }).waitFor();
    await page.getByText('Offline — showing your saved copy').waitFor();
    await page.getByText('You are offline', { exact: true }).first().waitFor();
    expect(await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('Opener'),
      expect.stringContaining('Ballad'),
    ]);
    // Read-only: none of the owner's controls while offline.
    for (const control of ['Share', 'Add Tracks'])
      expect(
        await page
          .getByRole('button', { name: control })
          .or(page.getByRole('link', { name: control }))
          .count(),
      ).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);

    // /playlists lists what is saved on this device in its sections, mine and shared with me, with no error panels.
    await page.getByRole('link', { name: 'Back to Playlists' }).click();
    const mine = page.getByRole('list', { name: 'My playlists saved on this device' });
    await mine.getByRole('link', { name: `${username} set` }).waitFor();
    expect(await mine.getByRole('link', { name: `${sharer.username} set` }).count()).toBe(0);
    await page
      .getByRole('region', { name: 'Shared With Me' })
      .getByRole('list', { name: 'Shared playlists saved on this device' })
      .getByRole('link', { name: `${sharer.username} set` })
      .waitFor();
    await page.getByText('Offline — showing your saved copy').waitFor();
    for (const panel of [
      'Connection Error',
      'Failed to load shared playlists. Please try again.',
      'Failed to load your playlists. Please try again.',
    ]) {
      expect(await page.getByText(panel, { exact: true }).count()).toBe(0);
    }
    expect(await page.getByRole('button', { name: 'New Playlist' }).isDisabled()).toBe(true);

    // A rehearsal room cannot open offline, and says why.
    await page.goto(`/playlist/${playlistId}/rehearse`);
    await page.getByText('A rehearsal room needs a connection', { exact: true }).waitFor();
    expect(await page.getByText('This playlist could not be opened.').count()).toBe(0);
    await page.goto('/playlists');
    await mine.getByRole('link', { name: `${username} set` }).waitFor();

    // The generator plays, the visualizer opens and a WAV downloads, all without a network.
    await page.getByRole('link', { name: 'Home' }).first().click();
    const status = page.getByRole('status', { name: 'Player status' });
    await page.getByRole('button', { name: 'Play' }).click();
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await status.filter({ hasText: /^Stopped$/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download WAV' }).click(),
    ]);
    const wav = await downloadedBytes(download);
    expect(wav.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(path.extname(download.suggestedFilename())).toBe('.wav');
    await page.getByRole('button', { name: 'Open Visualizer' }).click();
    await page.getByTestId('beat-circle').first().waitFor();
    await page.keyboard.press('Escape');

    // A change (here: logging out) is refused with the offline message, and nothing is lost.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByText('You are offline — changes are disabled until you are back online.').waitFor();

    // Back online: the playlist loads from the server again, editable, and a change goes through.
    await context.setOffline(false);
    await page.goto(`/playlist/${playlistId}`);
    await page.getByRole('button', { name: 'Share', exact: true }).waitFor();
    expect(await page.getByText('Offline — showing your saved copy').count()).toBe(0);
    await trackAction(page, 'Ballad', 'Remove');
    await page.getByRole('dialog', { name: 'Remove Track' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Track removed', { exact: true }).waitFor();
  });

  it('keeps nothing of the API in the service worker, keeps saved copies per user, and deletes them on logout', async () => {
    const { context, page } = await app.openSession();
    const first = await userWithPlaylist(context, 'offa');
    await visitOnline(page, first.playlistId, `${first.username} set`);
    expect((await cachedUrls(page)).filter((url) => /\/(api|graphql|healthz)\b/.test(new URL(url).pathname))).toEqual(
      [],
    );

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    expect(
      await waitUntil(
        () => offlineStoreKeys(page),
        (keys) => keys.length === 0,
      ),
    ).toEqual([]);

    // The next person on this browser signs in and goes offline: the first user's playlist is not there.
    const second = await userWithPlaylist(context, 'offb');
    await visitOnline(page, second.playlistId, `${second.username} set`);
    await context.setOffline(true);
    await page.goto(`/playlist/${first.playlistId}`);
    await page.getByText('This playlist has no saved copy on this device.', { exact: false }).waitFor();
    await page.goto('/playlists');
    const saved = page.getByRole('list', { name: 'My playlists saved on this device' });
    await saved.getByRole('link', { name: `${second.username} set` }).waitFor();
    expect(await saved.getByRole('listitem').count()).toBe(1);
  });

  it('precaches every file of the app page and nothing of the GraphQL playground', async () => {
    const { page } = await app.openSession();
    await page.goto('/');
    await waitForServiceWorker(page);
    const cached = new Set((await cachedUrls(page)).map((url) => new URL(url).pathname));
    const chunks = JSON.parse(
      readFileSync(path.join(__dirname, '..', 'dist/client/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string; css?: string[] }>;
    const screens = Object.entries(chunks).filter(
      ([source]) => source === 'index.html' || source.startsWith('src/pages/'),
    );
    expect(screens.length).toBeGreaterThan(10);
    for (const [, chunk] of screens)
      for (const file of [chunk.file, ...(chunk.css ?? [])]) expect(cached.has(`/${file}`)).toBe(true);
    expect(cached.has(`/${chunks['playground.html']!.file}`)).toBe(false);
    expect([...cached].filter((file) => /monaco|graphiql/i.test(file))).toEqual([]);
    expect(cached.has('/index.html')).toBe(true);
    expect(cached.has('/playground.html')).toBe(false);
  });
});
