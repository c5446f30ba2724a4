import type { BpmSource } from '../../../../../schema/limits';

/** A song of the music search, as the search component shows and hands it on. */
export interface SearchSong {
  id: string;
  name: string;
  artist: string;
  /** Cover art URL, or null (a placeholder shows). */
  albumArt: string | null;
}

/** A song's tempo and where it came from (songTempo's answer, or the user's correction). */
export interface SongTempoChoice {
  bpm: number;
  bpmSource: BpmSource;
}

/** What a search result shows on its right side, and whether pressing it does anything. */
export type SongResultStatus = 'available' | 'selected' | 'processing' | 'inPlaylist';

/** The addTrack input for a search song at a tempo: its search id and cover go along, so 'In Playlist' knows it again. */
export function searchSongTrackInput(song: SearchSong, tempo: SongTempoChoice) {
  return {
    name: song.name,
    artist: song.artist,
    bpm: tempo.bpm,
    bpmSource: tempo.bpmSource,
    id: song.id,
    albumArt: song.albumArt,
  };
}
