import type { BeatEvent, BeatTimeline } from './types';

/** Beats per bar of a track without a rhythm: today's steady 4/4. */
export const STEADY_BEATS_PER_BAR = 4;

/**
 * The samples at which bars start, count-in bars included, in order: the beats with beatInBar 1,
 * or, for a track without a rhythm (no bar numbers), every STEADY_BEATS_PER_BAR-th beat of the
 * count-in and of the main beats, each counted from its first.
 */
export function barStartSamples(beats: readonly BeatEvent[]): number[] {
  return beats
    .filter((beat) =>
      beat.beatInBar === undefined ? (beat.numberInKind - 1) % STEADY_BEATS_PER_BAR === 0 : beat.beatInBar === 1,
    )
    .map((beat) => beat.startSampleIndex);
}

/** The latest beat of `timeline` that has started at `audioTimeSeconds` (audio clock), or null before the first. */
export function beatAt(timeline: BeatTimeline, audioTimeSeconds: number): BeatEvent | null {
  const elapsedSamples = (audioTimeSeconds - timeline.startAudioTimeSeconds) * timeline.sampleRateHz;
  let low = 0;
  let high = timeline.beats.length - 1;
  let found: BeatEvent | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (timeline.beats[middle].startSampleIndex <= elapsedSamples + 1e-6) {
      found = timeline.beats[middle];
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
