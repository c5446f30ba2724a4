/**
 * The contract of the click-track engine (framework-free: no React, Mantine or Apollo here).
 * Units are in every name: Bpm, Seconds, Hz, Percent, SampleIndex, Ms.
 */
import type { SoundName } from '../../../schema/limits';
import type { BeatLevel, PracticeSettings, Rhythm } from '../../../schema/rhythm';
import type { OwnSounds } from './ownSounds';
import type { CueSettings } from './cues/cuePlan';

/** The sounds: SPEC.md §9's four and four more (schema/limits.ts `SOUND_TYPES`, which the server checks too). */
export type SoundType = SoundName;

/** What the generator plays (SPEC.md §3 generator state, minus the visual theme). */
export interface ClickTrackSettings {
  bpm: number;
  soundType: SoundType;
  countInSoundType: SoundType;
  durationSeconds: number;
  countInBeats: number;
  volumePercent: number;
  /**
   * Meter, accents, subdivisions and song map (see rhythmPlan.ts). Absent or null: today's
   * steady beat, sample for sample.
   */
  rhythm?: Rhythm | null;
  /** With a rhythm: when ≥ 1, count in this many whole bars of the first meter instead of `countInBeats` beats. */
  countInBars?: number | null;
  /** Gap click, random mute and tempo trainer (see practicePlan.ts); absent: none. */
  practice?: PracticeSettings | null;
  /** The user's own sounds for some levels (see ownSounds.ts), played instead of those levels' synthesized clicks. */
  ownSounds?: OwnSounds | null;
  /** Spoken count-in and section names (see cues/cuePlan.ts); absent or null: none. */
  cues?: CueSettings | null;
}

/** One click of a rendered track: count-in and main clicks share one continuous grid. */
export interface BeatEvent {
  /** 0-based over the whole track (count-in first). */
  index: number;
  kind: 'count-in' | 'main';
  /** 1-based number within its kind (count-in shows this in the overlay; main cycles 1..4 visually). */
  numberInKind: number;
  /** Ideal time from the start of the track: index · 60 / bpm (with a rhythm, as rhythmPlan.ts computes it). */
  idealTimeSeconds: number;
  /** The sample the click starts on: the one nearest its ideal time. */
  startSampleIndex: number;
  /** With a rhythm only: the beat's level ('mute' in a muted section: no sound, still a beat). */
  level?: BeatLevel;
  /** With a rhythm only: 1-based bar (the count-in numbers its own) and beat within it. */
  bar?: number;
  beatInBar?: number;
  /** With a rhythm only: the song-map section, null in the count-in or without sections. */
  sectionIndex?: number | null;
}

/** A whole click track synthesized ahead of time. */
export interface RenderedClickTrack {
  sampleRateHz: number;
  /** Mono samples in [-1, 1]. */
  samples: Float32Array;
  beats: BeatEvent[];
  durationSeconds: number;
}

/** Player states of SPEC.md §4: idle → count-in (optional) → playing → idle. */
export type PlayerState = 'idle' | 'count-in' | 'playing';

/** The playing track's beats on the AudioContext clock, for visuals that follow the audio. */
export interface BeatTimeline {
  /** AudioContext.currentTime at which sample 0 plays. */
  startAudioTimeSeconds: number;
  beats: BeatEvent[];
  sampleRateHz: number;
  /** The settings the track was planned from (the MIDI clock follows the same song map). */
  settings?: ClickTrackSettings;
}
