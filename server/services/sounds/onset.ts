/** Length of the blocks the noise floor is measured in. */
const BLOCK_SECONDS = 0.005;
/** The onset is the first sample louder than this many times the quietest block before the peak… */
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

/**
 * The frame where the sound starts: the first sample that rises above both the noise floor before
 * the peak (the loudest sample of the quietest 5 ms block before it, times three) and −50 dB below
 * the peak. Null for digital silence. The quietest block, not the first, so that a sound that
 * starts at once (no silence before it) is not measured against its own attack.
 */
export function findOnset(samples: Float32Array, sampleRate: number): number | null {
  const { peak, at: peakAt } = peakOf(samples);
  if (peak === 0) return null;
  const block = Math.max(1, Math.round(BLOCK_SECONDS * sampleRate));
  let floor = Infinity;
  for (let start = 0; start + block <= peakAt; start += block) {
    let blockPeak = 0;
    for (let i = start; i < start + block; i++) blockPeak = Math.max(blockPeak, Math.abs(samples[i]!));
    floor = Math.min(floor, blockPeak);
  }
  const threshold = Math.max(Number.isFinite(floor) ? floor * NOISE_MARGIN : 0, peak * PEAK_FRACTION);
  for (let i = 0; i <= peakAt; i++) if (Math.abs(samples[i]!) > threshold) return i;
  return peakAt;
}
