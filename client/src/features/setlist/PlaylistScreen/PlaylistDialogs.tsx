import { CopyTrackDialog } from '../CopyTrackDialog/CopyTrackDialog';
import { SetBreakDialog } from '../SetBreakDialog/SetBreakDialog';
import { SongMapDialog } from '../SongMapDialog/SongMapDialog';
import { TrackDetailsDialog } from '../TrackDetailsDialog/TrackDetailsDialog';
import { TrackTempoDialog } from '../TrackTempoDialog/TrackTempoDialog';
import type { PlaylistScreenState } from './usePlaylistScreen';

/** Props of {@link PlaylistDialogs}. */
export interface PlaylistDialogsProps {
  playlistId: string;
  /** The editors' dialogs are there only while the viewer may change the playlist. */
  canEdit: boolean;
  /** 'Copy to…' needs the server (online, not the saved copy). */
  canCopy: boolean;
  dialogs: PlaylistScreenState['dialogs'];
}

/** The playlist screen's dialogs about one track or set break. */
export function PlaylistDialogs({ playlistId, canEdit, canCopy, dialogs }: PlaylistDialogsProps) {
  const { tempo, edit, setBreak, songMap, copy } = dialogs;
  return (
    <>
      {canEdit && <TrackTempoDialog opened={tempo.opened} track={tempo.item} onClose={tempo.close} />}
      {canEdit && (
        <TrackDetailsDialog opened={edit.opened} track={edit.item} onClose={edit.close} playlistId={playlistId} />
      )}
      {canEdit && (
        <SetBreakDialog
          opened={setBreak.opened}
          task={setBreak.item}
          onClose={setBreak.close}
          playlistId={playlistId}
        />
      )}
      {canEdit && <SongMapDialog opened={songMap.opened} track={songMap.item} onClose={songMap.close} />}
      {canCopy && (
        <CopyTrackDialog opened={copy.opened} track={copy.item} onClose={copy.close} fromPlaylistId={playlistId} />
      )}
    </>
  );
}
