import type { ClickTrackSettings } from '../../audio/types';
import type { TrackPlayback } from './savedSettings';

/** The settings that differ between `before` and `after`. */
export function changedSettings(before: ClickTrackSettings, after: ClickTrackSettings): Partial<ClickTrackSettings> {
  const keys = Object.keys(after) as Array<keyof ClickTrackSettings>;
  return Object.fromEntries(keys.filter((key) => after[key] !== before[key]).map((key) => [key, after[key]]));
}

/** Whether a song sets any of its own count-in beats, sounds or rhythm. */
export function hasOwnPlayback(own: TrackPlayback): boolean {
  return own.countInBeats != null || own.soundType != null || own.countInSoundType != null || own.rhythm != null;
}

/** The song's own settings without those the user has just changed (the user's choice wins). */
export function withoutOwnPlayback(own: TrackPlayback, changed: Partial<ClickTrackSettings>): TrackPlayback {
  return {
    countInBeats: 'countInBeats' in changed ? null : own.countInBeats,
    soundType: 'soundType' in changed ? null : own.soundType,
    countInSoundType: 'countInSoundType' in changed ? null : own.countInSoundType,
    rhythm: 'rhythm' in changed || 'countInBars' in changed ? null : (own.rhythm ?? null),
  };
}
