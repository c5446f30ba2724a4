import { BPM_DEFAULT, BPM_SOURCES, type BpmSource } from '../../../../../schema/limits';
import { songKey } from '../../../../../schema/songKey';
import type { SearchSong, SongResultStatus, SongTempoChoice } from '../SongSearch/searchSong';

/** A song in the selection: its tempo is null while it is being looked up ('Processing'). */
export interface SelectedSong {
  song: SearchSong;
  tempo: SongTempoChoice | null;
}

/** The songs picked on /add-to-playlist/{id}, in the order they were picked. */
export interface SongSelectionState {
  songs: SelectedSong[];
}

/** What can happen to the selection. */
export type SongSelectionAction =
  | { type: 'lookupStarted'; song: SearchSong }
  | { type: 'tempoFound'; songId: string; tempo: SongTempoChoice; albumArt?: string | null }
  | { type: 'tempoChanged'; songId: string; tempo: SongTempoChoice }
  | { type: 'removed'; songId: string }
  | { type: 'cleared' };

/** The selection before anything is picked. */
export const EMPTY_SELECTION: SongSelectionState = { songs: [] };

/** The tempo a song keeps when its lookup fails: SPEC.md §7's 120, labelled so the UI marks it estimated. */
export const LOOKUP_FAILED_TEMPO: SongTempoChoice = { bpm: BPM_DEFAULT, bpmSource: 'fallback' };

// The tempo lookup may find a cover the search had none for (Last.fm); a cover the search had stays.
function withTempo(
  state: SongSelectionState,
  songId: string,
  tempo: SongTempoChoice,
  albumArt?: string | null,
): SongSelectionState {
  return {
    songs: state.songs.map((entry) =>
      entry.song.id === songId
        ? { song: { ...entry.song, albumArt: entry.song.albumArt ?? albumArt ?? null }, tempo }
        : entry,
    ),
  };
}

/** The reducer of {@link SongSelectionState}; a tempo for a song no longer selected is dropped. */
export function songSelectionReducer(state: SongSelectionState, action: SongSelectionAction): SongSelectionState {
  switch (action.type) {
    case 'lookupStarted':
      if (state.songs.some((entry) => entry.song.id === action.song.id)) return state;
      return { songs: [...state.songs, { song: action.song, tempo: null }] };
    case 'tempoFound':
      return withTempo(state, action.songId, action.tempo, action.albumArt);
    case 'tempoChanged':
      return withTempo(state, action.songId, action.tempo);
    case 'removed':
      return { songs: state.songs.filter((entry) => entry.song.id !== action.songId) };
    case 'cleared':
      return EMPTY_SELECTION;
  }
}

/** What identifies the songs of a playlist: their search ids and their title-and-artist keys. */
export type PlaylistSongs = ReadonlySet<string>;

/** The {@link PlaylistSongs} of a playlist's tracks: a song from another release or typed as a custom track is recognised too. */
export function playlistSongsOf(
  tracks: ReadonlyArray<{ name: string; artist: string; externalId: string | null }>,
): PlaylistSongs {
  return new Set(
    tracks.flatMap((track) => [
      songKey(track.name, track.artist),
      ...(track.externalId ? [`id:${track.externalId}`] : []),
    ]),
  );
}

/** How a search result stands: already in the playlist, being looked up, selected, or free to pick. */
export function songStatus(
  state: SongSelectionState,
  playlistSongs: PlaylistSongs,
  song: Pick<SearchSong, 'id' | 'name' | 'artist'>,
): SongResultStatus {
  if (playlistSongs.has(`id:${song.id}`) || playlistSongs.has(songKey(song.name, song.artist))) return 'inPlaylist';
  const entry = state.songs.find((candidate) => candidate.song.id === song.id);
  if (!entry) return 'available';
  return entry.tempo ? 'selected' : 'processing';
}

/** True while any selected song still waits for its tempo (the add button waits too). */
export function isLookingUp(state: SongSelectionState): boolean {
  return state.songs.some((entry) => entry.tempo === null);
}

/** A server's bpmSource string as one of ours; anything unknown counts as an estimate, never as a known tempo. */
export function asBpmSource(value: string): BpmSource {
  return (BPM_SOURCES as readonly string[]).includes(value) ? (value as BpmSource) : 'estimate';
}
