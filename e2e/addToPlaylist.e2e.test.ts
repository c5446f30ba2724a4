import type { BrowserContext, Page, Route } from 'playwright-core';
import {
  DEEZER_GROOVE,
  FAKE_RELEASE_TITLE,
  SLOW_BALLAD,
  STEADY_BEAT,
  TITLE_SEARCH_SONG,
} from '../testkit/fakeMusicServices';
import { postWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { beatWavFile } from './support/beatWav';

// Adding songs in the browser against the built app, whose music lookups go to the local fake
// services (testkit/fakeMusicServices.ts): search → select → 'Processing' → add → the playlist
// shows each tempo and its source; a custom track with a tapped tempo; Find Song BPM.

const app = useAppInBrowser({ fakeMusic: true });

const PASSWORD = 'add-songs-password-1';
let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${counter++}`;

interface TrackJson {
  name: string;
  artist: string;
  bpm: number;
  bpmSource: string;
  externalId: string | null;
  albumArt: string | null;
}

async function userWithPlaylist(name: string): Promise<{ context: BrowserContext; page: Page; playlistId: string }> {
  const { context, page } = await app.openSession();
  await signUpWithApi(context, unique('add'), PASSWORD);
  const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', { name, description: '' });
  return { context, page, playlistId: playlist.id };
}

async function tracksOf(context: BrowserContext, playlistId: string): Promise<TrackJson[]> {
  const response = await context.request.get(`/api/playlists/${playlistId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { tracks: TrackJson[] }).tracks;
}

/** Holds the browser's songTempo requests until released, so the 'Processing' state can be seen. */
async function holdTempoLookups(page: Page): Promise<{ release(): void }> {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname === '/graphql' && url.searchParams.get('operationName') === 'SongTempo',
    (route) => (holding ? held.push(route) : route.continue()),
  );
  return {
    release() {
      holding = false;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

/**
 * Records every layout shift of the toasts' area or of a toast, with or without a recent input
 * (a lookup that answers late shows its toast long after the click). Installed before the page loads.
 */
async function recordToastShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { toastShifts: number[] }).toastShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; sources?: Array<{ node?: Node }> }>) {
        const inToasts = entry.sources?.some((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          return element?.closest('.mantine-Notifications-root') != null;
        });
        if (inToasts) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** What {@link recordToastShifts} saw in the page so far. */
const toastShiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { toastShifts: number[] }).toastShifts);

async function searchSongs(page: Page, text: string): Promise<void> {
  await page.getByRole('searchbox', { name: 'Search songs' }).fill(text);
  await page.getByRole('list', { name: 'Search results' }).waitFor();
}

const result = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: new RegExp(title) });
const selected = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });

/**
 * Clicks Tap `times` times, `gapMs` apart. The page waits on its own clock for each beat, and
 * while a click is handled `performance.now()` (what the tap handler reads) answers that beat's
 * planned time: a busy machine may pause the page's process for tens of milliseconds at any
 * moment, which would move a tap as a late finger does, and this test is about what the app
 * makes of taps, not about the machine's scheduling.
 */
async function tapInPage(page: Page, scope: string, times: number, gapMs: number): Promise<void> {
  await page.evaluate(
    ({ scope: selector, times: count, gapMs: gap }) => {
      const root = selector ? document.querySelector(selector)! : document;
      // The Tap button's accessible name is visually hidden text ('Tap tempo') next to the visible 'Tap'.
      const button = [...root.querySelectorAll<HTMLButtonElement>('button')].find((candidate) =>
        candidate.textContent?.includes('Tap tempo'),
      )!;
      const first = performance.now();
      let beat = first;
      performance.now = () => beat;
      try {
        for (let tap = 0; tap < count; tap++) {
          beat = first + tap * gap;
          while (Performance.prototype.now.call(performance) < beat) {
            // Real time reaches the beat before it is tapped, so the page's clock never runs backwards.
          }
          button.click();
        }
      } finally {
        delete (performance as { now?: () => number }).now;
      }
    },
    { scope, times, gapMs },
  );
}

