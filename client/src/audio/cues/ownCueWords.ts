import type { OwnCueWord } from '../../../../schema/cues';
import { CUE_WORDS, type CueWord } from '../../../../schema/cueWords';
import { ownClick, parseOwnSoundWav } from '../ownSounds';
import { fetchBytes as fetchPageBytes, type CueBank, type FetchBytes } from './cueBank';

/** Below this share of its peak a recording's tail counts as silence (−40 dB). */
const TAIL_SILENCE_SHARE = 0.01;
/** What is kept after the last loud sample, so a word's natural decay is not cut off. */
const TAIL_KEPT_SECONDS = 0.03;

/** Where an own cue word's sound is served (GET /api/sounds/{id}: 16-bit mono WAV, trimmed to its onset). */
export function ownCueWordUrl(soundId: string): string {
  return `/api/sounds/${encodeURIComponent(soundId)}`;
}

/**
 * `samples` without the quiet after the word (a recording runs on after it is said): the
 * server trims the silence before the onset, this trims the silence after it, so the word's
 * length, and with it the cue plan's gap before the next beat, is the word's own.
 */
export function trimTail(samples: Float32Array, sampleRateHz: number): Float32Array {
  let peak = 0;
  for (const value of samples) peak = Math.max(peak, Math.abs(value));
  if (peak === 0) return samples.subarray(0, 1);
  let last = samples.length - 1;
  while (last > 0 && Math.abs(samples[last]!) < peak * TAIL_SILENCE_SHARE) last--;
  return samples.subarray(0, Math.min(samples.length, last + 1 + Math.round(TAIL_KEPT_SECONDS * sampleRateHz)));
}

/** One download and one resampling per sound and rate per page (kept while the page lives, as the built-in words are). */
const wordsBySoundAndRate = new Map<string, Promise<Float32Array>>();

function ownWordSamples(soundId: string, sampleRateHz: number, fetchBytes: FetchBytes): Promise<Float32Array> {
  const key = `${soundId}@${sampleRateHz}`;
  let samples = wordsBySoundAndRate.get(key);
  if (!samples) {
    samples = fetchBytes(ownCueWordUrl(soundId)).then((bytes) => {
      const sound = parseOwnSoundWav(bytes);
      return trimTail(ownClick(sound, sampleRateHz, 100), sampleRateHz);
    });
    wordsBySoundAndRate.set(key, samples);
    samples.catch(() => wordsBySoundAndRate.delete(key));
  }
  return samples;
}

/**
 * `bank` with the user's own words in place of the built-in ones: each fetched, resampled to the
 * bank's rate and trimmed of its trailing silence. A word whose sound cannot be fetched (deleted,
 * offline before it was ever loaded) keeps the built-in voice.
 */
export async function withOwnCueWords(
  bank: CueBank,
  ownWords: readonly OwnCueWord[] | null | undefined,
  fetchBytes: FetchBytes = fetchPageBytes,
): Promise<CueBank> {
  const known = (ownWords ?? []).filter((own) => (CUE_WORDS as readonly string[]).includes(own.word));
  if (known.length === 0) return bank;
  const words = new Map(bank.words);
  await Promise.all(
    known.map(async ({ word, soundId }) => {
      try {
        words.set(word as CueWord, await ownWordSamples(soundId, bank.sampleRateHz, fetchBytes));
      } catch {
        // The built-in word stays.
      }
    }),
  );
  return { sampleRateHz: bank.sampleRateHz, words };
}
