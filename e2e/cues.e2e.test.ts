import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { resolveRhythm } from '../schema/rhythm';
import { sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';

// Spoken cues in the built app: a user's song map with cues on, exported as a WAV by the
// generator in Chromium (the samples fetched from the server, decoded by an OfflineAudioContext);
// the same export with cues switched off is the click alone, so where the two differ is where
// a word sounds.

const app = useAppInBrowser();
const RATE = 44100;
/** 100 bpm: a beat is 0.6 s, 26460 samples; every word (≤ 0.6 s) fits, none is cut. */
const BEAT = 26460;

/** The 16-bit samples of a WAV the app wrote (a 44-byte header, then PCM). */
function pcm(file: string): Int16Array {
  const bytes = readFileSync(file);
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
}

async function downloadWav(page: Page): Promise<Int16Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download WAV' }).click(),
  ]);
  return pcm((await download.path())!);
}

describe('spoken cues', () => {
  it('puts each word of a song map on its beat in the WAV export: "Intro… two, three, four", then "Chorus" a bar ahead', async () => {
    const { context, page } = await app.openSession();
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
    const cueRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cues/')) cueRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    const cuesSwitch = page.getByRole('switch', { name: /Spoken cues/ });
    await cuesSwitch.waitFor();
    expect(await cuesSwitch.isChecked()).toBe(true);
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
    const wordStarts: number[] = [];
    let quiet = Infinity;
    for (let index = 0; index < withCues.length; index++) {
      if (differs(index)) {
        if (quiet >= Math.round(0.1 * RATE)) wordStarts.push(index);
        quiet = 0;
      } else quiet++;
    }
    expect(wordStarts).toEqual(expectedStarts);
    await context.close();
  });
});
