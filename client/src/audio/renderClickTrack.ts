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
 * Renders a whole click track ahead of time: count-in clicks (count-in sound) then main clicks (main
 * sound), each starting on the sample nearest its ideal time index · 60 / bpm. The track lasts the
 * count-in plus durationSeconds, longer only if the last click's tail needs it. Clicks are mixed by
 * addition and clamped to [-1, 1].
 */
export function renderClickTrack(settings: ClickTrackSettings, sampleRateHz: number): RenderedClickTrack {
  const beats = clickTrackBeats(settings, sampleRateHz);
  const clicks = new Map<SoundType, Float32Array>();
  const clickFor = (soundType: SoundType): Float32Array => {
    let click = clicks.get(soundType);
    if (!click) {
      click = synthesizeClick(soundType, sampleRateHz, settings.volumePercent);
      clicks.set(soundType, click);
    }
    return click;
  };
  const countInBeats = beats.filter((beat) => beat.kind === 'count-in').length;
  const nominalEndSeconds = (countInBeats * 60) / settings.bpm + Math.max(0, settings.durationSeconds);
  let lengthSamples = sampleIndexAt(nominalEndSeconds, sampleRateHz);
  for (const beat of beats) {
    const click = clickFor(beat.kind === 'count-in' ? settings.countInSoundType : settings.soundType);
    lengthSamples = Math.max(lengthSamples, beat.startSampleIndex + click.length);
  }
  const samples = new Float32Array(lengthSamples);
  for (const beat of beats) {
    const click = clickFor(beat.kind === 'count-in' ? settings.countInSoundType : settings.soundType);
    for (let offset = 0; offset < click.length; offset++) samples[beat.startSampleIndex + offset] += click[offset];
  }
  for (let index = 0; index < samples.length; index++) {
    if (samples[index] > 1) samples[index] = 1;
    else if (samples[index] < -1) samples[index] = -1;
  }
  return { sampleRateHz, samples, beats, durationSeconds: lengthSamples / sampleRateHz };
}
