import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Tooltip } from '@mantine/core';
import { TrackRow, type TrackRowProps } from './TrackRow';

/**
 * A track row that can be dragged by its handle: with a mouse or a finger, or with the keyboard
 * (focus the handle, Space to lift, arrow keys to move, Space to drop, Escape to cancel — the
 * WAI-ARIA sortable pattern of @dnd-kit, which announces each step to screen readers).
 */
export function SortableTrackRow(props: Omit<TrackRowProps, 'handle' | 'rowRef' | 'rowStyle'>) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: props.track.id });
  const handle = (
    <Tooltip label="Drag to reorder">
      <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" size="sm" aria-label={`Move ${props.track.name}`} style={{ cursor: 'grab', touchAction: 'none' }} {...attributes} {...listeners}>
        <span aria-hidden>⠿</span>
      </ActionIcon>
    </Tooltip>
  );
  return (
    <TrackRow
      {...props}
      handle={handle}
      rowRef={setNodeRef}
      rowStyle={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined, opacity: isDragging ? 0.85 : 1 }}
    />
  );
}
