import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../../schema/validation/messages';
import { readApiError } from '../../../graphql/errors';
import { useAddToPlaylistAddTrackMutation } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { searchSongTrackInput, type SearchSong, type SongTempoChoice } from '../SongSearch/searchSong';
import { EditablePlaylistSelect, NoEditablePlaylist } from '../../setlist/EditablePlaylists/EditablePlaylistSelect';
import { useEditablePlaylists } from '../../setlist/EditablePlaylists/useEditablePlaylists';

/** Props of {@link AddToChosenPlaylist}. */
export interface AddToChosenPlaylistProps {
  /** The song to add, or null: then the tempo is saved as a custom track the user names. */
  song: SearchSong | null;
  /** The song's tempo (looked up, tapped, typed or detected); null while none is known yet. */
  tempo: SongTempoChoice | null;
}

interface CustomSong {
  name: string;
  artist: string;
}

/**
 * 'Add to playlist' of Find Song BPM: a picker of the playlists the user may edit and a button that
 * adds the chosen song with its tempo and source (addTrack) — or, with no song chosen, a tapped,
 * typed or detected tempo as a custom track under the name the user gives it;
 * afterwards a link to that playlist.
 */
export function AddToChosenPlaylist({ song, tempo }: AddToChosenPlaylistProps) {
  const { groups, playlists, loading: loadingPlaylists, loaded } = useEditablePlaylists();
  const [addTrack, { loading }] = useAddToPlaylistAddTrackMutation();
  const [playlistId, setPlaylistId] = useState<string | null>(null);
  const [custom, setCustom] = useState<CustomSong>({ name: '', artist: '' });
  const [nameError, setNameError] = useState<string | null>(null);
  const [added, setAdded] = useState<{ playlistId: string; playlistName: string; songName: string } | null>(null);
  const chosenPlaylist = playlists.find((playlist) => playlist.id === playlistId) ?? null;
  const songName = song ? song.name : custom.name.trim();

  const add = async () => {
    if (!tempo || !chosenPlaylist) return;
    if (!songName) {
      setNameError(messages.trackNameRequired);
      return;
    }
    const input = song
      ? searchSongTrackInput(song, tempo)
      : { name: songName, artist: custom.artist, bpm: tempo.bpm, bpmSource: tempo.bpmSource };
    try {
      await addTrack({ variables: { playlistId: chosenPlaylist.id, input } });
      showToast({
        title: 'Song added',
        message: `“${songName}” (${tempo.bpm} BPM) was added to “${chosenPlaylist.name}”.`,
      });
      setAdded({ playlistId: chosenPlaylist.id, playlistName: chosenPlaylist.name, songName });
    } catch (caught) {
      const error = readApiError(caught);
      if (error.fields.name) setNameError(error.fields.name);
      else
        showToast({
          color: 'red',
          title: 'Error adding song',
          message: error.message ?? 'Failed to add the song to the playlist. Please try again.',
        });
    }
  };

  if (loaded && playlists.length === 0) {
    return <NoEditablePlaylist lead="First create a playlist on" />;
  }

  return (
    <Stack gap="sm">
      {!song && (
        <Group align="flex-start" gap="sm" grow>
          <TextInput
            label="Song name"
            description="Saved as a custom track"
            value={custom.name}
            error={nameError}
            onChange={(event) => {
              const name = event.currentTarget.value;
              setCustom((current) => ({ ...current, name }));
              setNameError(null);
              setAdded(null);
            }}
          />
          <TextInput
            label="Artist"
            description="Optional"
            value={custom.artist}
            onChange={(event) => {
              const artist = event.currentTarget.value;
              setCustom((current) => ({ ...current, artist }));
            }}
          />
        </Group>
      )}
      <Group align="flex-end" gap="sm">
        <EditablePlaylistSelect
          groups={groups}
          loading={loadingPlaylists}
          value={playlistId}
          onChange={(value) => {
            setPlaylistId(value);
            setAdded(null);
          }}
          w={260}
        />
        <Button onClick={() => void add()} loading={loading} disabled={!tempo || !chosenPlaylist}>
          Add to playlist
        </Button>
      </Group>
      {!tempo && !song && (
        <Text size="sm" c="dimmed">
          Choose a song above, or tap, type or detect a tempo, to add it to a playlist.
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
