import type { Page } from 'playwright-core';
import { E2E_DEMO_PASSWORD } from './support/appProcess';
import { postWithXsrf, registerThroughUi, useAppInBrowser } from './support/browserApp';
import { trackAction } from './support/trackMenu';

const app = useAppInBrowser();
const openSession = () => app.openSession();

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await page.waitForURL(`${app.baseUrl}/`);
}

describe('playlists in the browser', () => {
  const owner = `pl_${Date.now().toString(36)}`;
  const password = 'e2e-password-1';
  const playlistName = 'E2E Gig Set';

  it('create → add tracks → remove one → share with demo (read-only) → unshare → delete', async () => {
    const { context, page } = await openSession();
    await registerThroughUi(page, app.baseUrl, owner, password);

    // Create in the UI; the app goes on to /add-to-playlist/{id}.
    await page.goto('/playlists');
    await page.getByText("You don't have any playlists yet.").waitFor();
    await page.getByRole('button', { name: 'New Playlist', exact: true }).click();
    const createDialog = page.getByRole('dialog', { name: 'Create New Playlist' });
    await createDialog.getByRole('button', { name: 'Create Playlist', exact: true }).click();
    await createDialog.getByText('Please enter a playlist name').waitFor();
    await createDialog.getByLabel('Name').fill(`  ${playlistName}  `);
    await createDialog.getByLabel('Description (Optional)').fill('Songs for Friday');
    await createDialog.getByRole('button', { name: 'Create Playlist', exact: true }).click();
    await page.waitForURL(/\/add-to-playlist\/[^/]+$/);
    await page.getByText('Playlist created', { exact: true }).waitFor();
    const playlistId = new URL(page.url()).pathname.split('/').pop()!;

    await postWithXsrf(context, `/api/playlists/${playlistId}/tracks`, {
      name: 'First Song',
      artist: 'Band A',
      bpm: 120,
    });
    await postWithXsrf(context, `/api/playlists/${playlistId}/tracks`, {
      name: 'Second Song',
      artist: 'Band B',
      bpm: 96,
    });

    // The playlist page shows both tracks, in order, with the owner's controls.
    await page.goto(`/playlist/${playlistId}`);
    await page.getByRole('heading', { name: playlistName, exact: true }).waitFor();
    await page.getByText('Songs for Friday', { exact: true }).waitFor();
    await page.getByText('2 tracks', { exact: true }).waitFor();
    const tracks = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
    expect(await tracks.count()).toBe(2);
    expect(await tracks.nth(0).innerText()).toContain('First Song');
    expect(await tracks.nth(1).innerText()).toContain('Second Song');
    await page.getByText('96 BPM', { exact: true }).waitFor();

    // 'Play' plays in place (e2e/generator.e2e.test.ts follows it); the visualizer mode opens the home page.
    await page.getByRole('button', { name: 'Play First Song', exact: true }).click();
    expect(await page.getByRole('menuitem', { name: 'Play', exact: true }).getAttribute('href')).toBeNull();
    // The whole set list travels: the playlist and the track, with SPEC's autoplay and visualizer.
    expect(await page.getByRole('menuitem', { name: 'Play in Visualizer', exact: true }).getAttribute('href')).toMatch(
      new RegExp(`^/\\?playlist=${playlistId}&trackId=[0-9a-f-]{36}&autoplay=true&visualizer=true$`),
    );
    await page.keyboard.press('Escape');

    // Remove one track, after confirming.
    await trackAction(page, 'Second Song', 'Remove');
    await page
      .getByRole('dialog', { name: 'Remove Track' })
      .getByRole('button', { name: 'Remove', exact: true })
      .click();
    await page.getByText('Track removed', { exact: true }).waitFor();
    await page.getByText('1 track', { exact: true }).waitFor();
    await page.getByText('Second Song', { exact: true }).waitFor({ state: 'detached' });

    // Share with the demo account.
    await page.getByRole('button', { name: 'Share with Demo User', exact: true }).click();
    await page.getByText('Playlist shared', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Stop sharing with demo', exact: true }).waitFor();

    // Demo sees it under 'Shared With Me' and opens it read-only.
    const demo = await openSession();
    await logIn(demo.page, 'demo', E2E_DEMO_PASSWORD);
    await demo.page.goto('/playlists');
    const sharedCard = demo.page.getByRole('article', { name: playlistName, exact: true });
    await sharedCard.getByText(`Shared by ${owner}`, { exact: true }).waitFor();
    expect(await sharedCard.getByRole('link', { name: 'View Profile', exact: true }).getAttribute('href')).toBe(
      `/users/${owner}`,
    );
    await sharedCard.getByRole('link', { name: 'View Playlist', exact: true }).click();
    await demo.page.waitForURL(`${app.baseUrl}/playlist/${playlistId}`);
    await demo.page.getByText('First Song', { exact: true }).waitFor();
    await demo.page.getByText(`Shared with you by ${owner} (read-only)`, { exact: true }).waitFor();
    expect(await demo.page.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    expect(await demo.page.getByRole('button', { name: 'Share with Demo User', exact: true }).count()).toBe(0);
    expect(await demo.page.getByRole('link', { name: 'Add Tracks', exact: true }).count()).toBe(0);
    // A reader's row menu holds only 'Copy to…'.
    await demo.page.getByRole('button', { name: 'Actions for First Song', exact: true }).click();
    expect(await demo.page.getByRole('menuitem').allInnerTexts()).toEqual(['Copy to…']);
    await demo.page.keyboard.press('Escape');

    // The owner stops sharing; after a reload demo no longer sees it, and the link is not found.
    await page.getByRole('button', { name: 'Stop sharing with demo', exact: true }).click();
    await page.getByText('Not shared with anyone yet.', { exact: true }).waitFor();
    await demo.page.goto('/playlists');
    await demo.page.getByText('No playlists have been shared with you yet.', { exact: true }).waitFor();
    await demo.page.goto(`/playlist/${playlistId}`);
    await demo.page.getByText('Playlist Not Found', { exact: true }).waitFor();
    await demo.page.waitForURL(`${app.baseUrl}/playlists`);

    // The owner deletes it after confirming; it is gone from /playlists.
    await page.goto('/playlists');
    await page.getByRole('button', { name: `Delete ${playlistName}`, exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete Playlist' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await page.getByText('Playlist deleted', { exact: true }).waitFor();
    await page.getByText("You don't have any playlists yet.", { exact: true }).waitFor();
    expect(await page.getByRole('article', { name: playlistName, exact: true }).count()).toBe(0);
  });
});
