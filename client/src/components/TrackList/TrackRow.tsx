import { Badge, Button, Group, Menu, Paper, Text } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import { AlbumArt } from '../SongSearch/AlbumArt';
import { trackRhythmSummary } from '../BarPatternFields/patternText';
import { rhythmOf } from '../Generator/savedSettings';
import { BpmSourceBadge } from '../TempoEditor/BpmSourceBadge';
import { playTrackPath } from './playTrackPath';
import type { TrackListProps } from './TrackList';

/** Props of {@link TrackRow}: one track of a {@link TrackList}, at `index`. */
export interface TrackRowProps extends Omit<TrackListProps, 'tracks' | 'onReorder'> {
  track: TrackList_TrackFragment;
  index: number;
  /** A drag handle before the number (editors, when the list can be reordered). */
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  rowStyle?: CSSProperties;
}

/** One track: number, album art, name, artist, notes, tempo and source, its rhythm, the play menu, and the editors' buttons. */
export function TrackRow({ track, index, canEdit, onRemove, onChangeTempo, onEdit, onEditSongMap, onPlay, onStop, playingTrackId = null, playlistId, handle, rowRef, rowStyle }: TrackRowProps) {
  return (
    <Paper ref={rowRef} component="li" withBorder p="sm" radius="md" style={rowStyle}>
        {/* On a phone the tempo and the buttons do not fit beside the name: they wrap to a row of their own. */}
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
            {handle}
            <Text c="dimmed" w={24} ta="right" aria-hidden>
              {index + 1}
            </Text>
            <AlbumArt url={track.albumArt ?? null} size={40} />
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
            {track.rhythm && <Badge variant="outline">{trackRhythmSummary(rhythmOf(track.rhythm))}</Badge>}
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
            {canEdit && onEditSongMap && (
              <Button size="xs" variant="subtle" aria-label={`Song map of ${track.name}`} onClick={() => onEditSongMap(track)}>
                Song map
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
  );
}
