import type { Page } from 'playwright-core';
import { heardStarts, readAudioStarts, recordAudioStarts } from './support/audioStarts';
import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Songs that follow each other: on the stage, a song set to go on with a gap of 0 bars ends and the
// next one starts by itself, its count-in's first click on the frame where the last bar ended
// (scheduled on the audio clock ahead of time), and the stage shows it without a button press.

const app = useAppInBrowser();
const PASSWORD = 'follow-on-password-1';
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
/** The first song: a 4-beat count-in at 120 (2 s), then 10 s: five whole bars. Its grid ends 12 s after its sample 0. */
const FIRST_GRID_SECONDS = 12;

/** The page's audio sample rate, from the context the player made. */
const sampleRate = (page: Page) =>
  page.evaluate(() => {
    const contexts = (window as unknown as { audioContexts: AudioContext[] }).audioContexts;
    return contexts[contexts.length - 1]!.sampleRate;
  });

describe('songs that follow each other', () => {
  it(
    'a gapless auto-advance on the stage: the next song shows and its first count-in click lands on the planned frame',
    () =>
      app.withSession({ viewport: { width: 1280, height: 900 } }, async ({ context, page }) => {
        await page.addInitScript(recordAudioStarts);
        await signUpWithApi(context, unique('follow'), PASSWORD);
        const playlist = await postWithXsrf<{ id: string }>(context, '/api/playlists', {
          name: 'Set',
          description: '',
        });
        let added: { tracks: Array<{ id: string }> } = { tracks: [] };
        for (const [name, bpm] of [
          ['Opener', 120],
          ['Second', 100],
        ] as const)
          added = await postWithXsrf(context, `/api/playlists/${playlist.id}/tracks`, { name, artist: 'Band', bpm });
        const [opener, second] = added.tracks;
        await sendWithXsrf(context, 'patch', `/api/tracks/${opener!.id}`, {
          lengthSeconds: 10,
          afterSong: 'bars',
          afterSongGap: 0,
        });
        await sendWithXsrf(context, 'patch', `/api/tracks/${second!.id}`, { lengthSeconds: 10 });

        await page.goto(`/playlist/${playlist.id}/perform`);
        await page.getByRole('heading', { name: 'Opener', level: 1 }).waitFor();
        const status = page.getByRole('status', { name: 'Player status' });
        await page.keyboard.press('Space');
        await status.filter({ hasText: /^Counting in/ }).waitFor({ timeout: 10_000 });
        // Nobody presses anything: the stage moves on when the next song starts.
        await page.getByRole('heading', { name: 'Second', level: 1 }).waitFor({ timeout: 20_000 });
        expect(await page.getByRole('button', { name: 'Stop', exact: true }).getAttribute('aria-pressed')).toBe('true');

        const rate = await sampleRate(page);
        const starts = heardStarts((await page.evaluate(readAudioStarts)).starts).sort(
          (a, b) => a.whenSeconds - b.whenSeconds,
        );
        const openerStart = Math.round(starts[0]!.whenSeconds * rate);
        // The first start more than a part after the opener's sample 0 is the next song's head: its sample 0, the count-in's first click.
        const next = starts.find((start) => start.whenSeconds > starts[0]!.whenSeconds + FIRST_GRID_SECONDS / 2)!;
        expect(Math.round(next.whenSeconds * rate) - openerStart).toBe(Math.round(FIRST_GRID_SECONDS * rate));

        await page.keyboard.press('Space');
        await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
      }),
    60_000,
  );
});
