import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAddToPlaylistAddTrackMutation, usePlaylistsPageQuery } from '../../graphql/generated';
import { showToast } from '../../toast';
import type { SearchSong, SongTempoChoice } from '../SongSearch/searchSong';

/** Props of {@link AddToChosenPlaylist}. */
export interface AddToChosenPlaylistProps {
  /** The song to add, or null while none is chosen. */
  song: SearchSong | null;
  /** The song's tempo; null while it is being looked up. */
  tempo: SongTempoChoice | null;
}

/**
 * 'Add to playlist' of Find Song BPM: a picker of the user's own playlists and a button that adds
 * the chosen song with its tempo and source (addTrack); afterwards a link to that playlist.
 */
export function AddToChosenPlaylist({ song, tempo }: AddToChosenPlaylistProps) {
  const { data, loading: loadingPlaylists } = usePlaylistsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [addTrack, { loading }] = useAddToPlaylistAddTrackMutation();
  const [playlistId, setPlaylistId] = useState<string | null>(null);
  const [added, setAdded] = useState<{ playlistId: string; playlistName: string; songName: string } | null>(null);
  const playlists = data?.myPlaylists ?? [];
  const chosenPlaylist = playlists.find((playlist) => playlist.id === playlistId) ?? null;

  const add = async () => {
    if (!song || !tempo || !chosenPlaylist) return;
    const input = { name: song.name, artist: song.artist, bpm: tempo.bpm, bpmSource: tempo.bpmSource, id: song.id, albumArt: song.albumArt };
    try {
      await addTrack({ variables: { playlistId: chosenPlaylist.id, input } });
      showToast({ title: 'Song added', message: `“${song.name}” (${tempo.bpm} BPM) was added to “${chosenPlaylist.name}”.` });
      setAdded({ playlistId: chosenPlaylist.id, playlistName: chosenPlaylist.name, songName: song.name });
    } catch {
      showToast({ color: 'red', title: 'Error adding song', message: 'Failed to add the song to the playlist. Please try again.' });
    }
  };

  if (!loadingPlaylists && data && playlists.length === 0) {
    return (
      <Text size="sm">
        First create a playlist on{' '}
        <Anchor component={Link} to="/playlists" underline="always">
          your playlists
        </Anchor>
        .
      </Text>
    );
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <Select
          label="Playlist"
          placeholder={loadingPlaylists && !data ? 'Loading playlists...' : 'Choose a playlist'}
          data={playlists.map((playlist) => ({ value: playlist.id, label: playlist.name }))}
          value={playlistId}
          onChange={(value) => {
            setPlaylistId(value);
            setAdded(null);
          }}
          allowDeselect={false}
          w={260}
        />
        <Button onClick={() => void add()} loading={loading} disabled={!song || !tempo || !chosenPlaylist}>
          Add to playlist
        </Button>
      </Group>
      {!song && (
        <Text size="sm" c="dimmed">
          Choose a song above to add it to a playlist.
        </Text>
      )}
      {added && (
        <Alert color="green" title="Song added">
          “{added.songName}” is now in{' '}
          <Anchor component={Link} to={`/playlist/${added.playlistId}`} underline="always">
            {added.playlistName}
          </Anchor>
          .
        </Alert>
      )}
    </Stack>
  );
}
