import { BPM_MAX, BPM_MIN } from '../../../../schema/limits';
import { onsetEnvelope } from './onsetEnvelope';
import { localPeriods, meanPeriod, refineBeats, trackBeats } from './beatTracking';
import { logTempoGrid, pulseSalience, tempogram } from './tempogram';

/** The tempo range a detection answers in: the app's tempo range (schema/limits.ts). */
export const DETECT_MIN_BPM = BPM_MIN;
export const DETECT_MAX_BPM = BPM_MAX;

/** One tempo the analysis considered, with its pulse salience (higher is stronger). */
export interface TempoCandidate {
  bpm: number;
  salience: number;
}

/** How far a tempo that moves goes: the low and high of its local tempo, BPM rounded to 0.1. */
export interface TempoRange {
  low: number;
  high: number;
}

/** What detectTempo found. */
export interface TempoDetection {
  /**
   * The beat tempo, within the app's tempo range (DETECT_MIN_BPM–DETECT_MAX_BPM), rounded to 0.1
   * BPM: the mean tempo over the song (beats per minute of the beats tracked) when it moves.
   */
  bpm: number;
  /**
   * Where the tempo goes when the performance drifts or wobbles: the 10th and 90th
   * percentiles of the local tempo (`localTempoRange`), on the scale of `bpm`; null when the tempo
   * holds (neither end is `MOVES_BY` away from `bpm`) or there are too few beats to tell.
   */
  range: TempoRange | null;
  /**
   * 0 (no pulse found) … 1: how clear the pulse is (`pulseClarity`) times how far the chosen beat
   * level scores above the best other level (full at twice SURE_MARGIN), halved when the octave rule
   * (`resolveOctave`) chose another level.
   */
  confidence: number;
  /**
   * The beat level is in doubt: the octave rule and the level score disagree, the level score leads
   * the next level by less than SURE_MARGIN, or a slow answer has a faster level pulsing too
   * (`slowOverFasterLevel`). The UI then asks whether it is `bpm` or `rival`.
   */
  unsure: boolean;
  /**
   * The other beat level the answer was weighed against (often its half or double, in a waltz its
   * third), on the same scale as `bpm`, rounded to 0.1 BPM; null when there was none. When
   * `unsure`, the UI asks whether the song is at `bpm` or at this.
   */
  rival: number | null;
  /** The strongest distinct tempo peaks, strongest first (the answer may be a relative of one of them rather than one of them). */
  candidates: TempoCandidate[];
}

/** Coarse grid step: 1 % apart, so no peak falls between two grid points at ±1 BPM sharpness. */
const COARSE_STEP = 0.01;
/** Segments the phase is chosen in: long enough to hear a period, short enough to follow a drift. */
const SEGMENT_SECONDS = 10;
/** The answer when there is no pulse to find: callers check `candidates.length` or `confidence`. */
export const NO_PULSE: TempoDetection = Object.freeze({
  bpm: 120,
  range: null,
  confidence: 0,
  unsure: true,
  rival: null,
  candidates: [],
});
/**
 * The level score's lead over the best other level (score units) below which the answer is unsure.
 * Chosen on bench:bpm's generator drawn as BPM_VARIANT 1 (not the bench's own list).
 */
const SURE_MARGIN = 0.1;

/**
 * The whole song is analysed (a tempo that moves is measured from start to end), up to
 * this many seconds: longer audio (a DJ mix, a recorded rehearsal) is analysed over its middle ten
 * minutes, so the time stays bounded (the cost is linear in the length, see README).
 */
export const MAX_ANALYSIS_SECONDS = 600;
/** Below this analysis length there is not enough pulse to speak of. */
const MIN_SECONDS = 2;

