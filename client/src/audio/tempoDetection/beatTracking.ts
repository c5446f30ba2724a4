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
  for (let frame = Math.max(0, length - Math.ceil(periodFrames)); frame < length; frame++)
    if (score[frame] > score[last]) last = frame;
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

/**
 * `beats` moved to the vertex of a parabola through the envelope around each (a beat on a local
 * maximum of the envelope; others stay): sub-frame positions, so a few seconds of beats measure a
 * local tempo finer than the 10 ms frame.
 */
export function refineBeats(envelope: Float32Array, beats: number[]): number[] {
  return beats.map((beat) => {
    if (beat <= 0 || beat >= envelope.length - 1) return beat;
    const [left, centre, right] = [envelope[beat - 1], envelope[beat], envelope[beat + 1]];
    const curvature = left - 2 * centre + right;
    if (centre < left || centre < right || !(curvature < 0)) return beat;
    return beat + Math.max(-0.5, Math.min(0.5, (0.5 * (left - right)) / curvature));
  });
}

/** One window's local beat period (frames) and its standard error (frames, from the beats' spread about their line). */
export interface LocalPeriod {
  period: number;
  standardError: number;
}

/** Fewest beats a window needs for its local period. */
const MIN_WINDOW_BEATS = 4;
/** A window whose beats stray from their line by more than this share of the period (RMS) holds a phase slip, not a tempo. */
const MAX_RESIDUAL = 0.08;

/**
 * Local beat periods (frames) along tracked `beats`: windows of `windowFrames` every `hopFrames`
 * from the first beat to the last, each the least-squares period of the beats in it (`meanPeriod`).
 * Windows with fewer than 4 beats, or whose beats stray from their line (RMS over 8 % of the
 * period: the tracker slipped a phase there), are left out.
 */
export function localPeriods(beats: number[], windowFrames: number, hopFrames: number): LocalPeriod[] {
  if (beats.length < MIN_WINDOW_BEATS || !(hopFrames > 0)) return [];
  const first = beats[0];
  const last = beats[beats.length - 1];
  const periods: LocalPeriod[] = [];
  const starts = Math.max(0, Math.floor((last - first - windowFrames) / hopFrames));
  let from = 0;
  for (let index = 0; index <= starts; index++) {
    const start = first + index * hopFrames;
    const end = start + windowFrames;
    while (from < beats.length && beats[from] < start) from++;
    let to = from;
    while (to < beats.length && beats[to] <= end) to++;
    const window = beats.slice(from, to);
    const period = meanPeriod(window);
    if (!(period > 0)) continue;
    const spread = residual(window, period);
    if (spread > MAX_RESIDUAL * period) continue;
    // The period's standard error: the beats' spread about their line over the spread of their indices.
    const count = window.length;
    const standardError =
      count > 2
        ? (spread * Math.sqrt(count / (count - 2))) / Math.sqrt((count * (count * count - 1)) / 12)
        : Number.POSITIVE_INFINITY;
    periods.push({ period, standardError });
  }
  return periods;
}

/** RMS distance of `beats` from the least-squares line of slope `period` through them. */
function residual(beats: number[], period: number): number {
  const count = beats.length;
  let meanPosition = 0;
  for (const beat of beats) meanPosition += beat / count;
  const meanIndex = (count - 1) / 2;
  let sum = 0;
  for (let index = 0; index < count; index++) sum += (beats[index] - meanPosition - (index - meanIndex) * period) ** 2;
  return Math.sqrt(sum / count);
}
