/**
 * Pulse salience of one period over an onset envelope: for each segment, the best phase's mean
 * onset strength on the pulse positions (phase + k·period) minus the segment's mean, averaged over
 * segments. Phase is chosen per segment, so a performance that drifts a little still lines up.
 *
 * A slower pulse that lands on every other beat scores at least as high as the beat (it picks the
 * stronger beats); a faster one that also lands between the beats scores lower unless those
 * in-between onsets are strong. detectTempo resolves the octave from exactly this behaviour.
 */
export function pulseSalience(envelope: Float32Array, periodFrames: number, segmentFrames: number): number {
  const length = envelope.length;
  if (length < 2 || periodFrames <= 0) return 0;
  const segmentCount = Math.max(1, Math.round(length / segmentFrames));
  const segmentLength = length / segmentCount;
  const phases = Math.ceil(periodFrames);
  let total = 0;
  for (let segment = 0; segment < segmentCount; segment++) {
    const start = Math.round(segment * segmentLength);
    const end = Math.min(length - 1, Math.round((segment + 1) * segmentLength));
    let best = 0;
    for (let phase = 0; phase < phases; phase++) {
      let sum = 0;
      let count = 0;
      for (let position = start + phase; position < end; position += periodFrames) {
        sum += envelope[Math.round(position)];
        count++;
      }
      if (count > 0 && sum / count > best) best = sum / count;
    }
    let segmentSum = 0;
    for (let index = start; index < end; index++) segmentSum += envelope[index];
    total += best - segmentSum / Math.max(1, end - start);
  }
  return total / segmentCount;
}

/** Salience of each tempo in `bpms` (period = 60 · frameRate / bpm frames). */
export function tempogram(
  envelope: Float32Array,
  frameRate: number,
  bpms: Float64Array,
  segmentFrames: number,
): Float64Array {
  const scores = new Float64Array(bpms.length);
  for (let index = 0; index < bpms.length; index++)
    scores[index] = pulseSalience(envelope, (60 * frameRate) / bpms[index], segmentFrames);
  return scores;
}

/** Tempos from `lowBpm` to `highBpm` spaced by a constant ratio (1 + `relativeStep`). */
export function logTempoGrid(lowBpm: number, highBpm: number, relativeStep: number): Float64Array {
  const count = Math.floor(Math.log(highBpm / lowBpm) / Math.log1p(relativeStep)) + 1;
  const grid = new Float64Array(count);
  for (let index = 0; index < count; index++) grid[index] = lowBpm * Math.pow(1 + relativeStep, index);
  return grid;
}
