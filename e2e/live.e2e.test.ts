import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Live updates in Chromium: a recipient's open playlist page follows the owner's changes over the
// WebSocket without a reload, and leaves when the share ends.

const app = useAppInBrowser();
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const PASSWORD = 'e2e-password-1';

describe('live set list in the browser', () => {
  it("shows the owner's add and reorder on the recipient's page without reloading, and leaves once unshared", async () => {
    const owner = await app.openSession();
    const recipient = await app.openSession();
    const recipientName = unique('bass');
    await signUpWithApi(owner.context, unique('lead'), PASSWORD);
    await signUpWithApi(recipient.context, recipientName, PASSWORD);
    const playlist = await postWithXsrf<{ id: string }>(owner.context, '/api/playlists', {
      name: 'Rehearsal',
      description: '',
    });
    const first = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
      owner.context,
      `/api/playlists/${playlist.id}/tracks`,
      { name: 'Opener', artist: 'Band', bpm: 128 },
    );
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/share`, { sharedWithUsername: recipientName });

    const { page } = recipient;
    const sockets: string[] = [];
    const subscribed = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        sockets.push(new URL(ws.url()).pathname);
        // The subscription's first event, SUBSCRIBED, comes once the server has checked access and holds it.
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"SUBSCRIBED"')) resolve();
        });
      });
    });
    await page.goto(`/playlist/${playlist.id}`);
    const tracks = page.getByRole('list', { name: 'Tracks' });
    await tracks.getByText('Opener', { exact: true }).waitFor();
    const loads: string[] = [];
    page.on('framenavigated', (frame) => loads.push(frame.url()));
    // The page subscribes once the playlist is shown, and the server checks access before it holds
    // the subscription: a change made before its first event could come before it.
    await subscribed;
    expect(sockets).toEqual(['/graphql']);
    await sendWithXsrf(owner.context, 'put', `/api/playlists/${playlist.id}`, { description: 'Two sets' });
    await page.getByText('Two sets', { exact: true }).waitFor({ timeout: 5000 });

    const added = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
      owner.context,
      `/api/playlists/${playlist.id}/tracks`,
      { name: 'Closer', artist: 'Band', bpm: 90 },
    );
    await tracks.getByText('Closer', { exact: true }).waitFor({ timeout: 5000 });
    const ids = added.tracks.map((track) => track.id);
    await sendWithXsrf(owner.context, 'put', `/api/playlists/${playlist.id}/tracks/order`, {
      trackIds: [ids[1], ids[0]],
    });
    await page.waitForFunction(
      () => {
        const items = [...document.querySelectorAll('[aria-label="Tracks"] li')].map((item) => item.textContent ?? '');
        return items.length === 2 && items[0]!.includes('Closer') && items[1]!.includes('Opener');
      },
      undefined,
      { timeout: 5000 },
    );
    expect(first.tracks).toHaveLength(1);

    const unshared = await owner.context.request.delete(`/api/playlists/${playlist.id}/share/${recipientName}`, {
      headers: {
        'X-XSRF-Token': decodeURIComponent(
          (await owner.context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')!.value,
        ),
      },
    });
    expect(unshared.status()).toBeLessThan(300);
    await page.getByText("This playlist doesn't exist or you don't have access to it.").waitFor({ timeout: 5000 });
    expect(loads).toEqual([]);
  });
});
