import { Alert, Anchor, Button, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { usePlaylistPageQuery } from '../../../graphql/generated';
import { CustomTrackDialog } from '../CustomTrackDialog/CustomTrackDialog';
import { SongSearch } from '../SongSearch/SongSearch';
import { HowToPanel } from '../SongSelection/HowToPanel';
import { SelectedSongList } from '../SongSelection/SelectedSongList';
import { isLookingUp, playlistSongsOf } from '../SongSelection/songSelection';
import { useSongSelection } from '../SongSelection/useSongSelection';
import { useAddSelectedSongs } from './useAddSelectedSongs';
import '../../../styles/screens/addToPlaylist';

function addButtonLabel(count: number): string {
  return count === 1 ? 'Add 1 song to playlist' : `Add ${count} songs to playlist`;
}

/**
 * /add-to-playlist/{id} (SPEC.md): search songs, select several (each 'Processing'
 * while its tempo is looked up, 'In Playlist' when it is there already), fix their tempos, and
 * add them all; then the selection clears and /playlists opens. Also the How To panel, the custom
 * track dialog and the 'Find Song BPM' link.
 */
export function AddSongsScreen({ id }: { id: string }) {
  const { data, loading, error } = usePlaylistPageQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const playlist = data?.playlist;
  const playlistSongs = useMemo(() => playlistSongsOf(playlist?.tracks ?? []), [playlist?.tracks]);
  const selection = useSongSelection(playlistSongs);
  const { saving, addSelected } = useAddSelectedSongs(id, playlist?.name, selection);
  const [customOpen, setCustomOpen] = useState(false);
  const selected = selection.state.songs;

  const links = (
    <Group gap="md">
      <Anchor component={Link} to={`/playlist/${id}`}>
        Back to Playlist
      </Anchor>
      <Anchor component={Link} to="/add-to-playlist">
        Find Song BPM
      </Anchor>
    </Group>
  );

  if (!playlist) {
    return (
      <Container size="lg" py="xl">
        <Stack>
          <Title order={1}>Add Songs to Playlist</Title>
          {loading ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>Loading playlist...</Text>
            </Group>
          ) : (
            error && (
              <Alert color="red" title="Playlist Not Found" role="alert">
                This playlist doesn&apos;t exist or you don&apos;t have access to it.
              </Alert>
            )
          )}
          {links}
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Add Songs to {playlist.name}</Title>
          {links}
        </Stack>
        {!playlist.canEdit ? (
          <Alert color="yellow" title="Read-only playlist">
            Only the playlist&apos;s owner can add songs to it.
          </Alert>
        ) : (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <SongSearch statusOf={selection.statusOf} onPick={selection.pick} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <Title order={2} size="h3">
                  Selected Songs
                </Title>
                <SelectedSongList
                  songs={selected}
                  onTempoChange={selection.changeTempo}
                  onRemove={selection.remove}
                  disabled={saving}
                />
                <Button
                  onClick={() => void addSelected()}
                  loading={saving}
                  disabled={selected.length === 0 || isLookingUp(selection.state)}
                >
                  {addButtonLabel(selected.length)}
                </Button>
                <Button variant="light" onClick={() => setCustomOpen(true)}>
                  Add Custom Track
                </Button>
                <HowToPanel />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
      <CustomTrackDialog opened={customOpen} onClose={() => setCustomOpen(false)} playlistId={playlist.id} />
    </Container>
  );
}
