import type { BeatEvent, BeatTimeline } from '../../audio/types';

/** How long a beat circle stays lit (SPEC.md §9: 4 indicators, flash 200 ms). */
export const BEAT_FLASH_SECONDS = 0.2;
export const BEAT_CIRCLE_COUNT = 4;

/**
 * What the visualizer shows at one moment: the lit circle (0–3, or with a rhythm the beat of the
 * bar, 0-based) and the count-in number; with a rhythm also the bar and the song-map section of the
 * last main beat (left out without a rhythm).
 */
export interface BeatDisplay {
  litCircle: number | null;
  countIn: number | null;
  bar?: number;
  sectionIndex?: number | null;
}

/** Whether two displays show the same. */
export function sameDisplay(a: BeatDisplay, b: BeatDisplay): boolean {
  return (
    a.litCircle === b.litCircle &&
    a.countIn === b.countIn &&
    a.bar === b.bar &&
    (a.sectionIndex ?? null) === (b.sectionIndex ?? null)
  );
}

export const EMPTY_DISPLAY: BeatDisplay = { litCircle: null, countIn: null };

/** When a beat sounds on the audio clock (its start sample), or its ideal time without a timeline. */
export function beatAudioTimeSeconds(beat: BeatEvent, timeline: BeatTimeline | null): number {
  if (!timeline) return beat.idealTimeSeconds;
  return timeline.startAudioTimeSeconds + beat.startSampleIndex / timeline.sampleRateHz;
}

/**
 * The display for the beat sounding at `nowSeconds`: during the count-in its number; on a main
 * beat, for 200 ms after it sounds, circle (numberInKind − 1) mod 4, or with a rhythm (the beat
 * carries its bar) circle beatInBar − 1, with the bar and section.
 */
export function beatDisplayAt(beat: BeatEvent | null, timeline: BeatTimeline | null, nowSeconds: number): BeatDisplay {
  if (!beat) return EMPTY_DISPLAY;
  if (beat.kind === 'count-in') return { litCircle: null, countIn: beat.numberInKind };
  const elapsed = nowSeconds - beatAudioTimeSeconds(beat, timeline);
  const lit = elapsed >= 0 && elapsed < BEAT_FLASH_SECONDS;
  if (beat.bar !== undefined && beat.beatInBar !== undefined) {
    return {
      litCircle: lit ? beat.beatInBar - 1 : null,
      countIn: null,
      bar: beat.bar,
      sectionIndex: beat.sectionIndex ?? null,
    };
  }
  return { litCircle: lit ? (beat.numberInKind - 1) % BEAT_CIRCLE_COUNT : null, countIn: null };
}
