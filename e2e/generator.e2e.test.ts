import type { Page } from 'playwright-core';
import { heardStarts, readAudioStarts, recordAudioStarts } from './support/audioStarts';
import { postWithXsrf, registerThroughUi, signUpWithApi, useAppInBrowser } from './support/browserApp';

const app = useAppInBrowser();
const openSession = () => app.openSession();

/** Opens a track's play menu and picks `item`, then waits for the menu to close. */
async function playFromMenu(page: Page, trackName: string, item: 'Play' | 'Play in Visualizer'): Promise<void> {
  await page.getByRole('button', { name: `Play ${trackName}` }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  await page.getByRole('menu').waitFor({ state: 'detached' });
}

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

describe('click-track generator in the browser', () => {
  it('loads and auto-plays a track from the URL, drops the query string, and ends by itself when the audio clock passes count-in + 10 s', async () => {
    const { context, page } = await openSession();
    await page.addInitScript(recordAudioStarts);
    await signUpWithApi(context, unique('gen'), 'e2e-password-1');

    await page.goto('/?track=Song&bpm=100&autoplay=true');
    await page.getByText(/^(Track loaded|Auto-playing track)$/).waitFor();
    await page.waitForURL(`${app.baseUrl}/`);
    expect(new URL(page.url()).search).toBe('');
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('100');

    const status = page.getByRole('status', { name: 'Player status' });
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await status.filter({ hasText: /^Playing$/ }).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('button', { name: 'Stop' }).getAttribute('aria-pressed')).toBe('true');

    // Nobody presses Stop: the player returns to idle on its own.
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('button', { name: 'Play' }).getAttribute('aria-pressed')).toBe('false');
    // What played: count-in 4 at 100 bpm (2.4 s) + 10 s as a short head and the rest right after it
    // on the same sample grid, and the audio clock (not the wall clock) had passed its end when the
    // state changed.
    const { starts, audioTimeSeconds } = await page.evaluate(readAudioStarts);
    const played = heardStarts(starts);
    expect(played).toHaveLength(2);
    const [head, rest] = played as [(typeof starts)[number], (typeof starts)[number]];
    expect(rest.whenSeconds - (head.whenSeconds + head.durationSeconds)).toBeCloseTo(0, 4);
    expect(head.durationSeconds + rest.durationSeconds).toBeCloseTo(12.4, 3);
    expect(audioTimeSeconds - head.whenSeconds).toBeGreaterThanOrEqual(12.4 - 0.05);
  });

  it('opens a generator link with a meter, grouping, triplets and swing, shows them in the Rhythm section and plays it', async () => {
    const { context, page } = await openSession();
    await signUpWithApi(context, unique('lnk'), 'e2e-password-1');

    await page.goto('/?bpm=120&meter=7/8&grouping=2-2-3&sub=triplet&autoplay=true');
    await page.getByText('Click track loaded', { exact: true }).waitFor();
    await page.waitForURL(`${app.baseUrl}/`);
    const status = page.getByRole('status', { name: 'Player status' });
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });

    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('120');
    await page.getByRole('button', { name: 'Rhythm · 7/8 (2+2+3), triplets' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Beats per bar' }).inputValue()).toBe('7');
    expect(await page.getByRole('combobox', { name: 'Note value' }).inputValue()).toBe('8');
    expect(await page.getByRole('textbox', { name: 'Grouping' }).inputValue()).toBe('2+2+3');
    expect(await page.getByRole('combobox', { name: 'Subdivision', exact: true }).inputValue()).toBe('Triplets');
    expect(await page.getByRole('button', { name: /^Beat \d+:/ }).count()).toBe(7);
    await page.getByRole('button', { name: 'Stop' }).click();
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });

    // Swing with eighths, and a parameter the shared rules refuse: ignored with a toast naming it.
    await page.goto('/?bpm=100&sub=eighths&swing=60&meter=17/8');
    await page.getByText('Ignored meter=17/8: Beats per bar must be between 1 and 16').waitFor();
    await page.getByRole('button', { name: 'Rhythm · 4/4, eighths, swing 60%' }).waitFor();
    expect(await page.getByRole('slider', { name: 'Swing' }).getAttribute('aria-valuenow')).toBe('60');
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('100');
  });

  it('plays and stops with the button and with Space', async () => {
    const { page } = await openSession();
    await registerThroughUi(page, app.baseUrl, unique('gsp'), 'e2e-password-1');
    const status = page.getByRole('status', { name: 'Player status' });

    await page.getByRole('button', { name: 'Play' }).click();
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });

    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await status.filter({ hasText: /^(Counting in…|Playing)$/ }).waitFor({ timeout: 5_000 });
    await page.keyboard.press('Space');
    await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
  });

  it('visualizer: picks a playlist and a track, and Next Song wraps to the first track', async () => {
    const { context, page } = await openSession();
    await signUpWithApi(context, unique('viz'), 'e2e-password-1');
    const playlistName = 'E2E Visualizer Set';
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: playlistName,
      description: '',
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name: 'First Song',
      artist: 'Band',
      bpm: 90,
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, {
      name: 'Second Song',
      artist: 'Band',
      bpm: 140,
    });

    await page.goto('/');
    await page.getByRole('button', { name: 'Open Visualizer' }).click();
    await page.getByRole('heading', { name: 'Load Playlist and Song' }).waitFor();
    expect(await page.getByTestId('beat-circle').count()).toBe(4);

    await page.getByRole('combobox', { name: 'Playlist' }).click();
    await page.getByRole('option', { name: playlistName }).click();
    await page.getByText('Playlist selected', { exact: true }).waitFor();

    const first = page.getByRole('button', { name: /^First Song/ });
    const second = page.getByRole('button', { name: /^Second Song/ });
    await first.click();
    await page.getByText('Track selected', { exact: true }).waitFor();
    await page.getByText('First Song · 90 BPM').waitFor();

    await page.getByRole('button', { name: 'Next Song' }).click();
    await page.getByText('Second Song · 140 BPM').waitFor();
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Next track', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Next Song' }).click();
    await page.getByText('First Song · 90 BPM').waitFor();
    expect(await first.getAttribute('aria-pressed')).toBe('true');

    // Play in the visualizer: a toast, the count-in, then the main beats.
    await page.getByRole('button', { name: 'Play' }).click();
    await page.getByText('Playing click track', { exact: true }).waitFor();
    await page.getByTestId('count-in-overlay').waitFor({ timeout: 5_000 });
    await page.locator('[data-testid="beat-circle"][data-lit="true"]').first().waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
    await page
      .getByRole('status', { name: 'Player status' })
      .filter({ hasText: /^Stopped$/ })
      .waitFor();
  });

  it('playlist view: Play plays in place with a Stop control; Play in Visualizer opens the visualizer', async () => {
    const { context, page } = await openSession();
    await signUpWithApi(context, unique('plv'), 'e2e-password-1');
    const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
      name: 'In Place',
      description: '',
    });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Alpha', artist: 'Band', bpm: 100 });
    await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name: 'Beta', artist: 'Band', bpm: 120 });

    await page.goto(`/playlist/${playlist.id}`);
    await playFromMenu(page, 'Alpha', 'Play');
    await page.getByRole('button', { name: 'Stop Alpha' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/playlist/${playlist.id}`);

    await playFromMenu(page, 'Beta', 'Play');
    await page.getByRole('button', { name: 'Stop Beta' }).waitFor();
    expect(await page.getByRole('button', { name: 'Stop Alpha' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Stop Beta' }).click();
    await page.getByRole('button', { name: 'Stop Beta' }).waitFor({ state: 'detached' });

    await playFromMenu(page, 'Beta', 'Play in Visualizer');
    await page.getByText(/^(Track loaded|Auto-playing track)$/).waitFor();
    await page.waitForURL(`${app.baseUrl}/`);
    await page.getByRole('heading', { name: 'Visualizer' }).waitFor();
    await page.getByText('Beta · 120 BPM').waitFor();
    await page
      .getByRole('status', { name: 'Player status' })
      .filter({ hasText: /^(Counting in…|Playing)$/ })
      .waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Stop' }).click();
  });
});
