import type { ClickTrackSettings } from '../audio/types';

/**
 * Which song a played track is, by the very settings object the player was given: the MIDI clock
 * sees only the timeline's settings, and a song that follows on starts without the screen's help.
 * Weak, so settings of songs long played are let go. Small and eager; the MIDI code stays lazy.
 */
const songOfSettings = new WeakMap<ClickTrackSettings, string>();

/** Marks `settings` as the settings of song `songId` (returns them, to wrap where they are made). */
export function settingsOfSong(settings: ClickTrackSettings, songId: string): ClickTrackSettings {
  songOfSettings.set(settings, songId);
  return settings;
}

/** The song `settings` were marked with, if any. */
export function songOf(settings: ClickTrackSettings): string | undefined {
  return songOfSettings.get(settings);
}
