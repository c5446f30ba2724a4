import { MAIN_SOUND_EVERYWHERE, STEADY_FOUR_FOUR, type BeatLevel, type Rhythm } from '../../../schema/rhythm';
import { ownClicksFor, ownSoundLevelOf } from './ownSounds';
import { hasPractice, planPractice } from './practicePlan';
import { mainBeatCount, type RhythmOnsetKind } from './rhythmPlan';
import { CLICK_DURATION_SECONDS, SUBDIVISION_CLICK_DURATION_SECONDS, synthesizeClick } from './sounds';
import type { BeatEvent, ClickTrackSettings, RenderedClickTrack, SoundType } from './types';

export { mainBeatCount };

/** Seconds between two beats at `bpm`. */
export function beatIntervalSeconds(bpm: number): number {
  return 60 / bpm;
}

/** The sample nearest to `timeSeconds`. */
export function sampleIndexAt(timeSeconds: number, sampleRateHz: number): number {
  return Math.round(timeSeconds * sampleRateHz);
}

/** The beats of a track (count-in first, then main) on one continuous grid, without synthesizing any sound. */
export function clickTrackBeats(settings: ClickTrackSettings, sampleRateHz: number): BeatEvent[] {
  const countInBeats = Math.max(0, Math.floor(settings.countInBeats));
  const mainBeats = mainBeatCount(settings.bpm, settings.durationSeconds);
  const beats: BeatEvent[] = [];
  for (let index = 0; index < countInBeats + mainBeats; index++) {
    const idealTimeSeconds = (index * 60) / settings.bpm;
    const isCountIn = index < countInBeats;
    beats.push({
      index,
      kind: isCountIn ? 'count-in' : 'main',
      numberInKind: isCountIn ? index + 1 : index - countInBeats + 1,
      idealTimeSeconds,
      startSampleIndex: sampleIndexAt(idealTimeSeconds, sampleRateHz),
    });
  }
  return beats;
}

/** One sounding click of a plan, as it is mixed. */
export interface PlannedClick {
  kind: RhythmOnsetKind;
  level: BeatLevel;
  idealTimeSeconds: number;
  startSampleIndex: number;
  click: Float32Array;
}

/**
 * A click track before any sample is mixed: its beats, the click each one plays, every sounding
 * click in mixing order and its length. Cheap (a few 40 ms clicks synthesized); the samples are
 * mixed by {@link renderClickTrackRangeInto}.
 */
export interface ClickTrackPlan {
  sampleRateHz: number;
  /** Count-in and main beats (what the visualizer follows); a rhythm's subdivisions are not beats. */
  beats: BeatEvent[];
  /** The click of each beat (same index as `beats`): the count-in or the main sound; empty when muted. */
  clicks: Float32Array[];
  /** Every click that sounds, beats and subdivisions, in time order: what is mixed. */
  onsets: PlannedClick[];
  /** The count-in plus durationSeconds (or the song map), longer only if the last click's tail needs it. */
  lengthSamples: number;
  /** What was planned: what plays alongside the click (the MIDI clock) plans from the same settings. */
  settings?: ClickTrackSettings;
}

/**
 * Gain of each level relative to the volume: accent 1.5 (+3.5 dB, capped at full scale), normal 1
 * (today's click), soft 0.5 (−6 dB), mute 0 (no sound, the onset is kept).
 */
export const LEVEL_GAINS: Readonly<Record<BeatLevel, number>> = { accent: 1.5, normal: 1, soft: 0.5, mute: 0 };

/** Peak amplitude in percent of full scale a click of `level` has at `volumePercent`. */
export function levelVolumePercent(volumePercent: number, level: BeatLevel): number {
  return Math.min(100, Math.max(0, volumePercent) * LEVEL_GAINS[level]);
}

/** Plans `settings` at `sampleRateHz`: beats on one continuous grid, each click synthesized once per sound. */
export function planClickTrack(settings: ClickTrackSettings, sampleRateHz: number): ClickTrackPlan {
  return { ...planClickTrackSamples(settings, sampleRateHz), settings };
}