/**
 * Detects the beat tempo of mono audio. Pure computation (no DOM), so it runs in a Web Worker and
 * under Node alike.
 *
 * Spectral-flux onset envelope (~10 ms frames) → pulse salience of every tempo of the app's range on
 * a 1 % grid (the mean onset strength on a comb of beat positions at its best phase) → the metrical
 * level: the strongest peaks and their relatives (×¼ … ×4) are scored on the evidence of the levels
 * around them (see `levelFeatures`, `LEVEL_WEIGHTS`) → refined on a fine grid → the mean tempo of the beats tracked at
 * that level (so a wobbling or drifting performance gives its mean, see `trackBeats`) and, when it
 * moves, the range of its local tempo. The whole audio is analysed, up to its middle ten minutes
 * (`MAX_ANALYSIS_SECONDS`). Silence or a clip under 2 s gives `NO_PULSE`
 * (confidence 0, no candidates).
 */
export function detectTempo(samples: Float32Array, sampleRate: number): TempoDetection {
  const analysis = analyse(samples, sampleRate);
  if (!analysis) return NO_PULSE;
  const { envelope, frameRate, scores, peaks, salienceAt } = analysis;
  const octaveRule = resolveOctave(peaks[0].bpm, salienceAt);
  const ranked = levelCandidates(peaks, salienceAt, octaveRule)
    .map((bpm) => ({ bpm, score: levelScore(levelFeatures(bpm, salienceAt, octaveRule)) }))
    .sort((a, b) => b.score - a.score);
  const combBpm = Math.min(
    DETECT_MAX_BPM,
    Math.max(DETECT_MIN_BPM, refine(fasterIfAsStrong(ranked[0].bpm, salienceAt, octaveRule), salienceAt)),
  );
  const tracked = trackedTempo(envelope, frameRate, combBpm);
  const bpm = Math.min(DETECT_MAX_BPM, Math.max(DETECT_MIN_BPM, tracked.bpm));
  const chosen = ranked[0];
  const rival = ranked.find((candidate) => Math.abs(Math.log(candidate.bpm / chosen.bpm)) > 0.04);
  const margin = rival ? chosen.score - rival.score : Number.POSITIVE_INFINITY;
  // Two ways to the beat level: the octave rule and the level score. When they disagree, or the
  // level score hardly prefers its choice, the level is in doubt.
  const agree = Math.abs(Math.log(combBpm / octaveRule)) < 0.04;
  const unsure = !agree || margin < SURE_MARGIN || slowOverFasterLevel(combBpm, salienceAt);
  const confidence =
    pulseClarity(salienceAt(combBpm), scores) *
    Math.min(1, Math.max(0, margin) / (2 * SURE_MARGIN)) *
    (agree ? 1 : 0.5);
  const rounded = Math.round(bpm * 10) / 10;
  // The other reading offered when unsure: the octave rule's level where it disagrees, else the
  // best-scored level other than the answer's (on the tracked tempo's scale).
  const otherLevel = agree
    ? ranked.find((candidate) => Math.abs(Math.log(candidate.bpm / combBpm)) > 0.04)?.bpm
    : octaveRule;
  return {
    bpm: rounded,
    range: tracked.beats ? localTempoRange(tracked.beats, frameRate, rounded) : null,
    confidence,
    unsure,
    rival: otherLevel === undefined ? null : Math.round(otherLevel * (bpm / combBpm) * 10) / 10,
    candidates: peaks.slice(0, 5).map((peak) => ({ bpm: Math.round(peak.bpm * 10) / 10, salience: peak.salience })),
  };
}

interface Analysis {
  envelope: Float32Array;
  frameRate: number;
  /** Salience over the coarse grid. */
  scores: Float64Array;
  /** Its local maxima within range, strongest first. */
  peaks: TempoCandidate[];
  salienceAt: (bpm: number) => number;
}

/** Onset envelope and tempogram; null when there is no pulse to speak of. */
function analyse(samples: Float32Array, sampleRate: number): Analysis | null {
  if (!(sampleRate > 0) || samples.length < MIN_SECONDS * sampleRate) return null;
  const onsets = onsetEnvelope(middleOf(samples, Math.round(MAX_ANALYSIS_SECONDS * sampleRate)), sampleRate);
  const envelope = smooth(onsets.values);
  const frameRate = onsets.frameRate;
  const segmentFrames = Math.round(SEGMENT_SECONDS * frameRate);
  const salienceAt = memoised((bpm: number) => pulseSalience(envelope, (60 * frameRate) / bpm, segmentFrames));
  const grid = logTempoGrid(DETECT_MIN_BPM, DETECT_MAX_BPM, COARSE_STEP);
  const scores = tempogram(envelope, frameRate, grid, segmentFrames);
  const peaks = localPeaks(grid, scores).filter((peak) => peak.bpm >= DETECT_MIN_BPM && peak.bpm <= DETECT_MAX_BPM);
  if (peaks.length === 0 || peaks[0].salience <= 0) return null;
  return { envelope, frameRate, scores, peaks, salienceAt };
}

