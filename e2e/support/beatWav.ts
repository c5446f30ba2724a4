import { encodeWav } from '../../client/src/audio/wav';
import { PATTERNS, renderPattern, type PatternName } from '../../testkit/beatSynth';

/** A WAV file (16-bit mono, 44.1 kHz) of a synthesised beat, as playwright's setInputFiles takes it; `tempoAt` makes its tempo move. */
export function beatWavFile(
  pattern: PatternName,
  bpm: number,
  seconds = 20,
  tempoAt?: (second: number) => number,
): { name: string; mimeType: string; buffer: Buffer } {
  const sampleRate = 44100;
  const samples = renderPattern(PATTERNS[pattern], { bpm, seconds, sampleRate, seed: 7, tempoAt });
  return { name: `${pattern}-${bpm}.wav`, mimeType: 'audio/wav', buffer: Buffer.from(encodeWav(samples, sampleRate)) };
}