function planClickTrackSamples(settings: ClickTrackSettings, sampleRateHz: number): ClickTrackPlan {
  if (settings.rhythm) return planRhythmClickTrack(settings, settings.rhythm, sampleRateHz);
  // Practice tools on a steady 4/4 go through the rhythm planner, which plays 4/4 on today's grid.
  if (hasPractice(settings.practice))
    return planRhythmClickTrack(
      settings,
      { ...STEADY_FOUR_FOUR, sections: [], levelSounds: MAIN_SOUND_EVERYWHERE },
      sampleRateHz,
    );
  const beats = clickTrackBeats(settings, sampleRateHz);
  const synthesized = new Map<SoundType, Float32Array>();
  const clickFor = (soundType: SoundType): Float32Array => {
    let click = synthesized.get(soundType);
    if (!click) {
      click = synthesizeClick(soundType, sampleRateHz, settings.volumePercent);
      synthesized.set(soundType, click);
    }
    return click;
  };
  const own = ownClicksFor(settings.ownSounds, sampleRateHz);
  const clicks = beats.map(
    (beat) =>
      own(beat.kind === 'count-in' ? 'count-in' : 'normal', settings.volumePercent) ??
      clickFor(beat.kind === 'count-in' ? settings.countInSoundType : settings.soundType),
  );
  const countInBeats = beats.filter((beat) => beat.kind === 'count-in').length;
  const nominalEndSeconds = (countInBeats * 60) / settings.bpm + Math.max(0, settings.durationSeconds);
  let lengthSamples = sampleIndexAt(nominalEndSeconds, sampleRateHz);
  beats.forEach((beat, index) => {
    lengthSamples = Math.max(lengthSamples, beat.startSampleIndex + clicks[index].length);
  });
  const onsets = beats.map((beat, index): PlannedClick => ({
    kind: beat.kind === 'count-in' ? 'count-in' : 'beat',
    level: 'normal',
    idealTimeSeconds: beat.idealTimeSeconds,
    startSampleIndex: beat.startSampleIndex,
    click: clicks[index],
  }));
  return { sampleRateHz, beats, clicks, onsets, lengthSamples };
}

/**
 * Plans a track with a rhythm (rhythmPlan.ts): each sounding onset starts on the sample nearest its
 * ideal time; count-in onsets play the count-in sound, beats the main sound, subdivisions a 20 ms
 * burst of the main sound, each at its level's gain ({@link LEVEL_GAINS}). Each distinct click
 * (sound, length, level) is synthesized once. Muted onsets stay beats with an empty click.
 */
function planRhythmClickTrack(settings: ClickTrackSettings, rhythm: Rhythm, sampleRateHz: number): ClickTrackPlan {
  const plan = planPractice({ ...settings, rhythm });
  const synthesized = new Map<string, Float32Array>();
  const silence = new Float32Array(0);
  const ownClick = ownClicksFor(settings.ownSounds, sampleRateHz);
  const clickFor = (kind: RhythmOnsetKind, level: BeatLevel): Float32Array => {
    if (level === 'mute') return silence;
    const mine = ownClick(ownSoundLevelOf(kind, level), levelVolumePercent(settings.volumePercent, level));
    if (mine) return mine;
    // A level may have its own sound (rhythm.levelSounds; older rhythms have none): else the main one.
    const own =
      kind === 'count-in'
        ? null
        : (rhythm.levelSounds?.[kind === 'subdivision' ? 'subdivision' : (level as Exclude<BeatLevel, 'mute'>)] ??
          null);
    const soundType = kind === 'count-in' ? settings.countInSoundType : (own ?? settings.soundType);
    const durationSeconds = kind === 'subdivision' ? SUBDIVISION_CLICK_DURATION_SECONDS : CLICK_DURATION_SECONDS;
    const key = `${soundType}/${durationSeconds}/${level}`;
    let click = synthesized.get(key);
    if (!click) {
      click = synthesizeClick(
        soundType,
        sampleRateHz,
        levelVolumePercent(settings.volumePercent, level),
        durationSeconds,
      );
      synthesized.set(key, click);
    }
    return click;
  };
  const beats: BeatEvent[] = [];
  const clicks: Float32Array[] = [];
  const onsets: PlannedClick[] = [];
  let countIn = 0;
  let main = 0;
  let lengthSamples = sampleIndexAt(plan.endSeconds, sampleRateHz);
  for (const onset of plan.onsets) {
    const startSampleIndex = sampleIndexAt(onset.idealTimeSeconds, sampleRateHz);
    const click = clickFor(onset.kind, onset.level);
    if (onset.kind !== 'subdivision') {
      const isCountIn = onset.kind === 'count-in';
      beats.push({
        index: beats.length,
        kind: isCountIn ? 'count-in' : 'main',
        numberInKind: isCountIn ? ++countIn : ++main,
        idealTimeSeconds: onset.idealTimeSeconds,
        startSampleIndex,
        level: onset.level,
        bar: onset.bar,
        beatInBar: onset.beatInBar,
        sectionIndex: onset.sectionIndex,
      });
      clicks.push(click);
    }
    if (click.length > 0) {
      onsets.push({
        kind: onset.kind,
        level: onset.level,
        idealTimeSeconds: onset.idealTimeSeconds,
        startSampleIndex,
        click,
      });
      lengthSamples = Math.max(lengthSamples, startSampleIndex + click.length);
    }
  }
  return { sampleRateHz, beats, clicks, onsets, lengthSamples };
}