/**
 * The candidate beat levels of `samples` with their `levelFeatures`: what bench/fitLevels.mjs fits
 * LEVEL_WEIGHTS on. Empty when there is no pulse.
 */
export function levelEvidence(samples: Float32Array, sampleRate: number): { bpm: number; features: number[] }[] {
  const analysis = analyse(samples, sampleRate);
  if (!analysis) return [];
  const octaveRule = resolveOctave(analysis.peaks[0].bpm, analysis.salienceAt);
  return levelCandidates(analysis.peaks, analysis.salienceAt, octaveRule).map((bpm) => ({
    bpm,
    features: levelFeatures(bpm, analysis.salienceAt, octaveRule),
  }));
}

/** The ratios of the strongest peaks whose neighbourhood is searched for the beat level. */
const LEVEL_RATIOS = [1 / 4, 1 / 3, 1 / 2, 2 / 3, 1, 3 / 2, 2, 3, 4];
/** Peaks (strongest first) whose relatives are candidates for the beat. */
const LEVEL_PEAKS = 3;

/** Candidate beat tempos: `resolveOctave`'s answer, the strongest peaks and their metrical relatives within range, each at its best nearby tempo, distinct by 2 %. */
export function levelCandidates(
  peaks: TempoCandidate[],
  salienceAt: (bpm: number) => number,
  octaveRule: number,
): number[] {
  const result: number[] = [octaveRule];
  for (const peak of peaks.slice(0, LEVEL_PEAKS)) {
    for (const ratio of LEVEL_RATIOS) {
      const target = peak.bpm * ratio;
      if (target < DETECT_MIN_BPM * 0.98 || target > DETECT_MAX_BPM * 1.02) continue;
      const near = bestNear(target, salienceAt).bpm;
      if (near < DETECT_MIN_BPM || near > DETECT_MAX_BPM) continue;
      if (result.some((other) => Math.abs(Math.log(other / near)) < 0.02)) continue;
      result.push(near);
    }
  }
  return result;
}

/** Floor of a salience before its logarithm is taken (saliences of a clear pulse are about 0.1–1). */
const SALIENCE_FLOOR = 0.01;
/** A multiple of the chosen pulse is the beat when its pulse is at least this share of the chosen one's (`resolveOctave`). */
const FASTER_IF_AT_LEAST = 0.7;
/** A faster level whose pulse is at least this share of the candidate's is 'nearly as strong'. */
const NEARLY_AS_STRONG = 0.75;
/** The levels around a candidate beat whose pulse is evidence for or against it: subdivisions, bars, hemiolas. */
const RELATIVES = [2, 3, 4, 1 / 2, 1 / 3, 1 / 4, 3 / 2, 2 / 3];

/**
 * The evidence that `bpm` is the beat: where it sits against the tempos musicians play (log2 of
 * bpm/120 and its square), its own pulse (log salience), and the log ratio of each related level's
 * pulse to its own (does a subdivision, a bar, a hemiola pulse as well?), and how far the ×2 and ×3
 * levels are above 'nearly as strong'.
 */
