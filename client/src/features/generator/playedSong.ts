import type { ClickTrackSettings } from '../../audio/types';
import { settingsOfSong } from '../../midi/songSettings';
import type { SetListPosition } from './clickTrackUrl';
import type { GeneratorModel } from './generatorModel';

/**
 * The saved song the generator plays, by id: the set list's track it loaded, while the song's own
 * playback applies and its tempo is not retuned (its name still shows). Null for the generator's
 * own click (a shared link, a tempo the user set): MIDI out then sends the clock only.
 */
export function playedSongId(model: GeneratorModel, position: SetListPosition | null): string | null {
  return model.songPlayback && model.trackName !== null ? (position?.trackId ?? null) : null;
}

/** `settings` marked with `songId` when there is one (see settingsOfSong), so MIDI out sends that song's patch changes. */
export function markedWithSong(settings: ClickTrackSettings, songId: string | null): ClickTrackSettings {
  return songId === null ? settings : settingsOfSong(settings, songId);
}
