/**
 * Beat tracking by dynamic programming (after Ellis, "Beat tracking by dynamic programming", 2007):
 * the beat times that best land on onsets while keeping their spacing near `periodFrames`. Each
 * beat may come 0.8–1.25 periods after the previous one, at a cost growing with the squared log of
 * how far its spacing is from the period, so the beats follow a performance whose tempo wobbles or
 * drifts, where a fixed comb follows one side of it.
 */

/** How much an interval's departure from the period costs against onset strength (log-squared). */
const TIGHTNESS = 400;

/** Beat positions (frames, increasing) over `envelope` at about `periodFrames`, or [] for an empty envelope. */
export function trackBeats(envelope: Float32Array, periodFrames: number): number[] {
  const length = envelope.length;
  if (length === 0 || !(periodFrames >= 2)) return [];
  let sum = 0;
  let sumSquares = 0;
  for (let index = 0; index < length; index++) {
    sum += envelope[index];
    sumSquares += envelope[index] * envelope[index];
  }
  const mean = sum / length;
  const deviation = Math.sqrt(Math.max(1e-12, sumSquares / length - mean * mean));
  const score = new Float64Array(length);
  const previous = new Int32Array(length).fill(-1);
  const nearest = Math.max(1, Math.round(periodFrames * 0.8));
  const farthest = Math.max(nearest + 1, Math.round(periodFrames * 1.25));
  const cost = new Float64Array(farthest + 1);
  for (let gap = nearest; gap <= farthest; gap++) cost[gap] = TIGHTNESS * Math.log(gap / periodFrames) ** 2;
  for (let frame = 0; frame < length; frame++) {
    let best = 0;
    let from = -1;
    for (let gap = nearest; gap <= farthest && gap <= frame; gap++) {
      const value = score[frame - gap] - cost[gap];
      if (value > best) {
        best = value;
        from = frame - gap;
      }
    }
    score[frame] = envelope[frame] / deviation + best;
    previous[frame] = from;
  }
  // The last beat: the best-scoring frame within the last period.
  let last = length - 1;
  for (let frame = Math.max(0, length - Math.ceil(periodFrames)); frame < length; frame++) if (score[frame] > score[last]) last = frame;
  const beats: number[] = [];
  for (let frame = last; frame >= 0; frame = previous[frame]) beats.push(frame);
  return beats.reverse();
}

/**
 * The mean beat period (frames) of tracked `beats`: the slope of a least-squares line through beat
 * index → position, so a jittered first or last beat hardly moves it. NaN for fewer than 4 beats.
 */
export function meanPeriod(beats: number[]): number {
  const count = beats.length;
  if (count < 4) return Number.NaN;
  const meanIndex = (count - 1) / 2;
  let meanPosition = 0;
  for (const beat of beats) meanPosition += beat / count;
  let covariance = 0;
  let variance = 0;
  for (let index = 0; index < count; index++) {
    covariance += (index - meanIndex) * (beats[index] - meanPosition);
    variance += (index - meanIndex) ** 2;
  }
  return covariance / variance;
}