export function levelFeatures(bpm: number, salienceAt: (bpm: number) => number, octaveRule: number): number[] {
  const logSalience = (tempo: number) => Math.log(Math.max(SALIENCE_FLOOR, bestNear(tempo, salienceAt).salience));
  const own = logSalience(bpm);
  const octaves = Math.log2(bpm / 120);
  const relatives = RELATIVES.map((ratio) => logSalience(bpm * ratio) - own);
  // A subdivision nearly as strong as the level itself (every one of its teeth on an onset) is a
  // level of its own: the beat may well be there.
  const nearlyAsStrong = (ratio: number) => Math.max(0, ratio - Math.log(NEARLY_AS_STRONG));
  const isOctaveRule = Math.abs(Math.log(bpm / octaveRule)) < 0.02 ? 1 : 0;
  // How a subdivision or a bar weighs depends on the tempo (a ternary subdivision under a slow beat).
  const byTempo = [relatives[0], relatives[1], relatives[3], relatives[4]].map((value) => value * octaves);
  return [
    octaves,
    octaves * octaves,
    own,
    ...relatives,
    nearlyAsStrong(relatives[0]),
    nearlyAsStrong(relatives[1]),
    isOctaveRule,
    ...byTempo,
  ];
}

/**
 * Weights of `levelFeatures` (a linear score: the highest-scoring candidate is the beat). Fitted by
 * an averaged perceptron (`FIT_VARIANTS=1,2,3,4,5 node bench/fitLevels.mjs`) on five draws of
 * bench:bpm's generator that are not the bench's own list (BPM_VARIANT 1–5; see bench/README.md).
 */
export const LEVEL_WEIGHTS = [
  -0.097, -0.157, 1, -0.034, -0.006, 0.351, 0.192, -0.143, 0.327, 0.011, 0.11, -0.03, -0.158, 0.042, 0.089, -0.373,
  0.098, 0.291,
];

function levelScore(features: number[]): number {
  let score = 0;
  for (let index = 0; index < features.length; index++) score += features[index] * LEVEL_WEIGHTS[index];
  return score;
}

/** Answers below this tempo over a faster level that pulses too (`slowOverFasterLevel`) are unsure. */
const SLOW_BELOW_BPM = 70;
/** …that pulses at least this share of the answer's salience. */
const FASTER_LEVEL_SHARE = 0.5;

/**
 * A slow answer with its ×2 or ×3 (within range) pulsing at least half as strongly: the level where
 * listeners disagree (a fast waltz counted one-in-a-bar or in three, a slow 6/8 in two or in six).
 * Both thresholds were chosen on BPM_VARIANT 1 and 2, not on the bench's own list.
 */
function slowOverFasterLevel(bpm: number, salienceAt: (bpm: number) => number): boolean {
  if (bpm >= SLOW_BELOW_BPM) return false;
  const own = salienceAt(bpm);
  return [2, 3].some(
    (multiple) =>
      bpm * multiple <= DETECT_MAX_BPM && bestNear(bpm * multiple, salienceAt).salience >= FASTER_LEVEL_SHARE * own,
  );
}

/** A double whose pulse is at least this share of the chosen level's is the beat (`fasterIfAsStrong`). */
const DOUBLE_IF_AT_LEAST = 0.9;

/**
 * The double of `bpm` when its pulse is nearly as strong (every one of its teeth, the ones between
 * the chosen level's included, lands on an onset as strong): a metronome or a punk beat at 180 is
 * 180 even where the level score, which leans towards the tempos most music is played at, prefers 90.
 */
function fasterIfAsStrong(bpm: number, salienceAt: (bpm: number) => number, octaveRule: number): number {
  if (bpm * 2 > DETECT_MAX_BPM || Math.abs(Math.log((bpm * 2) / octaveRule)) > 0.04) return bpm;
  const faster = bestNear(bpm * 2, salienceAt);
  return faster.bpm <= DETECT_MAX_BPM && faster.salience >= DOUBLE_IF_AT_LEAST * salienceAt(bpm) ? faster.bpm : bpm;
}

/**
 * The mean tempo of the beats tracked at about `bpm` (dynamic programming, see `trackBeats`) and
 * those beats: the comb's tempo and no beats when the tracking does not hold (fewer than 8 beats,
 * or a mean more than 4 % away).
 */
function trackedTempo(envelope: Float32Array, frameRate: number, bpm: number): { bpm: number; beats: number[] | null } {
  const beats = trackBeats(envelope, (60 * frameRate) / bpm);
  if (beats.length < 8) return { bpm, beats: null };
  const tracked = (60 * frameRate) / meanPeriod(beats);
  return Number.isFinite(tracked) && Math.abs(tracked / bpm - 1) <= 0.04
    ? { bpm: tracked, beats: refineBeats(envelope, beats) }
    : { bpm, beats: null };
}

