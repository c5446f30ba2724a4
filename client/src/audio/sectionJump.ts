import type { AudioContextLike } from './audioClock';
import { barStartSamples } from './beatTimeline';
import { cutTrackAt, scheduleTrack, type OnTrackEnded, type ScheduledTrack } from './partScheduler';
import type { ClickTrackPlan } from './renderClickTrack';
import type { BeatEvent } from './types';

/** A jump within a track: the bar line it happens at and the bar heard from there, as samples of the plan. */
export interface BarJump {
  fromSample: number;
  toSample: number;
}

/**
 * Chooses a jump given the playing plan's beats, the earliest sample of its grid still ahead, and
 * the beats of the plan that goes on (the same, unless the tempo changes); null: none.
 */
export type ChooseJump = (
  beats: readonly BeatEvent[],
  earliestSample: number,
  target: readonly BeatEvent[],
) => BarJump | null;

/** The first sample of `sectionIndex` in the plan, or null when the plan has no such section. */
export function sectionStartSample(beats: readonly BeatEvent[], sectionIndex: number): number | null {
  return beats.find((beat) => beat.sectionIndex === sectionIndex)?.startSampleIndex ?? null;
}

/** The first beat at or after `fromSample` in a section after `current`. */
const sectionAfter = (beats: readonly BeatEvent[], fromSample: number, current: number) =>
  beats.find((beat) => beat.startSampleIndex >= fromSample && (beat.sectionIndex ?? -1) > current);

/**
 * 'Next section' while a song map plays: at the next bar line still ahead, the first bar of the
 * section after the one sounding (the count-in counts as the first section's). Where that bar line
 * starts the next section anyway, the one after it: a press always moves on. Null in the last
 * section (or the last but one at its end) and without a song map.
 */
export const nextSectionJump: ChooseJump = (beats, earliestSample) => {
  const fromSample = barStartSamples(beats).find((sample) => sample >= earliestSample);
  if (fromSample === undefined) return null;
  const sounding = beats.filter((beat) => beat.startSampleIndex < fromSample).at(-1);
  let next = sectionAfter(beats, fromSample, sounding?.sectionIndex ?? 0);
  if (next?.startSampleIndex === fromSample) next = sectionAfter(beats, fromSample, next.sectionIndex!);
  return next ? { fromSample, toSample: next.startSampleIndex } : null;
};

/** A new tempo from the next bar line still ahead: the same bar (by its number) of the new plan. */
export const sameBarJump: ChooseJump = (beats, earliestSample, target) => {
  const bars = barStartSamples(beats);
  const at = bars.findIndex((sample) => sample >= earliestSample);
  const toSample = barStartSamples(target)[at];
  return at < 0 || toSample === undefined ? null : { fromSample: bars[at]!, toSample };
};

/** Play from a section: the count-in as usual, then, where the song would begin, `sectionIndex`'s first bar. */
export function startAtSectionJump(sectionIndex: number): ChooseJump {
  return (beats, earliestSample) => {
    const fromSample = beats.find((beat) => beat.kind === 'main')?.startSampleIndex;
    const toSample = sectionStartSample(beats, sectionIndex);
    if (fromSample === undefined || toSample === null || fromSample < earliestSample || toSample <= fromSample)
      return null;
    return { fromSample, toSample };
  };
}

/**
 * `plan` (by default `base`'s own), entered at `toSample` on the audio-clock frame where `base` reaches
 * `fromSample` (see {@link ChooseJump}): the grid goes on with no gap and no doubled click, as the
 * bar that would have started is replaced. `base`'s sources stop at that frame and stay with the
 * returned track (stop() reaches them). `leadFrames` puts the bar line at least that much further
 * ahead than scheduling needs (MIDI out's messages already sent must stay true). Null when the
 * chooser finds no jump (`base` plays on).
 */
export function jumpTrack(
  context: AudioContextLike,
  base: ScheduledTrack,
  choose: ChooseJump,
  onEnded: OnTrackEnded,
  plan: ClickTrackPlan = base.plan,
  leadFrames = 0,
): ScheduledTrack | null {
  const track = scheduleTrack(
    context,
    plan,
    (earliestFrame) => {
      const earliestSample = Math.max(base.firstSample, earliestFrame + leadFrames - base.startFrame);
      const jump = choose(base.plan.beats, earliestSample, plan.beats);
      if (!jump || jump.toSample >= plan.lengthSamples) return null;
      return { startFrame: base.startFrame + jump.fromSample - jump.toSample, firstSample: jump.toSample };
    },
    onEnded,
    base.output,
  );
  if (!track) return null;
  cutTrackAt(context, base, track.startFrame + track.firstSample, track);
  // `base` stays the playing track until the bar line: no part of it is to follow the cut.
  base.nextSample = base.plan.lengthSamples;
  return track;
}
