import type { BrowserContext, Page } from 'playwright-core';
import { E2E_ADMIN_PASSWORD, E2E_DEMO_PASSWORD } from './appProcess';
import { logInWithApi, postWithXsrf, signUpWithApi, type BrowserApp } from './browserApp';
import type { ScreenData, Viewer } from './screens';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The rows every screen of e2e/support/screens.ts can name, and sessions for each viewer: a user
 * with a playlist of two tracks (a set break between them) shared with demo, and a playlist demo
 * shared with the user. Used by the gates that visit every screen (screenGates, overlayGates,
 * layoutShift).
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
    const playlist = await postWithXsrf<{ id: string }>(owner.context, '/api/playlists', {
      name: playlistName,
      description: 'Two sets, one break',
    });
    let firstTrackId = '';
    for (const [index, name] of trackNames.entries()) {
      const after = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
        owner.context,
        `/api/playlists/${playlist.id}/tracks`,
        { name, artist: 'The Band', bpm: 96 + index * 30 },
      );
      firstTrackId ||= after.tracks[0]!.id;
    }
    // The break between the two songs, so every screen of the playlist shows one.
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/breaks`, { name: 'Set 2', afterId: firstTrackId });
    await postWithXsrf(owner.context, `/api/playlists/${playlist.id}/share`, { sharedWithUsername: 'demo' });
    const friend = await app.openSession();
    await logInWithApi(friend.context, 'demo', E2E_DEMO_PASSWORD);
    const theirs = await postWithXsrf<{ id: string }>(friend.context, '/api/playlists', {
      name: 'Demo Warm-ups',
      description: '',
    });
    await postWithXsrf(friend.context, `/api/playlists/${theirs.id}/share`, { sharedWithUsername: username });
    const world = new ScreenWorld(app, username, password, {
      playlistId: playlist.id,
      trackNames,
      playlistName,
      friendUsername: 'demo',
    });
    world.signedIn.set('user', Promise.resolve(await owner.context.storageState()));
    return world;
  }

  /** The signed-in cookies of each viewer, made by one sign-in per viewer and file. */
  private readonly signedIn = new Map<Viewer, Promise<StorageState>>();

  /**
   * Runs `use` on a fresh context (empty cache, no service worker) and page of `viewer`, at
   * `viewport`, with `prepare` run on the context before its first page loads. The service worker's
   * registration is blocked unless `serviceWorker`: after each load it would fetch and store the
   * app's 92 files, which no gate looks at (about a tenth of a gate file's CPU). The context is
   * closed when `use` settles, and the test fails when the page reported errors (so `visit` also
   * serves `it.concurrent` tests). Signed-in viewers carry the cookies of the viewer's one sign-in,
   * so each screen starts as a returning user's first visit.
   */
  async visit<T>(
    viewer: Viewer,
    {
      viewport,
      prepare,
      serviceWorker,
    }: {
      viewport?: { width: number; height: number };
      prepare?: (context: BrowserContext) => Promise<void>;
      serviceWorker?: boolean;
    },
    use: (page: Page) => Promise<T>,
  ): Promise<T> {
    const storageState = viewer === 'visitor' ? undefined : await this.storageStateOf(viewer);
    const options = {
      storageState,
      serviceWorkers: serviceWorker ? ('allow' as const) : ('block' as const),
      ...(viewport ? { viewport: { width: viewport.width, height: viewport.height } } : {}),
    };
    return this.app.withSession(options, async ({ context, page }) => {
      await prepare?.(context);
      return use(page);
    });
  }

  /** One context per viewer and viewport for the warm contexts, kept for the file. */
  private readonly warmContexts = new Map<string, Promise<BrowserContext>>();

  /**
   * The viewer's lasting context at `viewport` (the service worker blocked), made on first use and
   * kept for the file: the app's files come from its cache after the first visit, as on a returning
   * user's later visits, so only for checks that do not depend on how fast a screen loads (axe,
   * stylesheets; not layout shift). Close its pages with {@link closeWarmPage}.
   */
  warmContext(viewer: Viewer, viewport: { width: number; height: number }): Promise<BrowserContext> {
    const key = `${viewer} ${viewport.width}x${viewport.height}`;
    let context = this.warmContexts.get(key);
    if (!context) {
      context = (async () =>
        this.app.openLastingContext({
          storageState: viewer === 'visitor' ? undefined : await this.storageStateOf(viewer),
          serviceWorkers: 'block',
          viewport: { width: viewport.width, height: viewport.height },
        }))();
      this.warmContexts.set(key, context);
    }
    return context;
  }

  private storageStateOf(viewer: Exclude<Viewer, 'visitor'>): Promise<StorageState> {
    let state = this.signedIn.get(viewer);
    if (!state) {
      state = (async () => {
        const { context } = await this.app.openSession();
        if (viewer === 'user') await logInWithApi(context, this.username, this.password);
        else await logInWithApi(context, 'admin', E2E_ADMIN_PASSWORD);
        return context.storageState();
      })();
      this.signedIn.set(viewer, state);
    }
    return state;
  }
}

/**
 * Closes a page of a warm context after clearing this device's choices (localStorage), so the
 * context's next page starts with none, as in a fresh context.
 */
export async function closeWarmPage(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.close();
}