/** The local tempo is measured over windows this long… */
const LOCAL_WINDOW_SECONDS = 3;
/** …and at least this many beat periods long (4 beats at slow tempos)… */
const LOCAL_WINDOW_BEATS = 3.5;
/** …every this many seconds. */
const LOCAL_HOP_SECONDS = 0.5;
/** Fewest local tempos a range is read from. */
const MIN_LOCAL_TEMPOS = 5;
/** The percentiles of the local tempo that are the range's ends (robust to a stray window). */
const RANGE_PERCENTILES = [0.1, 0.9] as const;
/**
 * …and only when the local tempos spread (standard deviation) at least this many times what the
 * beats' timing noise alone would give (the windows' standard errors): a guard against a range made
 * of jitter. Window length, percentiles and this were chosen on BPM_VARIANT 1 and 2, not the bench's list.
 */
const NOISE_MULTIPLE = 2;
/**
 * The tempo moves when an end of its range is this far from the mean: 2 BPM or 1.5 %, whichever is
 * less (a steady performance with ±10 ms timing stays well within it).
 */
const MOVES_BY = { bpm: 2, share: 0.015 } as const;

/**
 * The range of the local tempo along tracked `beats` (frames) when it moves away from the mean `bpm`
 * (`MOVES_BY`, `NOISE_MULTIPLE`), else null: the beats' least-squares tempo over 3 s windows (at
 * least 4 beats) every 0.5 s (`localPeriods`), its 10th and 90th percentiles. Only beats at the chosen level are
 * tracked, so the range never mixes levels; a window where the tracking slipped is left out.
 */
export function localTempoRange(beats: number[], frameRate: number, bpm: number): TempoRange | null {
  const periodFrames = (60 * frameRate) / bpm;
  const windowFrames = Math.max(LOCAL_WINDOW_SECONDS * frameRate, LOCAL_WINDOW_BEATS * periodFrames);
  const local = localPeriods(beats, windowFrames, LOCAL_HOP_SECONDS * frameRate);
  if (local.length < MIN_LOCAL_TEMPOS) return null;
  const tempos = local.map(({ period }) => (60 * frameRate) / period).sort((a, b) => a - b);
  // Timing noise alone spreads the local tempos by about their standard error: the tempo moves only when they spread well beyond it.
  const noise = Math.sqrt(
    local.reduce((sum, { period, standardError }) => sum + ((bpm * standardError) / period) ** 2, 0) / local.length,
  );
  const average = tempos.reduce((sum, tempo) => sum + tempo, 0) / tempos.length;
  const deviation = Math.sqrt(tempos.reduce((sum, tempo) => sum + (tempo - average) ** 2, 0) / tempos.length);
  const at = (share: number) => {
    const position = share * (tempos.length - 1);
    const below = Math.floor(position);
    return tempos[below] + (tempos[Math.min(tempos.length - 1, below + 1)] - tempos[below]) * (position - below);
  };
  const clamp = (value: number) => Math.round(Math.min(DETECT_MAX_BPM, Math.max(DETECT_MIN_BPM, value)) * 10) / 10;
  const low = clamp(Math.min(bpm, at(RANGE_PERCENTILES[0])));
  const high = clamp(Math.max(bpm, at(RANGE_PERCENTILES[1])));
  const threshold = Math.min(MOVES_BY.bpm, MOVES_BY.share * bpm);
  return (bpm - low >= threshold || high - bpm >= threshold) && deviation >= NOISE_MULTIPLE * noise
    ? { low, high }
    : null;
}

/** `compute` with its answers kept by argument (a candidate's relatives are often another's). */
function memoised(compute: (bpm: number) => number): (bpm: number) => number {
  const cache = new Map<number, number>();
  return (bpm) => {
    let value = cache.get(bpm);
    if (value === undefined) {
      value = compute(bpm);
      cache.set(bpm, value);
    }
    return value;
  };
}

