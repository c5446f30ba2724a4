import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack, Text } from '@mantine/core';
import type { TrackList_TrackFragment } from '../../graphql/generated';
import { SortableTrackRow } from './SortableTrackRow';
import { TrackRow } from './TrackRow';
import { orderedTracks } from '../../graphql/orderedTracks';

/** Props of {@link TrackList}. */
export interface TrackListProps {
  /** The playlist's tracks, in playlist order. */
  tracks: ReadonlyArray<TrackList_TrackFragment>;
  /** Whether the viewer may change tracks (owner or admin); read-only viewers get no row menu. */
  canEdit: boolean;
  /** Asked to remove a track (the caller confirms first). */
  onRemove?: (track: TrackList_TrackFragment) => void;
  /** Asked to change a track's tempo (editors only): opens the tempo dialog. */
  onChangeTempo?: (track: TrackList_TrackFragment) => void;
  /** Asked to edit a track's name, artist and notes (editors only). */
  onEdit?: (track: TrackList_TrackFragment) => void;
  /** Asked to edit a track's rhythm and song map (editors only). */
  onEditSongMap?: (track: TrackList_TrackFragment) => void;
  /** Plays a track's click track in place (the menu's normal 'Play'); without it 'Play' links to the generator. */
  onPlay?: (track: TrackList_TrackFragment) => void;
  /** Stops the track playing in place. */
  onStop?: () => void;
  /** The track playing in place, which gets a Stop button. */
  playingTrackId?: string | null;
  /** The playlist they belong to: its play links carry the whole set list to the generator. */
  playlistId?: string;
  /** The new order after a track was dragged (editors only): every track id, in order. */
  onReorder?: (trackIds: string[]) => void;
}

const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;

/**
 * A playlist's tracks in order: name, artist, 'N BPM' with where the tempo came from ('estimated'
 * for estimate/fallback), key, rhythm and length when it has them, a play menu ('Play' in place,
 * 'Play in Visualizer' on the home page), a Stop button on the track playing, and for editors a
 * row menu ('Actions for …': Edit, 'Change tempo', 'Song map', Remove) and a handle to drag a
 * track to another place (mouse, touch or keyboard).
 */
export function TrackList(props: TrackListProps) {
  const { tracks, canEdit, onReorder } = props;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  if (tracks.length === 0) {
    return <Text c="dimmed">This playlist has no tracks yet.</Text>;
  }

  const ordered = orderedTracks(tracks);
  if (!canEdit || !onReorder) {
    return (
      <Stack gap="xs" component="ol" aria-label="Tracks" style={LIST_STYLE}>
        {ordered.map((track, index) => (
          <TrackRow key={track.id} {...props} track={track} index={index} />
        ))}
      </Stack>
    );
  }

  const ids = ordered.map((track) => track.id);
  const nameOf = (id: string | number) => ordered.find((track) => track.id === id)?.name ?? 'The track';
  const placeOf = (id: string | number | undefined) => `place ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  // What a screen reader hears at each step, in the track's name rather than its id.
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up ${nameOf(active.id)}, at ${placeOf(active.id)}.`,
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
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ol" aria-label="Tracks" style={LIST_STYLE}>
          {ordered.map((track, index) => (
            <SortableTrackRow key={track.id} {...props} track={track} index={index} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
