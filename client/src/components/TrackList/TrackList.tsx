import { Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import { BpmSourceBadge } from '../TempoEditor/BpmSourceBadge';
import { playTrackPath } from './playTrackPath';

/** Props of {@link TrackList}. */
export interface TrackListProps {
  /** The playlist's tracks, in playlist order. */
  tracks: ReadonlyArray<TrackList_TrackFragment>;
  /** Whether the viewer may remove tracks (owner or admin); read-only viewers get no Remove buttons. */
  canEdit: boolean;
  /** Asked to remove a track (the caller confirms first). */
  onRemove?: (track: TrackList_TrackFragment) => void;
  /** Asked to change a track's tempo (editors only): opens the tempo dialog. */
  onChangeTempo?: (track: TrackList_TrackFragment) => void;
  /** Asked to edit a track's name, artist and notes (editors only). */
  onEdit?: (track: TrackList_TrackFragment) => void;
  /** Plays a track's click track in place (the menu's normal 'Play'); without it 'Play' links to the generator. */
  onPlay?: (track: TrackList_TrackFragment) => void;
  /** Stops the track playing in place. */
  onStop?: () => void;
  /** The track playing in place, which gets a Stop button. */
  playingTrackId?: string | null;
  /** The playlist they belong to: its play links carry the whole set list to the generator. */
  playlistId?: string;
}

/**
 * A playlist's tracks in order: name, artist, 'N BPM' with where the tempo came from ('estimated'
 * for estimate/fallback), a play menu ('Play' in place, 'Play in Visualizer' on the home page), a
 * Stop button on the track playing, and for editors 'Change tempo' and Remove buttons.
 */
export function TrackList({ tracks, canEdit, onRemove, onChangeTempo, onEdit, onPlay, onStop, playingTrackId = null, playlistId }: TrackListProps) {
  if (tracks.length === 0) {
    return <Text c="dimmed">This playlist has no tracks yet.</Text>;
  }

  const ordered = [...tracks].sort((a, b) => a.position - b.position);
  return (
    <Stack gap="xs" component="ol" aria-label="Tracks" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ordered.map((track, index) => (
        <Paper key={track.id} component="li" withBorder p="sm" radius="md">
          {/* On a phone the tempo and the buttons do not fit beside the name: they wrap to a row of their own. */}
          <Group justify="space-between" gap="sm">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Text c="dimmed" w={24} ta="right" aria-hidden>
                {index + 1}
              </Text>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {track.name}
                </Text>
                <Text size="sm" c="dimmed" truncate="end">
                  {track.artist}
                </Text>
                {track.notes && (
                  <Text size="sm" fs="italic" style={{ whiteSpace: 'pre-line' }}>
                    {track.notes}
                  </Text>
                )}
              </div>
            </Group>
            <Group gap="xs" justify="flex-end" style={{ marginLeft: 'auto' }}>
              <Badge variant="light">{`${track.bpm} BPM`}</Badge>
              <BpmSourceBadge source={track.bpmSource} />
              {/* No initial-focus placeholder: a menu may only own items (axe: aria-required-children). */}
              <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
                <Menu.Target>
                  <Button size="xs" variant="outline" aria-label={`Play ${track.name}`}>
                    Play
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {onPlay ? (
                    <Menu.Item onClick={() => onPlay(track)}>Play</Menu.Item>
                  ) : (
                    <Menu.Item component={Link} to={playTrackPath(track, false, playlistId)}>
                      Play
                    </Menu.Item>
                  )}
                  <Menu.Item component={Link} to={playTrackPath(track, true, playlistId)}>
                    Play in Visualizer
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
              {playingTrackId === track.id && onStop && (
                <Button size="xs" color="red" aria-label={`Stop ${track.name}`} onClick={onStop}>
                  Stop
                </Button>
              )}
              {canEdit && onChangeTempo && (
                <Button size="xs" variant="subtle" aria-label={`Change tempo of ${track.name}`} onClick={() => onChangeTempo(track)}>
                  Change tempo
                </Button>
              )}
              {canEdit && onEdit && (
                <Button size="xs" variant="subtle" aria-label={`Edit ${track.name}`} onClick={() => onEdit(track)}>
                  Edit
                </Button>
              )}
              {canEdit && onRemove && (
                <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${track.name}`} onClick={() => onRemove(track)}>
                  Remove
                </Button>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
