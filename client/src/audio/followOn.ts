import type { AfterSongMode } from '../../../schema/limits';
import { STEADY_BEATS_PER_BAR } from './beatTimeline';
import type { BeatEvent, BeatTimeline } from './types';

/** What follows a song that goes on: the next one, after `gap` bars (of the ending song) or seconds. */
export interface FollowOn {
  unit: Exclude<AfterSongMode, 'stop'>;
  gap: number;
}

/** A track's 'after the song' as a follow-on, or null when it stops. */
export function followOnOf(
  afterSong: AfterSongMode | string | null | undefined,
  gap: number | null | undefined,
): FollowOn | null {
  if (afterSong !== 'bars' && afterSong !== 'seconds') return null;
  return { unit: afterSong, gap: Math.max(0, gap ?? 0) };
}

const startsBar = (beat: BeatEvent) =>
  beat.beatInBar === undefined ? (beat.numberInKind - 1) % STEADY_BEATS_PER_BAR === 0 : beat.beatInBar === 1;

/**
 * Where a track's grid ends, in ideal seconds from its sample 0, and how long its last bar is: the
 * bar line after the last bar start of its main beats, that bar as long as the one before it (a
 * song cut mid-bar ends at that bar's line; a song map ends where its last bar does). A song of
 * one bar extends its last beat's interval; a track without main beats ends with its last beat.
 */
export function gridEnd(beats: readonly BeatEvent[]): { endSeconds: number; barSeconds: number } {
  const main = beats.filter((beat) => beat.kind === 'main');
  const barStarts = main.filter(startsBar).map((beat) => beat.idealTimeSeconds);
  const last = main.at(-1) ?? beats.at(-1);
  if (!last) return { endSeconds: 0, barSeconds: 0 };
  const lastBarStart = barStarts.at(-1);
  if (lastBarStart === undefined || main.length === 0) return { endSeconds: last.idealTimeSeconds, barSeconds: 0 };
  if (barStarts.length >= 2) {
    const barSeconds = lastBarStart - barStarts.at(-2)!;
    return { endSeconds: lastBarStart + barSeconds, barSeconds };
  }
  const beforeLast = main.at(-2);
  const beatSeconds = beforeLast ? last.idealTimeSeconds - beforeLast.idealTimeSeconds : 0;
  const barSeconds = last.idealTimeSeconds + beatSeconds - lastBarStart;
  return { endSeconds: lastBarStart + barSeconds, barSeconds };
}

/**
 * The audio-clock frame on which the next song's sample 0 (its first count-in click) plays when the
 * track of `timeline` goes on by `followOn`: its grid's end (see {@link gridEnd}) plus the gap, in
 * its own bars or in seconds, each rounded to the nearest frame once. With a gap of 0 the two grids
 * meet with no sample between them.
 */
export function followOnStartFrame(timeline: BeatTimeline, followOn: FollowOn): number {
  const { endSeconds, barSeconds } = gridEnd(timeline.beats);
  const rate = timeline.sampleRateHz;
  const gapSeconds = followOn.unit === 'bars' ? followOn.gap * barSeconds : followOn.gap;
  return Math.round(timeline.startAudioTimeSeconds * rate) + Math.round((endSeconds + gapSeconds) * rate);
}
