import { synthesizeClick } from './sounds';
import type { BeatEvent, ClickTrackSettings, RenderedClickTrack, SoundType } from './types';

/** Seconds between two beats at `bpm`. */
export function beatIntervalSeconds(bpm: number): number {
  return 60 / bpm;
}

/** How many main beats start within `durationSeconds`: beats j = 0, 1, … with j · 60 / bpm < durationSeconds. */
export function mainBeatCount(bpm: number, durationSeconds: number): number {
  if (!(bpm > 0) || !(durationSeconds > 0)) return 0;
  let count = 0;
  // j · 60 < duration · bpm is the same test without a division, exact for integer settings.
  while (count * 60 < durationSeconds * bpm) count++;
  return count;
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

/**
 * A click track before any sample is mixed: its beats, the click each one plays and its length.
 * Cheap (two 40 ms clicks synthesized); the samples are mixed by {@link renderClickTrackRangeInto}.
 */
export interface ClickTrackPlan {
  sampleRateHz: number;
  beats: BeatEvent[];
  /** The click of each beat (same index as `beats`): the count-in or the main sound. */
  clicks: Float32Array[];
  /** The count-in plus durationSeconds, longer only if the last click's tail needs it. */
  lengthSamples: number;
}

/** Plans `settings` at `sampleRateHz`: beats on one continuous grid, each click synthesized once per sound. */
export function planClickTrack(settings: ClickTrackSettings, sampleRateHz: number): ClickTrackPlan {
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
  const clicks = beats.map((beat) => clickFor(beat.kind === 'count-in' ? settings.countInSoundType : settings.soundType));
  const countInBeats = beats.filter((beat) => beat.kind === 'count-in').length;
  const nominalEndSeconds = (countInBeats * 60) / settings.bpm + Math.max(0, settings.durationSeconds);
  let lengthSamples = sampleIndexAt(nominalEndSeconds, sampleRateHz);
  beats.forEach((beat, index) => {
    lengthSamples = Math.max(lengthSamples, beat.startSampleIndex + clicks[index].length);
  });
  return { sampleRateHz, beats, clicks, lengthSamples };
}

/**
 * Mixes samples [startSample, startSample + target.length) of the planned track into `target`, which
 * must be all zeros (a new Float32Array or AudioBuffer channel): clicks are added in beat order and
 * each sample clamped to [-1, 1], exactly as a whole render does, so consecutive ranges put end to
 * end equal the whole track sample for sample, a click crossing a boundary included.
 */
export function renderClickTrackRangeInto(plan: ClickTrackPlan, target: Float32Array, startSample: number): void {
  const endSample = startSample + target.length;
  const { beats, clicks } = plan;
  for (let index = 0; index < beats.length; index++) {
    const click = clicks[index];
    const clickStart = beats[index].startSampleIndex;
    const from = Math.max(clickStart, startSample);
    const to = Math.min(clickStart + click.length, endSample);
    for (let sample = from; sample < to; sample++) target[sample - startSample] += click[sample - clickStart];
  }
  // Only samples under a click can leave [-1, 1]; the others are still zeros. (Clamping one twice,
  // where clicks overlap, changes nothing.) This keeps the work proportional to the clicks, not
  // to the length: a 1 s head costs a few clicks.
  for (let index = 0; index < beats.length; index++) {
    const clickStart = beats[index].startSampleIndex;
    const from = Math.max(clickStart, startSample);
    const to = Math.min(clickStart + clicks[index].length, endSample);
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
 * sound), each starting on the sample nearest its ideal time index · 60 / bpm. The track lasts the
 * count-in plus durationSeconds, longer only if the last click's tail needs it. Clicks are mixed by
 * addition and clamped to [-1, 1]. The player renders the same track in two ranges (see
 * ClickTrackPlayer); the WAV download uses this whole render.
 */
export function renderClickTrack(settings: ClickTrackSettings, sampleRateHz: number): RenderedClickTrack {
  const plan = planClickTrack(settings, sampleRateHz);
  const samples = renderClickTrackRange(plan, 0, plan.lengthSamples);
  return { sampleRateHz, samples, beats: plan.beats, durationSeconds: plan.lengthSamples / sampleRateHz };
}
