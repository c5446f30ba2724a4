import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import type { TrackList_BreakFragment, TrackList_TrackFragment } from '../../../graphql/generated';
import { BreakRow, SortableBreakRow } from './BreakRow';
import { setLengthLabel } from './setLength';
import { setListItems, type SetListItem } from './setListItems';
import { SortableTrackRow } from './SortableTrackRow';
import { TrackRow } from './TrackRow';

/** Props of {@link TrackList}. */
export interface TrackListProps {
  /** The playlist's tracks, in playlist order. */
  tracks: ReadonlyArray<TrackList_TrackFragment>;
  /** Whether the viewer may change tracks (owner or admin); a read-only viewer's row menu holds only 'Copy to…'. */
  canEdit: boolean;
  /** Asked to remove a track (the caller confirms first). */
  onRemove?: (track: TrackList_TrackFragment) => void;
  /** Asked to change a track's tempo (editors only): opens the tempo dialog. */
  onChangeTempo?: (track: TrackList_TrackFragment) => void;
  /** Asked to edit a track's name, artist and notes (editors only). */
  onEdit?: (track: TrackList_TrackFragment) => void;
  /** Asked to edit a track's rhythm and song map (editors only). */
  onEditSongMap?: (track: TrackList_TrackFragment) => void;
  /** Asked to copy a track into another playlist ('Copy to…'): offered to every reader, not only editors. */
  onCopy?: (track: TrackList_TrackFragment) => void;
  /** Plays a track's click track in place (the menu's normal 'Play'); without it 'Play' links to the generator. */
  onPlay?: (track: TrackList_TrackFragment) => void;
  /** Stops the track playing in place. */
  onStop?: () => void;
  /** The track playing in place, which gets a Stop button. */
  playingTrackId?: string | null;
  /** The playlist they belong to: its play links carry the whole set list to the generator. */
  playlistId?: string;
  /** The new order after a track or break was dragged (editors only): every track and break id, in order. */
  onReorder?: (trackIds: string[]) => void;
  /** The playlist's set breaks ('Set 2'): headings between the songs, each with its set's length. */
  breaks?: ReadonlyArray<TrackList_BreakFragment>;
  /** Asked to add a set break after a track (editors only; the row menu's 'Add set break after'). */
  onAddBreakAfter?: (track: TrackList_TrackFragment) => void;
  /** Asked to rename or remove a set break (editors only). */
  onRenameBreak?: (setBreak: TrackList_BreakFragment) => void;
  onRemoveBreak?: (setBreak: TrackList_BreakFragment) => void;
}

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * A playlist's tracks in order: name, artist, 'N BPM' with where the tempo came from ('estimated'
 * for estimate/fallback), key, rhythm and length when it has them, a play menu ('Play' in place,
 * 'Play in Visualizer' on the home page), a Stop button on the track playing, and for editors a
 * row menu ('Actions for …': Edit, 'Change tempo', 'Song map', 'Add set break after', 'Copy to…',
 * Remove; readers get 'Copy to…' alone) and a
 * handle to drag a track to another place (mouse, touch or keyboard). Set breaks are headings
 * between the songs with their set's length (the first set's length above the list); they move
 * like tracks and are not numbered.
 */
export function TrackList(props: TrackListProps) {
  const { tracks, breaks = [], canEdit, onReorder, onRenameBreak, onRemoveBreak } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (tracks.length === 0 && breaks.length === 0) {
    return <Text c="dimmed">This playlist has no tracks yet.</Text>;
  }

  const { items, firstSet } = setListItems(tracks, breaks);
  const sortable = canEdit && Boolean(onReorder);
  const breakActions = canEdit ? { onRename: onRenameBreak, onRemove: onRemoveBreak } : {};
  const row = (item: SetListItem) => {
    if (item.kind === 'break') {
      const Row = sortable ? SortableBreakRow : BreakRow;
      return <Row key={item.id} setBreak={item.setBreak} songs={item.songs} {...breakActions} />;
    }
    const Row = sortable ? SortableTrackRow : TrackRow;
    return <Row key={item.id} {...props} track={item.track} index={item.index} />;
  };
  const firstSetLength = breaks.length > 0 && firstSet.length > 0 && (
    <Text size="sm" fw={600} className="setlist-first-set">
      {`First set · ${setLengthLabel(firstSet)}`}
    </Text>
  );
  const list = (
    <Stack gap="xs" component="ol" aria-label="Tracks" style={LIST_STYLE}>
      {items.map(row)}
    </Stack>
  );
  if (!sortable || !onReorder) {
    return (
      <>
        {firstSetLength}
        {list}
      </>
    );
  }

  const ids = items.map((item) => item.id);
  const nameOf = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) return 'The track';
    return item.kind === 'track' ? item.track.name : item.setBreak.name;
  };
  const placeOf = (id: string | number | undefined) => `place ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // What a screen reader hears at each step, in the track's name rather than its id.
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) =>
      `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${nameOf(active.id)} would move to ${placeOf(over.id)}.` : `${nameOf(active.id)} is outside the list.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${nameOf(active.id)} moved to ${placeOf(over.id)}.` : `${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <>
      {firstSetLength}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dropped}
        accessibility={{ announcements }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          {list}
        </SortableContext>
      </DndContext>
    </>
  );
}
