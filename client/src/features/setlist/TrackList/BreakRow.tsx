import { Paper, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode, Ref } from 'react';
import type { TrackList_BreakFragment, TrackList_TrackFragment } from '../../../graphql/generated';
import { RowActionsMenu } from './RowActionsMenu';
import { setLengthLabel } from './setLength';
import { useSortableRow } from './useSortableRow';
import './TrackList.css';

/** Props of {@link BreakRow}. */
export interface BreakRowProps {
  setBreak: TrackList_BreakFragment;
  /** The songs of the set this break starts (up to the next break). */
  songs: ReadonlyArray<TrackList_TrackFragment>;
  /** Editors only: the row's menu. */
  onRename?: (setBreak: TrackList_BreakFragment) => void;
  onRemove?: (setBreak: TrackList_BreakFragment) => void;
  handle?: ReactNode;
  rowRef?: Ref<HTMLLIElement>;
  rowStyle?: CSSProperties;
}

/**
 * A set break ('Set 2'): a full-width heading between the songs with the length of the set it
 * starts, and for editors a drag handle and a menu (Rename, Remove). It has no number and no Play:
 * it is not a song. Printed, it is a big heading with the set's length.
 */
export function BreakRow({ setBreak, songs, onRename, onRemove, handle, rowRef, rowStyle }: BreakRowProps) {
  return (
    <Paper
      ref={rowRef}
      component="li"
      radius="md"
      className="setlist-row setlist-break"
      style={rowStyle}
      aria-label={`Set break: ${setBreak.name}`}
    >
      {handle && (
        <div className="setlist-lead">
          <div className="setlist-handle">{handle}</div>
        </div>
      )}
      <div className="setlist-main">
        <Title order={2} className="setlist-break-title">
          {setBreak.name}
        </Title>
        <Text size="sm" className="setlist-break-length">
          {songs.length > 0 ? setLengthLabel(songs) : 'No songs after it yet'}
        </Text>
      </div>
      {(onRename || onRemove) && (
        <div className="setlist-actions">
          <RowActionsMenu
            label={`Actions for set break ${setBreak.name}`}
            hint="Rename, remove"
            actions={[
              onRename && { text: 'Rename', name: `Rename set break ${setBreak.name}`, run: () => onRename(setBreak) },
              onRemove && {
                text: 'Remove',
                name: `Remove set break ${setBreak.name}`,
                run: () => onRemove(setBreak),
                danger: true,
              },
            ]}
          />
        </div>
      )}
    </Paper>
  );
}

/** A break row that can be dragged by its handle, like a track. */
export function SortableBreakRow(props: Omit<BreakRowProps, 'handle' | 'rowRef' | 'rowStyle'>) {
  return <BreakRow {...props} {...useSortableRow(props.setBreak.id, props.setBreak.name)} />;
}
