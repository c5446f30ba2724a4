import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Tooltip } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';

/** What a sortable row needs: its drag handle, its element's ref and its moving style. */
export interface SortableRowParts {
  handle: ReactNode;
  rowRef: Ref<HTMLLIElement>;
  rowStyle: CSSProperties;
}

/**
 * A set-list row that can be dragged by its handle ('Move {label}'): with a mouse or a finger, or
 * with the keyboard (focus the handle, Space to lift, arrow keys to move, Space to drop, Escape to
 * cancel — the WAI-ARIA sortable pattern of @dnd-kit, which announces each step to screen readers).
 */
export function useSortableRow(id: string, label: string): SortableRowParts {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <Tooltip label="Drag to reorder">
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        aria-label={`Move ${label}`}
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden>⠿</span>
      </ActionIcon>
    </Tooltip>
  );
  return {
    handle,
    rowRef: setNodeRef,
    rowStyle: {
      transform: CSS.Transform.toString(transform),
      transition,
      position: 'relative',
      zIndex: isDragging ? 1 : undefined,
      opacity: isDragging ? 0.85 : 1,
    },
  };
}