/**
 * Resolves the octave of `bpm` (the strongest pulse). A comb at a fraction of the beat tempo
 * scores at least as high as the beat itself (it lands on every other or every third beat, so on
 * the stronger ones), so the strongest pulse is often a bar or half-bar. The beat is the fastest of
 * its multiples ×4, ×3, ×2 whose pulse is nearly as strong (`FASTER_IF_AT_LEAST`): onsets between
 * the slower pulse's teeth as strong as those on them are beats too, while a faster comb whose
 * extra teeth fall on silence scores about half.
 */
export function resolveOctave(bpm: number, salienceAt: (bpm: number) => number): number {
  let chosen = bestNear(bpm, salienceAt);
  for (let moved = true; moved;) {
    moved = false;
    for (const multiple of [4, 3, 2]) {
      if (chosen.bpm * multiple > DETECT_MAX_BPM * 1.02) continue;
      const faster = bestNear(chosen.bpm * multiple, salienceAt);
      if (faster.bpm <= DETECT_MAX_BPM && faster.salience >= FASTER_IF_AT_LEAST * chosen.salience) {
        chosen = faster;
        moved = true;
        break;
      }
    }
  }
  return chosen.bpm;
}

/** The strongest tempo within ±2 % of `bpm`, on a 0.25 % grid (relatives of a coarse peak are off by its rounding). */
function bestNear(bpm: number, salienceAt: (bpm: number) => number): TempoCandidate {
  let best = { bpm, salience: salienceAt(bpm) };
  for (let step = -8; step <= 8; step++) {
    if (step === 0) continue;
    const candidate = bpm * (1 + step * 0.0025);
    const salience = salienceAt(candidate);
    if (salience > best.salience) best = { bpm: candidate, salience };
  }
  return best;
}

/** Fine search around `bpm` (±1.2 % in 0.1 % steps), then a parabola through the top three points. */
function refine(bpm: number, salienceAt: (bpm: number) => number): number {
  const steps = 12;
  const values: number[] = [];
  const bpms: number[] = [];
  for (let step = -steps; step <= steps; step++) {
    bpms.push(bpm * (1 + step * 0.001));
    values.push(salienceAt(bpms[bpms.length - 1]));
  }
  let top = 0;
  for (let index = 1; index < values.length; index++) if (values[index] > values[top]) top = index;
  if (top === 0 || top === values.length - 1) return bpms[top];
  const [left, centre, right] = [values[top - 1], values[top], values[top + 1]];
  const curvature = left - 2 * centre + right;
  const offset = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
  return bpms[top] * (1 + offset * 0.001);
}

/** Local maxima of `scores` over `grid`, strongest first. */
function localPeaks(grid: Float64Array, scores: Float64Array): TempoCandidate[] {
  const peaks: TempoCandidate[] = [];
  for (let index = 1; index < scores.length - 1; index++) {
    if (scores[index] > scores[index - 1] && scores[index] >= scores[index + 1])
      peaks.push({ bpm: grid[index], salience: scores[index] });
  }
  return peaks.sort((a, b) => b.salience - a.salience);
}

/** How far the chosen pulse stands above the typical tempo's: 0 … 1. */
function pulseClarity(best: number, scores: Float64Array): number {
  if (!(best > 0)) return 0;
  const sorted = Array.from(scores).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return Math.max(0, Math.min(1, (best - Math.max(0, median)) / best));
}

/** A [1, 2, 1] / 4 smoothing: a comb tooth half a frame off an onset still sees half of it. */
function smooth(values: Float32Array): Float32Array {
  const result = new Float32Array(values.length);
  for (let index = 0; index < values.length; index++) {
    const left = values[Math.max(0, index - 1)];
    const right = values[Math.min(values.length - 1, index + 1)];
    result[index] = (left + 2 * values[index] + right) / 4;
  }
  return result;
}

/** The middle `length` samples of `samples` (all of them when shorter), without copying. */
function middleOf(samples: Float32Array, length: number): Float32Array {
  if (samples.length <= length) return samples;
  const start = Math.floor((samples.length - length) / 2);
  return samples.subarray(start, start + length);
}
