import {
  BPM_DEFAULT,
  COUNT_IN_BEATS_DEFAULT,
  DURATION_SECONDS_DEFAULT,
  PLAYLIST_TRACK_DURATION_SECONDS,
  SOUND_TYPES,
  VOLUME_DEFAULT,
} from '../../../../schema/limits';
import type { ClickTrackSettings, SoundType } from '../../audio/types';
import { capitalisedOptions } from './selectOptions';

/** The generator's starting settings (SPEC.md §9): 120 BPM, click / woodblock, 10 s, count-in 4, volume 75. */
export const DEFAULT_SETTINGS: ClickTrackSettings = {
  bpm: BPM_DEFAULT,
  soundType: 'click',
  countInSoundType: 'woodblock',
  durationSeconds: DURATION_SECONDS_DEFAULT,
  countInBeats: COUNT_IN_BEATS_DEFAULT,
  volumePercent: VOLUME_DEFAULT,
};

/** The sound pickers' options, in SPEC.md §9 order (that of SOUND_TYPES). */
export const SOUND_OPTIONS = capitalisedOptions(SOUND_TYPES);

/** Whether a Select value is one of the four sounds. */
export function isSoundType(value: string | null): value is SoundType {
  return SOUND_OPTIONS.some((option) => option.value === value);
}

/** A playlist track's click track (SPEC.md §9 'Playing from playlist view'): 10 s, default sounds, count-in and volume. */
export function playlistTrackSettings(bpm: number): ClickTrackSettings {
  return { ...DEFAULT_SETTINGS, bpm, durationSeconds: PLAYLIST_TRACK_DURATION_SECONDS };
}

/** `value` rounded and kept within [min, max]. */
export function clampInteger(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}
