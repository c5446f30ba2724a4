// Test helper (imported by tests only, never by the app).
import { resolveRhythm, type RhythmInput } from '../../../../schema/rhythm';
import type { ClickTrackSettings } from '../types';

/** A song map at 120 BPM after a one-bar count-in of 4 beats (2 s), an hour long unless its sections end it. */
export function songMapSettings(sections: NonNullable<RhythmInput['sections']>): ClickTrackSettings {
  return {
    bpm: 120,
    soundType: 'click',
    countInSoundType: 'woodblock',
    durationSeconds: 3600,
    countInBeats: 4,
    countInBars: 1,
    volumePercent: 75,
    rhythm: resolveRhythm({ sections }),
  };
}
