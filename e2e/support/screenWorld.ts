import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './appProcess';
import { logInWithApi, postWithXsrf, signUpWithApi, type BrowserApp } from './browserApp';
import type { ScreenData, Viewer } from './screens';

/**
 * The rows every screen of e2e/support/screens.ts can name, and sessions for each viewer: a user
 * with a playlist of two tracks (a set break between them) shared with demo, and a playlist demo shared with the user. Used by
 * the gates that visit every screen (accessibility, layout shift).
 */
export class ScreenWorld {
  private constructor(
    private readonly app: BrowserApp,
    private readonly username: string,
    private readonly password: string,
    readonly data: ScreenData,
  ) {}

  /** Makes the rows through the API (call in beforeAll). */
  static async prepare(app: BrowserApp, usernamePrefix: string): Promise<ScreenWorld> {
    const username = `${usernamePrefix}_${Date.now().toString(36)}`;
    const password = `${usernamePrefix}-password-1`;
    const owner = await app.openSession();
    await signUpWithApi(owner.context, username, password);
    const playlistName = 'Friday Gig';
    const trackNames = ['Opening Song', 'Closing Song'];
    const playlist = await postWithXsrf<{ id: string }>(owner.context, '/api/playlists', { name: playlistName, description: 'Two sets, one break' });
    let firstTrackId = '';
    for (const [index, name] of trackNames.entries()) {
      const after = await postWithXsrf<{ tracks: Array<{ id: string }> }>(owner.context, `/api/playlists/${playlist.id}/tracks`, { name, artist: 'The Band', bpm: 96 + index * 30 });
      firstTrackId ||= after.tracks[0]!.id;
    }
    // The break between the two songs, so every screen of the playlist shows one.
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/breaks`, { name: 'Set 2', afterId: firstTrackId });
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/share`, { sharedWithUsername: 'demo' });
    const friend = await app.openSession();
    await logInWithApi(friend.context, 'demo', E2E_DEMO_PASSWORD);
    const theirs = await postWithXsrf<{ id: string }>(friend.context, '/api/playlists', { name: 'Demo Warm-ups', description: '' });
    await postWithXsrf(friend.context, `/api/playlists/${theirs.id}/share`, { sharedWithUsername: username });
    return new ScreenWorld(app, username, password, { playlistId: playlist.id, trackNames, playlistName, friendUsername: 'demo' });
  }

  /** A fresh session of `viewer`, with `prepare` run on its context before it is signed in. */
  async sessionAs(viewer: Viewer, prepare?: (context: BrowserContext) => Promise<void>): Promise<{ context: BrowserContext; page: Page }> {
    const session = await this.app.openSession();
    await prepare?.(session.context);
    if (viewer === 'user') await logInWithApi(session.context, this.username, this.password);
    if (viewer === 'admin') await logInWithApi(session.context, 'admin', E2E_ADMIN_PASSWORD);
    return session;
  }
}
