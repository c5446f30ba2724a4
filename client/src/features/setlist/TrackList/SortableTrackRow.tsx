import { TrackRow, type TrackRowProps } from './TrackRow';
import { useSortableRow } from './useSortableRow';

/** A track row that can be dragged by its handle (see {@link useSortableRow}). */
export function SortableTrackRow(props: Omit<TrackRowProps, 'handle' | 'rowRef' | 'rowStyle'>) {
  return <TrackRow {...props} {...useSortableRow(props.track.id, props.track.name)} />;
}