describe('adding songs in the browser', () => {
  it("search → select two songs ('Processing') → add → /playlists; the playlist keeps each tempo and its source", async () => {
    const { context, page, playlistId } = await userWithPlaylist('Found Songs');
    await recordToastShifts(context);
    await page.goto(`/add-to-playlist/${playlistId}`);
    await page.getByRole('heading', { name: 'Add Songs to Found Songs' }).waitFor();
    await page.getByText('Type at least 3 characters to search').waitFor();

    await searchSongs(page, FAKE_RELEASE_TITLE);
    expect(await page.getByRole('list', { name: 'Search results' }).getByRole('listitem').count()).toBe(5);
    // A cover from Cover Art Archive loads; a song without art anywhere gets the placeholder.
    await result(page, STEADY_BEAT.title).locator('img').waitFor();
    // The element can be there before its bytes are: wait for it to load (or fail) before judging it.
    const coverLoaded = (img: HTMLImageElement) =>
      img.complete
        ? img.naturalWidth > 0
        : new Promise<boolean>((resolve) => {
            img.addEventListener('load', () => resolve(img.naturalWidth > 0), { once: true });
            img.addEventListener('error', () => resolve(false), { once: true });
          });
    expect(await result(page, STEADY_BEAT.title).locator('img').evaluate(coverLoaded)).toBe(true);
    await result(page, SLOW_BALLAD.title).getByTestId('album-art-placeholder').waitFor();

    const lookups = await holdTempoLookups(page);
    await result(page, STEADY_BEAT.title).click();
    await result(page, SLOW_BALLAD.title).click();
    await result(page, STEADY_BEAT.title).getByText('Processing').waitFor();
    await selected(page, SLOW_BALLAD.title).getByText('Processing').waitFor();
    expect(await page.getByRole('button', { name: 'Add 2 songs to playlist' }).isDisabled()).toBe(true);
    lookups.release();

    await selected(page, STEADY_BEAT.title).getByText('looked up').waitFor();
    await selected(page, SLOW_BALLAD.title).getByText('estimated').waitFor();
    // Each answer's toast replaced the one before where it stood, once the one before had gone
    // (Mantine keeps a leaving toast for its exit transition): the toasts moved nothing.
    await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 1);
    expect(await toastShiftsOf(page)).toEqual([]);
    expect(await selected(page, STEADY_BEAT.title).getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe(
      '128',
    );
    const estimate = Number(
      await selected(page, SLOW_BALLAD.title).getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue(),
    );
    // SPEC.md §7: slow words give about 65–94.
    expect(estimate).toBeGreaterThanOrEqual(65);
    expect(estimate).toBeLessThanOrEqual(94);

    await page.getByRole('button', { name: 'Add 2 songs to playlist' }).click();
    await page.waitForURL(`${app.baseUrl}/playlists`);
    await page.getByText('Songs added', { exact: true }).waitFor();

    const tracks = await tracksOf(context, playlistId);
    expect(tracks.map(({ name, bpm, bpmSource, externalId }) => ({ name, bpm, bpmSource, externalId }))).toEqual([
      { name: STEADY_BEAT.title, bpm: 128, bpmSource: 'lookup', externalId: STEADY_BEAT.id },
      { name: SLOW_BALLAD.title, bpm: estimate, bpmSource: 'estimate', externalId: SLOW_BALLAD.id },
    ]);
    expect(tracks[0]!.albumArt).toMatch(/^http/);

    await page.goto(`/playlist/${playlistId}`);
    const rows = page.getByRole('list', { name: 'Tracks' }).getByRole('listitem');
    await rows.filter({ hasText: STEADY_BEAT.title }).getByText('128 BPM').waitFor();
    await rows.filter({ hasText: SLOW_BALLAD.title }).getByText(`${estimate} BPM`).waitFor();
    await rows.filter({ hasText: SLOW_BALLAD.title }).getByText('estimated').waitFor();

    // Back on the add screen, both are 'In Playlist' and cannot be selected again.
    await page.goto(`/add-to-playlist/${playlistId}`);
    await searchSongs(page, FAKE_RELEASE_TITLE);
    await result(page, STEADY_BEAT.title).getByText('In Playlist').waitFor();
    // aria-disabled, not disabled: pressing it still says why it cannot be selected.
    await result(page, STEADY_BEAT.title).click({ force: true });
    await page.getByText('Already in playlist', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Add 0 songs to playlist' }).isDisabled()).toBe(true);
  });

  it('a tempo fixed by tapping is saved as tapped', async () => {
    const { context, page, playlistId } = await userWithPlaylist('Tapped Songs');
    await page.goto(`/add-to-playlist/${playlistId}`);
    await searchSongs(page, DEEZER_GROOVE.title);
    await result(page, DEEZER_GROOVE.title).click();
    await page.getByText('Song selected', { exact: true }).waitFor();
    expect(await selected(page, DEEZER_GROOVE.title).getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe(
      '96',
    );

    await tapInPage(page, `[aria-label="${DEEZER_GROOVE.title}"]`, 4, 500);
    await selected(page, DEEZER_GROOVE.title).getByText('tapped', { exact: true }).waitFor();
    const tapped = Number(
      await selected(page, DEEZER_GROOVE.title).getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue(),
    );
    // Timers in a busy browser drift by some milliseconds; a tap tempo within 5 % is what a hand does too.
    expect(Math.abs(tapped - 120)).toBeLessThanOrEqual(6);

    await page.getByRole('button', { name: 'Add 1 song to playlist' }).click();
    await page.waitForURL(`${app.baseUrl}/playlists`);
    expect((await tracksOf(context, playlistId)).map(({ bpm, bpmSource }) => ({ bpm, bpmSource }))).toEqual([
      { bpm: tapped, bpmSource: 'tap' },
    ]);

    // Another musician picking the same song now gets the tapped tempo as the community's.
    const other = await userWithPlaylist('Their Songs');
    await other.page.goto(`/add-to-playlist/${other.playlistId}`);
    await searchSongs(other.page, DEEZER_GROOVE.title);
    await result(other.page, DEEZER_GROOVE.title).click();
    await selected(other.page, DEEZER_GROOVE.title).getByText('community', { exact: true }).waitFor();
    expect(
      await selected(other.page, DEEZER_GROOVE.title).getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue(),
    ).toBe(String(tapped));
  });

  it('custom track: a blank name is refused; a name and taps create it with the default artist', async () => {
    const { context, page, playlistId } = await userWithPlaylist('Custom Songs');
    await page.goto(`/add-to-playlist/${playlistId}`);
    await page.getByRole('button', { name: 'Add Custom Track' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Custom Track' });
    await dialog.waitFor();
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await dialog.getByLabel(/^Track Name/).fill('   ');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Track name required', { exact: true }).waitFor();
    await page.getByText('Please enter a name for your custom track.', { exact: true }).waitFor();

    await dialog.getByLabel(/^Track Name/).fill('Rehearsal Jam');
    await tapInPage(page, '[role="dialog"]', 5, 400);
    await dialog.getByText(/^Tapped: \d+ BPM$/).waitFor();
    const tapped = Number(await dialog.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue());
    expect(Math.abs(tapped - 150)).toBeLessThanOrEqual(8);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Custom track created', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    expect(await tracksOf(context, playlistId)).toEqual([
      expect.objectContaining({
        name: 'Rehearsal Jam',
        artist: 'Custom Track',
        bpm: tapped,
        bpmSource: 'tap',
        externalId: null,
      }),
    ]);
  });

  it("custom track: a second 'Intro' is added, not refused as a song already in the playlist", async () => {
    const { context, page, playlistId } = await userWithPlaylist('Two Intros');
    await page.goto(`/add-to-playlist/${playlistId}`);
    for (let round = 0; round < 2; round++) {
      await page.getByRole('button', { name: 'Add Custom Track' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Custom Track' });
      await dialog.getByLabel(/^Track Name/).fill('Intro');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    expect((await tracksOf(context, playlistId)).map((track) => [track.name, track.externalId])).toEqual([
      ['Intro', null],
      ['Intro', null],
    ]);
  });

  it('Find Song BPM: search → the tempo and its source → add to a chosen playlist → open it', async () => {
    const { context, page, playlistId } = await userWithPlaylist('Looked Up');
    await postWithXsrf(context, '/api/playlists', { name: 'Another Set', description: '' });
    await page.goto(`/add-to-playlist/${playlistId}`);
    await page.getByRole('main').getByRole('link', { name: 'Find Song BPM' }).click();
    await page.waitForURL(`${app.baseUrl}/add-to-playlist`);
    await page.getByRole('heading', { name: 'Find Song BPM' }).waitFor();
    // The main navigation reaches it from anywhere too.
    await page.goto('/playlists');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find Song BPM' }).click();
    await page.waitForURL(`${app.baseUrl}/add-to-playlist`);
    await page.getByRole('heading', { name: 'Find Song BPM' }).waitFor();

    await searchSongs(page, TITLE_SEARCH_SONG.title);
    await result(page, TITLE_SEARCH_SONG.title).click();
    const chosen = page.getByRole('region', { name: 'Chosen song' });
    await chosen.getByText('174 BPM', { exact: true }).waitFor();
    await chosen.getByText('looked up').waitFor();

    await page.getByRole('combobox', { name: 'Playlist' }).click();
    await page.getByRole('option', { name: 'Looked Up' }).click();
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    await page.getByText('Song added', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Looked Up' }).click();
    await page.waitForURL(`${app.baseUrl}/playlist/${playlistId}`);
    await page.getByRole('list', { name: 'Tracks' }).getByText(TITLE_SEARCH_SONG.title).waitFor();
    const [track] = await tracksOf(context, playlistId);
    expect(track).toEqual(
      expect.objectContaining({
        name: TITLE_SEARCH_SONG.title,
        artist: TITLE_SEARCH_SONG.artist,
        bpm: 174,
        bpmSource: 'lookup',
        externalId: TITLE_SEARCH_SONG.id,
      }),
    );
    // Its cover, where known, is in its row.
    expect(track!.albumArt).toMatch(/^https?:/);
    expect(
      await page.getByRole('list', { name: 'Tracks' }).getByRole('listitem').first().locator('img').getAttribute('src'),
    ).toBe(track!.albumArt);
  });

  it('Find Song BPM: a tapped tempo without a search result is saved as a named custom track (source tap)', async () => {
    const { context, page, playlistId } = await userWithPlaylist('Tapped Set');
    await page.goto('/add-to-playlist');
    await page.getByRole('heading', { name: 'Find Song BPM' }).waitFor();
    await tapInPage(page, '', 5, 500);
    const chosen = page.getByRole('region', { name: 'Chosen song' });
    await chosen.getByText('tapped', { exact: true }).waitFor();
    const tapped = Number((await chosen.getByTestId('chosen-tempo').innerText()).replace(' BPM', ''));
    expect(tapped).toBe(120);

    await page.getByRole('textbox', { name: /Song name/ }).fill('Soundcheck Groove');
    await page.getByRole('combobox', { name: 'Playlist' }).click();
    await page.getByRole('option', { name: 'Tapped Set' }).click();
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    await page.getByRole('link', { name: 'Tapped Set', exact: true }).click();
    await page.getByRole('list', { name: 'Tracks' }).getByText('Soundcheck Groove').waitFor();
    expect(await tracksOf(context, playlistId)).toEqual([
      expect.objectContaining({
        name: 'Soundcheck Groove',
        artist: 'Custom Track',
        bpm: tapped,
        bpmSource: 'tap',
        externalId: null,
        albumArt: null,
      }),
    ]);
  });

  it("Find Song BPM: a tempo detected from a WAV ('Use 67 BPM') is saved as detected", async () => {
    const { context, page, playlistId } = await userWithPlaylist('Detected');
    await page.goto('/add-to-playlist');
    await searchSongs(page, SLOW_BALLAD.title);
    await result(page, SLOW_BALLAD.title).click();
    const chosen = page.getByRole('region', { name: 'Chosen song' });
    await chosen.getByText('estimated', { exact: true }).waitFor();

    await page.locator('input[type="file"]').setInputFiles(beatWavFile('ballad', 67));
    // The detector is not sure between 67 and 134: the slower reading is the one chosen.
    await page.getByRole('button', { name: 'Use 67 BPM', exact: true }).click({ timeout: 20_000 });
    await chosen.getByText('67 BPM', { exact: true }).waitFor();
    await chosen.getByText('detected', { exact: true }).waitFor();

    await page.getByRole('combobox', { name: 'Playlist' }).click();
    await page.getByRole('option', { name: 'Detected' }).click();
    await page.getByRole('button', { name: 'Add to playlist' }).click();
    await page.getByRole('link', { name: 'Detected', exact: true }).waitFor();
    expect(await tracksOf(context, playlistId)).toEqual([
      expect.objectContaining({ name: SLOW_BALLAD.title, bpm: 67, bpmSource: 'detected', externalId: SLOW_BALLAD.id }),
    ]);
  });
});
