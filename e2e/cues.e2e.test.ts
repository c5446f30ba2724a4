import type { BrowserContext, Page } from 'playwright-core';
import { resolveRhythm } from '../schema/rhythm';
import { downloadedBytes } from './support/browser';
import { sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { cachedUrls, waitForServiceWorker, waitUntil } from './support/offline';

// Spoken cues in the built app: a user's song map with cues on, exported as a WAV by the
// generator in Chromium (the samples fetched from the server, decoded by an OfflineAudioContext);
// the same export with cues switched off is the click alone, so where the two differ is where
// a word sounds.

const app = useAppInBrowser();
const RATE = 44100;
/** 100 bpm: a beat is 0.6 s, 26460 samples; every word (≤ 0.6 s) fits, none is cut. */
const BEAT = 26460;

/** The 16-bit samples of a WAV the app wrote (a 44-byte header, then PCM). */
function pcm(bytes: Buffer): Int16Array {
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
}

async function downloadWav(page: Page): Promise<Int16Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download WAV' }).click(),
  ]);
  return pcm(await downloadedBytes(download));
}

/** Signs a new user up and saves a song map (Intro, Chorus at 100 bpm, a bar's count-in) with cues on. */
async function saveSongMapWithCues(context: BrowserContext): Promise<void> {
  await signUpWithApi(context, `cues_${Date.now().toString(36)}`, 'e2e-password-1');
  const rhythm = resolveRhythm({
    sections: [
      { name: 'Intro', bars: 2, bpm: 100 },
      { name: 'Chorus', bars: 2, bpm: 100 },
    ],
  });
  await sendWithXsrf(context, 'put', '/api/users/settings', {
    bpm: 100,
    soundType: 'click',
    countInSoundType: 'woodblock',
    durationSeconds: 10,
    countInBeats: 4,
    volumePercent: 40,
    visualizerTheme: 'Standard',
    rhythm,
    countInBars: 1,
    practice: null,
    cues: { countIn: true, sections: true, leadInBars: 1, volumePercent: 40 },
  });
}

/** Where a word starts: a sample that differs from the click alone after at least 100 ms that do not. */
function wordStarts(withCues: Int16Array, clickOnly: Int16Array): number[] {
  const starts: number[] = [];
  let quiet = Infinity;
  for (let index = 0; index < withCues.length; index++) {
    if (withCues[index] !== clickOnly[index]) {
      if (quiet >= Math.round(0.1 * RATE)) starts.push(index);
      quiet = 0;
    } else quiet++;
  }
  return starts;
}

describe('spoken cues', () => {
  it('puts each word of a song map on its beat in the WAV export: "Intro… two, three, four", then "Chorus" a bar ahead', async () => {
    const { context, page } = await app.openSession();
    await saveSongMapWithCues(context);
    const cueRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cues/')) cueRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const cuesSwitch = page.getByRole('switch', { name: /Spoken cues/ });
    // The saved settings reach the generator after its first paint: the switch shows them once loaded.
    await page.getByRole('switch', { name: /Spoken cues/, checked: true }).waitFor();
    // Nothing is fetched until cues are needed.
    expect(cueRequests).toEqual([]);

    const withCues = await downloadWav(page);
    expect(cueRequests).toContain('/cues/intro.wav');
    await cuesSwitch.click();
    expect(await cuesSwitch.isChecked()).toBe(false);
    const clickOnly = await downloadWav(page);
    expect(withCues.length).toBe(clickOnly.length);

    // Count-in beats 0–3 ("intro" in place of "one"), and the bar before the chorus: main bar 2,
    // the ninth beat of the track.
    const expectedStarts = [0, BEAT, 2 * BEAT, 3 * BEAT, 8 * BEAT];
    const differs = (index: number) => withCues[index] !== clickOnly[index];
    for (const start of expectedStarts) {
      // The word's first sample is on its beat: it differs there, and not in the 20 ms before.
      expect({ start, sounds: differs(start) }).toEqual({ start, sounds: true });
      const before = Array.from({ length: Math.min(start, Math.round(0.02 * RATE)) }, (_, k) => start - 1 - k);
      expect({ start, earlier: before.filter(differs).length }).toEqual({ start, earlier: 0 });
    }
    // No other word: between the count-in and the chorus's cue, and after it, only the click.
    expect(wordStarts(withCues, clickOnly)).toEqual(expectedStarts);
    await context.close();
  });

  it('keeps each sample once fetched, so the WAV export speaks its count-in with the network off', async () => {
    const { context, page } = await app.openSession();
    await saveSongMapWithCues(context);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Now the service worker answers the page's requests.
    await page.reload();
    const cuesSwitch = page.getByRole('switch', { name: /Spoken cues/ });
    await cuesSwitch.waitFor();
    await downloadWav(page);
    const cached = await waitUntil(
      () => cachedUrls(page),
      (urls) => ['intro', 'chorus', 'two'].every((word) => urls.some((url) => url.endsWith(`/cues/${word}.wav`))),
    );
    expect(cached.filter((url) => url.includes('/cues/')).length).toBeGreaterThanOrEqual(30);

    await context.setOffline(true);
    // A fresh page: nothing of the samples is left in memory, only in the cache.
    await page.reload();
    await cuesSwitch.waitFor();
    if (!(await cuesSwitch.isChecked())) await cuesSwitch.click();
    const offline = await downloadWav(page);
    await cuesSwitch.click();
    const clickOnly = await downloadWav(page);
    // Offline the generator starts from its defaults (120 bpm, four count-in beats; the saved
    // settings need the network): "one, two, three, four", each on its beat.
    expect(await page.getByRole('textbox', { name: 'Tempo (BPM)' }).inputValue()).toBe('120');
    expect(wordStarts(offline, clickOnly)).toEqual([0, 1, 2, 3].map((beat) => beat * 22050));
    await context.close();
  });
});
