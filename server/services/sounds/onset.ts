/** Length of the blocks the noise floor is measured in. */
const BLOCK_SECONDS = 0.001;
/** A level surely inside the sound: the noise floor is measured only before it first reaches this fraction of the peak. */
const INSIDE_FRACTION = 0.1;
/** The onset is the first sample louder than this many times the quietest block before the sound… */
const NOISE_MARGIN = 3;
/** …and louder than this fraction of the peak (−50 dB), so digital silence needs no special case. */
const PEAK_FRACTION = 10 ** (-50 / 20);

/** The largest absolute sample of `samples`, and where it is. */
export function peakOf(samples: Float32Array): { peak: number; at: number } {
  let peak = 0;
  let at = 0;
  for (let i = 0; i < samples.length; i++) {
    const level = Math.abs(samples[i]!);
    if (level > peak) {
      peak = level;
      at = i;
    }
  }
  return { peak, at };
}

/** The loudest sample of the quietest whole block before `end`; 0 when no whole block fits. */
function noiseFloor(samples: Float32Array, end: number, block: number): number {
  let floor = Infinity;
  for (let start = 0; start + block <= end; start += block) {
    let blockPeak = 0;
    for (let i = start; i < start + block; i++) blockPeak = Math.max(blockPeak, Math.abs(samples[i]!));
    floor = Math.min(floor, blockPeak);
  }
  return Number.isFinite(floor) ? floor : 0;
}

/**
 * The frame where the sound starts: the first sample that rises above both the noise floor before
 * it (the loudest sample of the quietest 1 ms block before the sound first reaches a tenth of its
 * peak, times three) and −50 dB below the peak. Null for digital silence. The quietest block, not
 * the first, so that noise that swells is not taken for the sound; only blocks before that tenth of
 * the peak, so that a sound with no silence before it is not measured against its own attack.
 */
export function findOnset(samples: Float32Array, sampleRate: number): number | null {
  const { peak, at: peakAt } = peakOf(samples);
  if (peak === 0) return null;
  let inside = 0;
  while (Math.abs(samples[inside]!) < peak * INSIDE_FRACTION) inside++;
  const floor = noiseFloor(samples, inside, Math.max(1, Math.round(BLOCK_SECONDS * sampleRate)));
  const threshold = Math.max(floor * NOISE_MARGIN, peak * PEAK_FRACTION);
  for (let i = 0; i <= peakAt; i++) if (Math.abs(samples[i]!) > threshold) return i;
  return peakAt;
}
