import { CUE_WORDS, cueSampleUrl, type CueWord } from './cueWords';

/** The cue words decoded at one sample rate (a word that could not be fetched is missing). */
export interface CueBank {
  sampleRateHz: number;
  words: Map<CueWord, Float32Array>;
}

/** What decoding needs of a context: an AudioContext or an OfflineAudioContext at the track's rate. */
export interface DecodingContext {
  readonly sampleRate: number;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer>;
}

/** Fetches a URL's bytes; the default is the page's fetch (the service worker answers it offline once cached). */
export type FetchBytes = (url: string) => Promise<ArrayBuffer>;

/** The page's fetch of a same-origin URL's bytes (cookies sent: an own word is the user's). */
export const fetchBytes: FetchBytes = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
};

/** One download per word per page; each rate decodes the same bytes. */
const bytesByWord = new Map<CueWord, Promise<ArrayBuffer>>();
const banksByRate = new Map<number, Promise<CueBank>>();

/**
 * The cue samples decoded at `context`'s rate (resampled by the browser from the files' 22.05 kHz),
 * loaded once per page and rate. Fetched only when cues are first wanted: they are not part of the
 * app's first load. A word that fails to load is left out (and tried again on the next call).
 */
export function loadCueBank(context: DecodingContext, fetchWord: FetchBytes = fetchBytes): Promise<CueBank> {
  const rate = context.sampleRate;
  let bank = banksByRate.get(rate);
  if (!bank) {
    bank = decodeAll(context, fetchWord);
    banksByRate.set(rate, bank);
    void bank.then((loaded) => {
      if (loaded.words.size < CUE_WORDS.length) banksByRate.delete(rate);
    });
  }
  return bank;
}

async function decodeAll(context: DecodingContext, fetchWord: FetchBytes): Promise<CueBank> {
  const words = new Map<CueWord, Float32Array>();
  await Promise.all(
    CUE_WORDS.map(async (word) => {
      try {
        let bytes = bytesByWord.get(word);
        if (!bytes) {
          bytes = fetchWord(cueSampleUrl(word));
          bytesByWord.set(word, bytes);
        }
        // decodeAudioData detaches the buffer it is given: each rate decodes a copy.
        const decoded = await context.decodeAudioData((await bytes).slice(0));
        words.set(word, decoded.getChannelData(0));
      } catch {
        bytesByWord.delete(word);
      }
    }),
  );
  return { sampleRateHz: context.sampleRate, words };
}

/** Each loaded word's length in samples, as planCues takes them. */
export function wordLengths(bank: CueBank): Partial<Record<CueWord, number>> {
  return Object.fromEntries([...bank.words].map(([word, samples]) => [word, samples.length]));
}
