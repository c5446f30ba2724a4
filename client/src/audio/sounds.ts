import { SOUND_TYPES as SHARED_SOUND_TYPES } from '../../../schema/limits';
import type { SoundType } from './types';

/** Oscillator shape and pitch of one click sound (SPEC.md §9). */
export interface SoundSpec {
  waveform: 'sine' | 'triangle' | 'square';
  frequencyHz: number;
}

/**
 * The four sounds of SPEC.md §9 — click sine 1000 Hz, beep sine 880 Hz, woodblock triangle 250 Hz,
 * cowbell square 800 Hz — and four more for accents and subdivisions: clave sine
 * 2500 Hz, tick square 3000 Hz, bongo triangle 420 Hz, bell sine 1760 Hz.
 */
export const SOUND_SPECS: Record<SoundType, SoundSpec> = {
  click: { waveform: 'sine', frequencyHz: 1000 },
  beep: { waveform: 'sine', frequencyHz: 880 },
  woodblock: { waveform: 'triangle', frequencyHz: 250 },
  cowbell: { waveform: 'square', frequencyHz: 800 },
  clave: { waveform: 'sine', frequencyHz: 2500 },
  tick: { waveform: 'square', frequencyHz: 3000 },
  bongo: { waveform: 'triangle', frequencyHz: 420 },
  bell: { waveform: 'sine', frequencyHz: 1760 },
};

/** Every sound type, in the order the settings list them (schema/limits.ts `SOUND_TYPES`). */
export const SOUND_TYPES: readonly SoundType[] = SHARED_SOUND_TYPES;

/** Length of one click burst. Shorter than the 250 ms between beats at 240 bpm, so clicks never overlap. */
export const CLICK_DURATION_SECONDS = 0.04;
/** Linear fade-in (a few samples), long enough to avoid a pop, short enough to keep the attack sharp. */
export const CLICK_ATTACK_SECONDS = 0.0005;
/** A rhythm's subdivision clicks: a shorter burst of the main sound (see rhythmPlan.ts). */
export const SUBDIVISION_CLICK_DURATION_SECONDS = 0.02;
/** The exponential decay's time constant is this share of the burst (it ends at 8 of them, pulled to exactly 0). */
const DECAY_TIME_CONSTANTS_PER_BURST = 8;

/** One period of the waveform at `phaseCycles` (any real number of cycles), in [-1, 1]. */
function waveformValue(waveform: SoundSpec['waveform'], phaseCycles: number): number {
  const fraction = phaseCycles - Math.floor(phaseCycles);
  switch (waveform) {
    case 'sine':
      return Math.sin(2 * Math.PI * fraction);
    case 'square':
      return fraction < 0.5 ? 1 : -1;
    case 'triangle':
      // 0 → 1 at a quarter, → -1 at three quarters, → 0 at the end: starts at 0 like the sine.
      if (fraction < 0.25) return 4 * fraction;
      if (fraction < 0.75) return 2 - 4 * fraction;
      return 4 * fraction - 4;
  }
}

/** Envelope gain of sample `index` of `lengthSamples`: a linear attack, then an exponential decay reaching exactly 0 at the last sample. */
function envelopeGain(
  index: number,
  lengthSamples: number,
  attackSamples: number,
  sampleRateHz: number,
  decayTimeConstantSeconds: number,
): number {
  // (index + 1): the first sample is small but non-zero, so the click starts exactly on its start sample.
  if (index < attackSamples) return (index + 1) / (attackSamples + 1);
  const decaySamples = lengthSamples - 1 - attackSamples;
  if (decaySamples <= 0) return 0;
  const decayTimeSeconds = (index - attackSamples) / sampleRateHz;
  const endTimeSeconds = decaySamples / sampleRateHz;
  const floor = Math.exp(-endTimeSeconds / decayTimeConstantSeconds);
  const gain = (Math.exp(-decayTimeSeconds / decayTimeConstantSeconds) - floor) / (1 - floor);
  return Math.max(0, gain);
}

/**
 * Synthesizes one click burst (CLICK_DURATION_SECONDS long, or `durationSeconds`) of `soundType`: the
 * waveform computed per sample, shaped by a short linear attack and an exponential decay to exactly
 * 0, so there is no pop. Peak amplitude is volumePercent / 100 (so ≤ 1); volume 0 gives all zeros.
 */
export function synthesizeClick(
  soundType: SoundType,
  sampleRateHz: number,
  volumePercent: number,
  durationSeconds = CLICK_DURATION_SECONDS,
): Float32Array {
  const lengthSamples = Math.round(durationSeconds * sampleRateHz);
  const decayTimeConstantSeconds = durationSeconds / DECAY_TIME_CONSTANTS_PER_BURST;
  const samples = new Float32Array(lengthSamples);
  const amplitude = Math.min(1, Math.max(0, volumePercent / 100));
  if (amplitude === 0) return samples;
  const { waveform, frequencyHz } = SOUND_SPECS[soundType];
  const attackSamples = Math.max(2, Math.round(CLICK_ATTACK_SECONDS * sampleRateHz));
  for (let index = 0; index < lengthSamples; index++) {
    // Sampled at the middle of each sample period: the first sample of a sine is not exactly 0.
    const phaseCycles = ((index + 0.5) * frequencyHz) / sampleRateHz;
    const gain = envelopeGain(index, lengthSamples, attackSamples, sampleRateHz, decayTimeConstantSeconds);
    // Skipping gain 0 keeps the tail +0 rather than -0.
    if (gain > 0) samples[index] = amplitude * gain * waveformValue(waveform, phaseCycles);
  }
  return samples;
}