/**
 * Mixes samples [startSample, startSample + target.length) of the planned track into `target`, which
 * must be all zeros (a new Float32Array or AudioBuffer channel): clicks are added in onset order and
 * each sample clamped to [-1, 1], exactly as a whole render does, so consecutive ranges put end to
 * end equal the whole track sample for sample, a click crossing a boundary included.
 */
export function renderClickTrackRangeInto(plan: ClickTrackPlan, target: Float32Array, startSample: number): void {
  const endSample = startSample + target.length;
  const { onsets } = plan;
  for (let index = 0; index < onsets.length; index++) {
    const { click, startSampleIndex: clickStart } = onsets[index];
    const from = Math.max(clickStart, startSample);
    const to = Math.min(clickStart + click.length, endSample);
    for (let sample = from; sample < to; sample++) target[sample - startSample] += click[sample - clickStart];
  }
  // Only samples under a click can leave [-1, 1]; the others are still zeros. (Clamping one twice,
  // where clicks overlap, changes nothing.) This keeps the work proportional to the clicks, not
  // to the length: a 1 s head costs a few clicks.
  for (let index = 0; index < onsets.length; index++) {
    const { click, startSampleIndex: clickStart } = onsets[index];
    const from = Math.max(clickStart, startSample);
    const to = Math.min(clickStart + click.length, endSample);
    for (let sample = from; sample < to; sample++) {
      const value = target[sample - startSample];
      if (value > 1) target[sample - startSample] = 1;
      else if (value < -1) target[sample - startSample] = -1;
    }
  }
}

/** Samples [startSample, endSample) of the planned track (clipped to the track), as {@link renderClickTrackRangeInto} mixes them. */
export function renderClickTrackRange(plan: ClickTrackPlan, startSample: number, endSample: number): Float32Array {
  const from = Math.max(0, Math.min(startSample, plan.lengthSamples));
  const samples = new Float32Array(Math.max(0, Math.min(endSample, plan.lengthSamples) - from));
  renderClickTrackRangeInto(plan, samples, from);
  return samples;
}

/**
 * Renders a whole click track ahead of time: count-in clicks (count-in sound) then main clicks (main
 * sound), each starting on the sample nearest its ideal time index · 60 / bpm (with a rhythm: its onsets,
 see rhythmPlan.ts). The track lasts the
 * count-in plus durationSeconds, longer only if the last click's tail needs it. Clicks are mixed by
 * addition and clamped to [-1, 1]. The player renders the same track in two ranges (see
 * ClickTrackPlayer); the WAV download uses this whole render.
 */
export function renderClickTrack(settings: ClickTrackSettings, sampleRateHz: number): RenderedClickTrack {
  const plan = planClickTrack(settings, sampleRateHz);
  const samples = renderClickTrackRange(plan, 0, plan.lengthSamples);
  return { sampleRateHz, samples, beats: plan.beats, durationSeconds: plan.lengthSamples / sampleRateHz };
}
