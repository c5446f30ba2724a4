import type { ClickTrackSettings } from '../types';
import { encodeWav } from '../wav';
import { renderClickTrackWithCues } from './cueExport';
import { CUE_GAP_SECONDS } from './cuePlan';
import { ownCueWordUrl, trimTail } from './ownCueWords';

// The user's own words in the WAV export: mixed in place of the built-in ones, each starting on
// its planned sample, as long as the word itself (not the recording's silence after it), and cut
// to end the cue gap before the next beat like any word.

const RATE = 8000;
/** Every built-in word decodes to 0.2 s of a steady 0.5. */
const builtInContext = {
  sampleRate: RATE,
  decodeAudioData: async () => {
    const samples = new Float32Array(0.2 * RATE).fill(0.5);
    return { getChannelData: () => samples } as unknown as AudioBuffer;
  },
};

/** Four count-in beats at 120 bpm (one every 4000 samples), counted aloud at full cue volume. */
const track: ClickTrackSettings = {
  ...{ bpm: 120, durationSeconds: 2, countInBeats: 4, volumePercent: 50 },
  ...{ soundType: 'click', countInSoundType: 'woodblock' },
  cues: { countIn: true, sections: false, leadInBars: 1, volumePercent: 100 },
};
const BEAT = RATE / 2;

/** An own sound as the server stores it: `loudSeconds` of a steady 0.25, then `quietSeconds` of silence. */
function ownSoundWav(loudSeconds: number, quietSeconds: number): ArrayBuffer {
  const samples = new Float32Array(Math.round((loudSeconds + quietSeconds) * RATE));
  samples.fill(0.25, 0, Math.round(loudSeconds * RATE));
  return encodeWav(samples, RATE);
}

/** What the cues add to the click: the export with cues less the export without. */
async function cuesAlone(ownWords: Array<{ word: string; soundId: string }>, sounds: Record<string, ArrayBuffer>) {
  const fetchWord = async (url: string) => sounds[url] ?? new ArrayBuffer(8);
  const withCues = await renderClickTrackWithCues(
    { ...track, cues: { ...track.cues!, ownWords } },
    RATE,
    builtInContext,
    fetchWord,
  );
  const clickOnly = await renderClickTrackWithCues({ ...track, cues: null }, RATE, builtInContext, fetchWord);
  return withCues.samples.map((value, index) => value - clickOnly.samples[index]!);
}

/** The [first, last] samples of the cue heard in [from, to). */
function heardBetween(cues: Float32Array, from: number, to: number): [number, number] {
  let first = -1;
  let last = -1;
  for (let index = from; index < to; index++) {
    if (Math.abs(cues[index]!) > 1e-4) {
      if (first < 0) first = index;
      last = index;
    }
  }
  return [first, last];
}

describe('own cue words in the WAV export', () => {
  it('says "one" in the user’s own voice on its planned sample, without the recording’s silence, and the other counts built in', async () => {
    const cues = await cuesAlone([{ word: 'one', soundId: 'own-one' }], {
      [ownCueWordUrl('own-one')]: ownSoundWav(0.1, 1),
    });
    expect(heardBetween(cues, 0, BEAT)).toEqual([0, 0.1 * RATE - 1]);
    expect(cues[0]).toBeCloseTo(0.25, 3);
    // Built-in "two": 0.2 s of 0.5 from the second beat.
    expect(heardBetween(cues, BEAT, 2 * BEAT)).toEqual([BEAT, BEAT + 0.2 * RATE - 1]);
    expect(cues[BEAT]).toBeCloseTo(0.5, 3);
  });

  it('cuts a long own word to end the cue gap before the next beat', async () => {
    const cues = await cuesAlone([{ word: 'two', soundId: 'own-two' }], {
      [ownCueWordUrl('own-two')]: ownSoundWav(0.55, 0),
    });
    const [first, last] = heardBetween(cues, BEAT, 2 * BEAT);
    expect(first).toBe(BEAT);
    expect(last).toBeLessThan(2 * BEAT - CUE_GAP_SECONDS * RATE);
    // The cut fades out over 5 ms, its very last sample to zero.
    expect(last).toBe(2 * BEAT - CUE_GAP_SECONDS * RATE - 2);
  });

  it('keeps the built-in word when the own sound cannot be fetched (deleted)', async () => {
    const fetchFails = {} as Record<string, ArrayBuffer>;
    const cues = await cuesAlone([{ word: 'three', soundId: 'gone' }], fetchFails);
    expect(heardBetween(cues, 2 * BEAT, 3 * BEAT)).toEqual([2 * BEAT, 2 * BEAT + 0.2 * RATE - 1]);
  });
});

describe('trimTail', () => {
  it('keeps the word and 30 ms after its last loud sample', () => {
    const samples = new Float32Array(RATE).fill(0.001);
    samples.fill(0.8, 0, 800);
    expect(trimTail(samples, RATE)).toHaveLength(800 + 0.03 * RATE);
  });
});
