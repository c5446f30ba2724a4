import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddToPlaylistAddTrackMutation } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { searchSongTrackInput } from '../SongSearch/searchSong';
import type { SongSelection } from '../SongSelection/useSongSelection';

/**
 * Adding the selected songs to playlist `id`: one at a time, so the playlist keeps the order they
 * were picked in; then the selection clears and /playlists opens. A failure keeps the songs not yet
 * added selected and says how many went in.
 */
export function useAddSelectedSongs(id: string, playlistName: string | undefined, selection: SongSelection) {
  const navigate = useNavigate();
  const [addTrack] = useAddToPlaylistAddTrackMutation();
  const [saving, setSaving] = useState(false);
  const selected = selection.state.songs;

  const addSelected = async () => {
    setSaving(true);
    let added = 0;
    try {
      for (const { song, tempo } of selected) {
        if (!tempo) continue;
        await addTrack({ variables: { playlistId: id, input: searchSongTrackInput(song, tempo) } });
        added += 1;
      }
      showToast({
        title: 'Songs added',
        message: `${added} ${added === 1 ? 'song was' : 'songs were'} added to “${playlistName ?? 'the playlist'}”.`,
      });
      selection.clear();
      void navigate('/playlists');
    } catch {
      // The songs already saved now show 'In Playlist' (addTrack's answer updated the cache); drop them from the selection.
      selected.slice(0, added).forEach(({ song }) => selection.remove(song.id));
      showToast({
        color: 'red',
        title: 'Error adding songs',
        message:
          added > 0
            ? `${added} of ${selected.length} songs were added. Please try again for the rest.`
            : 'Failed to add the songs to the playlist. Please try again.',
      });
    } finally {
      setSaving(false);
    }
  };
  return { saving, addSelected };
}
