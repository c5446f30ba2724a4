import { useCallback, useReducer, useRef } from 'react';
import type { BpmSource } from '../../../../../schema/limits';
import { useSongTempoLookup } from '../../../hooks/useSongTempoLookup';
import { showToast } from '../../../toast';
import type { SearchSong, SongResultStatus } from '../SongSearch/searchSong';
import {
  EMPTY_SELECTION,
  songSelectionReducer,
  songStatus,
  type PlaylistSongs,
  type SongSelectionState,
} from './songSelection';

/** The selection of /add-to-playlist/{id} and what the page does with it. */
export interface SongSelection {
  state: SongSelectionState;
  statusOf: (song: SearchSong) => SongResultStatus;
  /** A search result was pressed: select it (and look up its tempo), or unselect it. */
  pick: (song: SearchSong) => void;
  changeTempo: (songId: string, bpm: number, bpmSource: BpmSource) => void;
  remove: (songId: string) => void;
  clear: () => void;
}

/**
 * SPEC.md §4 song selection: a result toggles into the selection; a song already in the playlist
 * is refused ('Already in playlist'); a picked song is 'Processing' until songTempo answers, then
 * 'Song selected' (or 'Failed to get BPM' and the 120 fallback, marked estimated).
 */
export function useSongSelection(playlistSongs: PlaylistSongs): SongSelection {
  const [state, dispatch] = useReducer(songSelectionReducer, EMPTY_SELECTION);
  const lookUpTempo = useSongTempoLookup();
  const stateRef = useRef(state);
  stateRef.current = state;

  const statusOf = useCallback((song: SearchSong) => songStatus(state, playlistSongs, song), [state, playlistSongs]);

  const pick = useCallback(
    (song: SearchSong) => {
      const status = songStatus(state, playlistSongs, song);
      if (status === 'inPlaylist') {
        showToast({ title: 'Already in playlist', message: `“${song.name}” is already in this playlist.` });
        return;
      }
      if (status !== 'available') {
        dispatch({ type: 'removed', songId: song.id });
        return;
      }
      dispatch({ type: 'lookupStarted', song });
      void lookUpTempo(song).then(({ bpm, bpmSource, albumArt, found }) => {
        // Unselected while it was processing: the answer is no longer wanted.
        if (!stateRef.current.songs.some((entry) => entry.song.id === song.id)) return;
        dispatch({ type: 'tempoFound', songId: song.id, tempo: { bpm, bpmSource }, albumArt });
        // Only one toast shows at a time: a failed lookup keeps its 'Failed to get BPM'.
        if (found)
          showToast({ title: 'Song selected', message: `“${song.name}” (${bpm} BPM) was added to your selection.` });
      });
    },
    [state, playlistSongs, lookUpTempo],
  );

  return {
    state,
    statusOf,
    pick,
    changeTempo: useCallback(
      (songId, bpm, bpmSource) => dispatch({ type: 'tempoChanged', songId, tempo: { bpm, bpmSource } }),
      [],
    ),
    remove: useCallback((songId: string) => dispatch({ type: 'removed', songId }), []),
    clear: useCallback(() => dispatch({ type: 'cleared' }), []),
  };
}
