import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  useFeaturedPlaylistsQuery,
  usePlaylistPageQuery,
  usePlaylistsPageQuery,
  usePlaylistsPageSharedQuery,
  type TrackList_TrackFragment,
} from '../../graphql/generated';
import type { SetListPosition } from '../../features/generator/clickTrackUrl';
import { showToast } from '../../toast';
import { isEstimatedBpmSource } from '../TempoEditor/BpmSourceBadge';
import { orderedTracks } from '../../graphql/orderedTracks';

/** The track picker's maximum height (SPEC.md §9). */
export const TRACK_PICKER_MAX_HEIGHT_PX = 300;

/** Props of {@link PlaylistTrackPanel}. */
export interface PlaylistTrackPanelProps {
  /** Loads a track of a playlist into the generator (and stops what plays). */
  onLoadTrack: (track: TrackList_TrackFragment, playlistId: string) => void;
  /** 'Next Song': the generator's Next, which moves the set list (and so `selection`). */
  onNext: () => void;
  /** The generator's set list position: shown selected, and followed when Next moves it. */
  selection?: SetListPosition | null;
}

/**
 * 'Load Playlist and Song' (SPEC.md §2 visualizer): pick one of the user's playlists, one shared
 * with them or a featured (system) playlist, then a track, which loads its tempo. 'Next Song' is
 * the generator's Next: it stops playback, loads the following track and wraps to the first after
 * the last (SPEC.md §4). While the user owns no playlist it also points to /playlists.
 */
export function PlaylistTrackPanel({ onLoadTrack, onNext, selection = null }: PlaylistTrackPanelProps) {
  const own = usePlaylistsPageQuery({ fetchPolicy: 'cache-and-network' });
  const shared = usePlaylistsPageSharedQuery({ fetchPolicy: 'cache-and-network' });
  const featured = useFeaturedPlaylistsQuery({ fetchPolicy: 'cache-and-network' });
  const [playlistId, setPlaylistId] = useState<string | null>(selection?.playlistId ?? null);
  const [trackId, setTrackId] = useState<string | null>(selection?.trackId ?? null);

  useEffect(() => {
    if (!selection) return;
    setPlaylistId(selection.playlistId);
    setTrackId(selection.trackId);
  }, [selection]);
  const playlist = usePlaylistPageQuery({ variables: { id: playlistId ?? '' }, skip: playlistId === null });

  const ownPlaylists = own.data?.myPlaylists ?? [];
  const sharedPlaylists = shared.data?.playlistsSharedWithMe ?? [];
  const featuredPlaylists = featured.data?.featuredPlaylists ?? [];
  const tracks = orderedTracks(playlist.data?.playlist?.tracks);
  const listsLoading = (own.loading && !own.data) || (shared.loading && !shared.data);

  const selectPlaylist = (id: string | null) => {
    if (id === null || id === playlistId) return;
    const name =
      [...ownPlaylists, ...sharedPlaylists, ...featuredPlaylists].find((candidate) => candidate.id === id)?.name ?? '';
    setPlaylistId(id);
    setTrackId(null);
    showToast({ title: 'Playlist selected', message: name });
  };

  const selectTrack = (track: TrackList_TrackFragment) => {
    setTrackId(track.id);
    if (playlistId !== null) onLoadTrack(track, playlistId);
    showToast({ title: 'Track selected', message: `${track.name} (${track.bpm} BPM)` });
  };

  const nextTrack = () => {
    if (playlistId === null) {
      showToast({ color: 'red', title: 'No playlist selected', message: 'Please select a playlist and track first' });
      return;
    }
    if (playlist.data?.playlist && tracks.length === 0) {
      showToast({ color: 'red', title: 'Empty playlist', message: 'This playlist has no tracks.' });
      return;
    }
    if (!tracks.some((track) => track.id === trackId)) {
      showToast({ color: 'red', title: 'No playlist selected', message: 'Please select a playlist and track first' });
      return;
    }
    onNext();
  };

  // Shown whenever the user owns no playlist, even when shared or featured ones can be picked.
  const createFirst = (
    <Anchor component={Link} to="/playlists">
      First create a playlist
    </Anchor>
  );
  let body;
  if (listsLoading) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading playlists...</Text>
      </Group>
    );
  } else if (ownPlaylists.length === 0 && sharedPlaylists.length === 0 && featuredPlaylists.length === 0) {
    body = createFirst;
  } else {
    const data = [
      ...(ownPlaylists.length > 0
        ? [{ group: 'My Playlists', items: ownPlaylists.map((p) => ({ value: p.id, label: p.name })) }]
        : []),
      ...(sharedPlaylists.length > 0
        ? [{ group: 'Shared With Me', items: sharedPlaylists.map((p) => ({ value: p.id, label: p.name })) }]
        : []),
      ...(featuredPlaylists.length > 0
        ? [{ group: 'Featured', items: featuredPlaylists.map((p) => ({ value: p.id, label: p.name })) }]
        : []),
    ];
    body = (
      <Stack gap="sm">
        {ownPlaylists.length === 0 && createFirst}
        <Select
          label="Playlist"
          placeholder="Choose a playlist"
          data={data}
          value={playlistId}
          onChange={selectPlaylist}
          allowDeselect={false}
        />
        {playlistId !== null && (
          <div>
            <Text size="sm" fw={500} id="visualizer-track-picker-label" mb={4}>
              Track
            </Text>
            {playlist.loading && !playlist.data ? (
              <Group gap="sm" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">Loading tracks...</Text>
              </Group>
            ) : tracks.length === 0 ? (
              <Text size="sm" c="dimmed">
                This playlist has no tracks yet.
              </Text>
            ) : (
              <ScrollArea.Autosize mah={TRACK_PICKER_MAX_HEIGHT_PX} type="auto">
                <Stack
                  component="ul"
                  gap={4}
                  aria-labelledby="visualizer-track-picker-label"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
                  {tracks.map((track) => {
                    const selected = track.id === trackId;
                    const tempo = `${track.bpm} BPM${isEstimatedBpmSource(track.bpmSource) ? ' (estimated)' : ''}`;
                    return (
                      <li key={track.id}>
                        <UnstyledButton
                          aria-pressed={selected}
                          aria-label={`${track.name} by ${track.artist}, ${tempo}`}
                          onClick={() => selectTrack(track)}
                          w="100%"
                          p="xs"
                          style={{
                            borderRadius: 'var(--mantine-radius-sm)',
                            background: selected ? 'var(--mantine-color-blue-light)' : undefined,
                          }}
                        >
                          <Group justify="space-between" wrap="nowrap" gap="xs">
                            <Text size="sm" fw={selected ? 700 : 500} truncate="end">
                              {track.name}
                              <Text span size="sm" c="dimmed">
                                {` — ${track.artist}`}
                              </Text>
                            </Text>
                            <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                              {tempo}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </div>
        )}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Load Playlist and Song
        </Title>
        {body}
        <Group>
          <Button variant="light" onClick={nextTrack}>
            Next Song
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
