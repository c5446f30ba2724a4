import type { MessageWord } from '../../../../schema/cueWords';
import type { AudioContextLike } from '../audioClock';
import { fetchBytes, type DecodingContext, type FetchBytes } from './cueBank';

/** What saying a word needs of a context. */
export type MessageContext = AudioContextLike &
  DecodingContext &
  Pick<BaseAudioContext, 'createGain' | 'createBuffer' | 'createBufferSource'>;

/** A word asked for too late for its time is said this long from now instead (about a render quantum ahead). */
const LATE_MARGIN_SECONDS = 0.01;

/** One decode per word and rate: a word is fetched only when a message first needs it. */
const wordsByRate = new Map<string, Promise<Float32Array>>();

/** `word`'s sample decoded at `context`'s rate (fetched once; tried again after a failure). */
export function loadMessageWord(
  context: DecodingContext,
  word: MessageWord,
  fetchWord: FetchBytes = fetchBytes,
): Promise<Float32Array> {
  const key = `${context.sampleRate}:${word}`;
  let loaded = wordsByRate.get(key);
  if (!loaded) {
    loaded = fetchWord(`/cues/${word}.wav`)
      .then((bytes) => context.decodeAudioData(bytes))
      .then((decoded) => decoded.getChannelData(0));
    wordsByRate.set(key, loaded);
    loaded.catch(() => wordsByRate.delete(key));
  }
  return loaded;
}

/**
 * Says a band message's word once, through its own gain (the cue volume) into `output` (where the
 * cues play): its first sample at `atSeconds` on the audio clock (a downbeat of the click's grid),
 * or at once for null — and at once too if the sample arrived after its time (a late word beats a
 * lost one: the screen shows the message meanwhile). Resolves with the audio time it starts at.
 */
export async function sayMessageWord(
  context: MessageContext,
  word: MessageWord,
  atSeconds: number | null,
  volumePercent: number,
  output: AudioNode,
  fetchWord?: FetchBytes,
): Promise<number> {
  const samples = await loadMessageWord(context, word, fetchWord);
  const buffer = context.createBuffer(1, samples.length, context.sampleRate);
  buffer.getChannelData(0).set(samples);
  const gain = context.createGain();
  gain.gain.value = Math.max(0, volumePercent) / 100;
  gain.connect(output);
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(gain);
  source.onended = () => gain.disconnect();
  const earliest = context.currentTime + LATE_MARGIN_SECONDS;
  const startsAt = atSeconds !== null && atSeconds >= earliest ? atSeconds : earliest;
  source.start(startsAt);
  return startsAt;
}
