import type { Page } from 'playwright-core';
import { encodeWav } from '../client/src/audio/wav';
import { sendWithXsrf, signUpWithApi, useAppInBrowser } from './support/browserApp';
import { downloadedBytes } from './support/browser';

// A cue word in the user's own voice, end to end in Chromium against the built app: a sound
// uploaded for "one" under 'Your words' is what the WAV export says on the first count-in beat,
// its first sample on that beat's frame, while "two, three, four" stay the built-in voice.

const app = useAppInBrowser();
const RATE = 44100;
/** 100 bpm: a beat is 0.6 s. */
const BEAT = 26460;
/** The cue volume the settings save. */
const CUE_GAIN = 0.4;

/** 50 ms of silence, then a flat 60 ms block that dies away: once trimmed it starts on its peak, a shape no voice has. */
function blockWord(): { name: string; mimeType: string; buffer: Buffer } {
  const samples = new Float32Array(Math.round(0.3 * RATE));
  for (let i = Math.round(0.05 * RATE); i < samples.length; i++) {
    const t = i / RATE - 0.05;
    samples[i] = t < 0.06 ? 0.5 : 0.5 * Math.exp(-(t - 0.06) / 0.01);
  }
  return { name: 'one.wav', mimeType: 'audio/wav', buffer: Buffer.from(encodeWav(samples, RATE)) };
}

async function downloadWav(page: Page): Promise<Int16Array> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download WAV' }).click(),
  ]);
  const bytes = await downloadedBytes(download);
  return new Int16Array(bytes.buffer.slice(bytes.byteOffset + 44, bytes.byteOffset + bytes.length));
}

/** The [first, last] sample in [from, to) where the export with cues differs from the click alone. */
function wordBetween(withCues: Int16Array, clickOnly: Int16Array, from: number, to: number): [number, number] {
  let first = -1;
  let last = -1;
  for (let index = from; index < to; index++) {
    if (withCues[index] !== clickOnly[index]) {
      if (first < 0) first = index;
      last = index;
    }
  }
  return [first, last];
}

describe('own cue words', () => {
  it('says "one" with the uploaded sound on the first count-in beat of the WAV export, the other counts built in', async () => {
    const { context, page } = await app.openSession({ viewport: { width: 1280, height: 900 } });
    await signUpWithApi(context, `cw${Date.now().toString(36)}`, 'e2e-password-1');
    await sendWithXsrf(context, 'put', '/api/users/settings', {
      ...{ bpm: 100, soundType: 'click', countInSoundType: 'woodblock', durationSeconds: 4, countInBeats: 4 },
      ...{ volumePercent: 40, visualizerTheme: 'Standard', rhythm: null, countInBars: null, practice: null },
      cues: { countIn: true, sections: false, leadInBars: 1, volumePercent: CUE_GAIN * 100 },
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Your words' }).click();
    const row = page.getByTestId('cue-word-one');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      row.getByRole('button', { name: 'Upload one' }).click(),
    ]);
    await chooser.setFiles(blockWord());
    await row.getByText('Your voice').waitFor();
    expect(await page.getByRole('button', { name: /Your words · 1 in your voice/ }).isVisible()).toBe(true);
    if (process.env.E2E_SCREENSHOTS) {
      await page
        .getByRole('region', { name: 'Your words', exact: true })
        .screenshot({ path: `${process.env.E2E_SCREENSHOTS}/your-words.png` });
    }

    const withCues = await downloadWav(page);
    await page.getByRole('switch', { name: /Spoken cues/ }).click();
    const clickOnly = await downloadWav(page);
    expect(withCues.length).toBe(clickOnly.length);

    // The own word: its first sample on the count-in's first frame, a flat block at the cue volume
    // of a −1 dBFS peak, over well before the next beat.
    const [first, last] = wordBetween(withCues, clickOnly, 0, BEAT);
    expect(first).toBe(0);
    expect(last).toBeLessThan(0.25 * RATE);
    const peak = 10 ** (-1 / 20) * CUE_GAIN * 32767;
    for (const index of [0, 100, Math.round(0.05 * RATE)]) {
      expect(Math.abs(withCues[index]! - clickOnly[index]! - peak)).toBeLessThan(0.02 * peak);
    }
    // "two", "three", "four": the built-in words, each starting on its beat.
    for (const beat of [1, 2, 3]) {
      expect(wordBetween(withCues, clickOnly, beat * BEAT, (beat + 1) * BEAT)[0]).toBe(beat * BEAT);
    }
    await context.close();
  });
});
