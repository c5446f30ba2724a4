import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { trackAction } from './support/trackMenu';

// A track remembers a tempo its owner fixed, and where it came from.

const app = useAppInBrowser();

describe('changing a track tempo in the browser', () => {
  it('the owner types a tempo and doubles another; after a reload both show with their source', async () => {
    const { context, page } = await app.openSession();
    await signUpWithApi(context, `tempo_${Date.now().toString(36)}`, 'tempo-password-1');
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name: 'Tempo Set' });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name: 'Guessed Song',
      artist: 'Band',
      bpm: 120,
      bpmSource: 'fallback',
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name: 'Slow Song',
      artist: 'Band',
      bpm: 70,
      bpmSource: 'lookup',
    });

    await page.goto(`/playlist/${playlist.id}`);
    const tracks = page.getByRole('list', { name: 'Tracks' });
    const guessed = tracks.getByRole('listitem').filter({ hasText: 'Guessed Song' });
    await guessed.getByText('estimated', { exact: true }).waitFor();

    await trackAction(page, 'Guessed Song', 'Change tempo of');
    const dialog = page.getByRole('dialog', { name: 'Change tempo' });
    await dialog.getByRole('textbox', { name: 'Tempo (BPM)' }).fill('132');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Tempo updated', { exact: true }).first().waitFor();
    await dialog.waitFor({ state: 'detached' });

    await trackAction(page, 'Slow Song', 'Change tempo of');
    await dialog.getByRole('button', { name: /^Double tempo/, exact: true }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.reload();
    const slow = tracks.getByRole('listitem').filter({ hasText: 'Slow Song' });
    await guessed.getByText('132 BPM', { exact: true }).waitFor();
    await guessed.getByText('typed', { exact: true }).waitFor();
    expect(await guessed.getByText('estimated', { exact: true }).count()).toBe(0);
    await slow.getByText('140 BPM', { exact: true }).waitFor();
    await slow.getByText('typed', { exact: true }).waitFor();
  });
});
