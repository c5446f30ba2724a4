import type { Page } from 'playwright-core';
import { readAudioStarts, recordAudioStarts } from './support/audioStarts';
import { postWithXsrf, sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// A click that lasts the song: the stage plays a 4-minute song past the generator's 10 s, streamed
// a part ahead as it plays; the generator's 'Until I stop' keeps clicking past its duration.
// Both wait real seconds of playing, so they run side by side (it.concurrent), each in a browser
// context of its own.

const app = useAppInBrowser();
const PASSWORD = 'lasting-click-password-1';
/** Each test waits 31 or 14 s of playing, and shares the machine with the other one. */
const PLAYING_TEST_TIMEOUT = 90_000;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** How far ahead of its first sample the page has scheduled audio, in seconds. */
async function scheduledSeconds(page: Page): Promise<number> {
  const { starts } = await page.evaluate(readAudioStarts);
  // The first start is the one-sample unlock buffer; the track begins with the next.
  const track = starts.filter((start) => start.durationSeconds > 0.01);
  const first = Math.min(...track.map((start) => start.whenSeconds));
  return Math.max(...track.map((start) => start.whenSeconds + start.durationSeconds)) - first;
}

describe('a click that lasts the song', () => {
  it.concurrent(
    'the stage plays a 4-minute song on a phone: still playing after 30 s, its audio scheduled a part ahead',
    () =>
      app.withSession({ viewport: { width: 390, height: 844 } }, async ({ context, page }) => {
        await page.addInitScript(recordAudioStarts);
        await signUpWithApi(context, unique('long'), PASSWORD);
        const playlist = await postWithXsrf<{ id: string; tracks: Array<{ id: string }> }>(context, '/api/playlists', {
          name: 'Long set',
          description: '',
        });
        const added = await postWithXsrf<{ tracks: Array<{ id: string }> }>(
          context,
          `/api/playlists/${playlist.id}/tracks`,
          { name: 'Four Minutes', artist: 'Band', bpm: 100 },
        );
        await sendWithXsrf(context, 'patch', `/api/tracks/${added.tracks[0]!.id}`, { lengthSeconds: 240 });

        await page.goto(`/playlist/${playlist.id}/perform`);
        await page.getByRole('heading', { name: 'Four Minutes', level: 1 }).waitFor();
        const status = page.getByRole('status', { name: 'Player status' });
        await page.keyboard.press('Space');
        await status.filter({ hasText: /^Playing$/ }).waitFor({ timeout: 10_000 });
        await page.waitForTimeout(31_000);
        expect(await status.textContent()).toBe('Playing');
        // A 1 s head and two 60 s parts: the part after the one playing is already scheduled.
        expect(await scheduledSeconds(page)).toBeGreaterThanOrEqual(120);
        await page.keyboard.press('Space');
        await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });
      }),
    PLAYING_TEST_TIMEOUT,
  );

  it.concurrent(
    "the generator's 'Until I stop' keeps clicking past its 10 s until Stop, and stays on after a reload",
    () =>
      app.withSession({}, async ({ context, page }) => {
        await page.addInitScript(recordAudioStarts);
        await signUpWithApi(context, unique('until'), PASSWORD);
        await page.goto('/');
        const untilStopped = page.getByRole('switch', { name: /Until I stop/ });
        await untilStopped.check();
        await page.getByRole('button', { name: 'Play' }).click();
        const status = page.getByRole('status', { name: 'Player status' });
        await status.filter({ hasText: /^Playing$/ }).waitFor({ timeout: 10_000 });
        // Count-in 4 at 120 (2 s) + the 10 s duration has passed.
        await page.waitForTimeout(14_000);
        expect(await status.textContent()).toBe('Playing');
        expect(await scheduledSeconds(page)).toBeGreaterThan(60);
        await page.getByRole('button', { name: 'Stop' }).click();
        await status.filter({ hasText: /^Stopped$/ }).waitFor({ timeout: 5_000 });

        await page.reload();
        expect(await page.getByRole('switch', { name: /Until I stop/ }).isChecked()).toBe(true);
      }),
    PLAYING_TEST_TIMEOUT,
  );
});
