import { Badge, Button, Menu, Paper, Text } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { DEFAULT_TIME_SIGNATURE } from '../../../../../schema/rhythm';
import { formatSongLength } from '../../../../../schema/songLength';
import type { TrackList_TrackFragment } from '../../../graphql/generated';
import { AlbumArt } from '../../songs/SongSearch/AlbumArt';
import { trackRhythmSummary } from '../../generator/BarPatternFields/patternText';
import { rhythmOf } from '../../generator/savedSettings';
import { BpmSourceBadge } from '../../../components/TempoEditor/BpmSourceBadge';
import { playTrackPath } from './playTrackPath';
import { RowActionsMenu } from './RowActionsMenu';
import type { TrackListProps } from './TrackList';
import './TrackList.css';

/** Props of {@link TrackRow}: one track of a {@link TrackList}, at `index`. */
export interface TrackRowProps extends Omit<
  TrackListProps,
  'tracks' | 'onReorder' | 'breaks' | 'onRenameBreak' | 'onRemoveBreak'
> {
  track: TrackList_TrackFragment;
  index: number;
  /** A drag handle before the number (editors, when the list can be reordered). */
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  rowStyle?: CSSProperties;
}

type RowMenuProps = Pick<
  TrackRowProps,
  'track' | 'onRemove' | 'onChangeTempo' | 'onEdit' | 'onEditSongMap' | 'onAddBreakAfter' | 'onCopy'
>;

/** The actions on one track, in the row's menu: Edit first, Remove last; a reader's holds only 'Copy to…'. */
function RowMenu({ track, onRemove, onChangeTempo, onEdit, onEditSongMap, onAddBreakAfter, onCopy }: RowMenuProps) {
  const { name } = track;
  return (
    <RowActionsMenu
      label={`Actions for ${name}`}
      hint={onEdit || onRemove ? 'Edit, tempo, song map, copy, remove' : 'Copy to another playlist'}
      actions={[
        onEdit && { text: 'Edit', name: `Edit ${name}`, run: () => onEdit(track) },
        onChangeTempo && { text: 'Change tempo', name: `Change tempo of ${name}`, run: () => onChangeTempo(track) },
        onEditSongMap && { text: 'Song map', name: `Song map of ${name}`, run: () => onEditSongMap(track) },
        onAddBreakAfter && {
          text: 'Add set break after',
          name: `Add set break after ${name}`,
          run: () => onAddBreakAfter(track),
        },
        onCopy && { text: 'Copy to…', name: `Copy ${name} to another playlist`, run: () => onCopy(track) },
        onRemove && { text: 'Remove', name: `Remove ${name}`, run: () => onRemove(track), danger: true },
      ]}
    />
  );
}

/**
 * One track: number, album art, the whole name (it wraps, never cut), artist, tempo and source,
 * key, meter or rhythm, length, notes; the play menu and Stop stay in the row, the editors'
 * actions are in the row's menu. On a phone and on paper the row is compact (TrackList.css).
 */
export function TrackRow({
  track,
  index,
  canEdit,
  onRemove,
  onChangeTempo,
  onEdit,
  onEditSongMap,
  onAddBreakAfter,
  onCopy,
  onPlay,
  onStop,
  playingTrackId = null,
  playlistId,
  handle,
  rowRef,
  rowStyle,
}: TrackRowProps) {
  // A reader's menu offers only what leaves this playlist as it is.
  const editing = canEdit ? { onRemove, onChangeTempo, onEdit, onEditSongMap, onAddBreakAfter } : {};
  const hasMenu = Boolean(onCopy) || Object.values(editing).some(Boolean);
  return (
    <Paper ref={rowRef} component="li" withBorder radius="md" className="setlist-row" style={rowStyle}>
      <div className="setlist-lead">
        {handle && <div className="setlist-handle">{handle}</div>}
        <Text c="dimmed" ta="right" className="setlist-number" aria-hidden>
          {index + 1}
        </Text>
      </div>
      <div className="setlist-art">
        <AlbumArt url={track.albumArt ?? null} size={40} />
      </div>
      <div className="setlist-main">
        <Text fw={600} className="setlist-title">
          {track.name}
        </Text>
        <div className="setlist-meta">
          <Text span size="sm" c="dimmed" className="setlist-artist">
            {track.artist}
          </Text>
          <Badge variant="light" className="setlist-tempo">{`${track.bpm} BPM`}</Badge>
          <span className="setlist-source">
            <BpmSourceBadge source={track.bpmSource} />
          </span>
          {track.key && (
            <Badge variant="outline" color="grape" tt="none" className="setlist-key" aria-label={`Key ${track.key}`}>
              {track.key}
            </Badge>
          )}
          {track.rhythm ? (
            <Badge variant="outline" tt="none" className="setlist-meter">
              {trackRhythmSummary(rhythmOf(track.rhythm))}
            </Badge>
          ) : (
            <span className="setlist-print-only setlist-meter">{DEFAULT_TIME_SIGNATURE}</span>
          )}
          {typeof track.lengthSeconds === 'number' && (
            <Text
              span
              size="sm"
              className="setlist-length"
              aria-label={`Length ${formatSongLength(track.lengthSeconds)}`}
            >
              {formatSongLength(track.lengthSeconds)}
            </Text>
          )}
        </div>
        {track.notes && (
          <Text size="sm" fs="italic" className="setlist-notes">
            {track.notes}
          </Text>
        )}
      </div>
      <div className="setlist-actions">
        {/* No initial-focus placeholder: a menu may only own items (axe: aria-required-children). */}
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button size="xs" variant="outline" className="setlist-target" aria-label={`Play ${track.name}`}>
              Play
            </Button>
          </Menu.Target>
          <Menu.Dropdown className="setlist-menu">
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
            <Menu.Item component="a" href={`/api/tracks/${encodeURIComponent(track.id)}/tempo-map.mid`} download>
              Export MIDI tempo map
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
        {playingTrackId === track.id && onStop && (
          <Button size="xs" color="red" className="setlist-target" aria-label={`Stop ${track.name}`} onClick={onStop}>
            Stop
          </Button>
        )}
        {hasMenu && <RowMenu track={track} onCopy={onCopy} {...editing} />}
      </div>
    </Paper>
  );
}
