import {
  CopyTrackDialog,
  SetBreakDialog,
  SongMapDialog,
  TrackDetailsDialog,
  TrackTempoDialog,
  WhileOpened,
} from './lazyDialogs';
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

/** The playlist screen's dialogs about one track or set break, each loaded and mounted while open. */
export function PlaylistDialogs({ playlistId, canEdit, canCopy, dialogs }: PlaylistDialogsProps) {
  const { tempo, edit, setBreak, songMap, copy } = dialogs;
  return (
    <>
      <WhileOpened opened={canEdit && tempo.opened}>
        <TrackTempoDialog opened track={tempo.item} onClose={tempo.close} />
      </WhileOpened>
      <WhileOpened opened={canEdit && edit.opened}>
        <TrackDetailsDialog opened track={edit.item} onClose={edit.close} playlistId={playlistId} />
      </WhileOpened>
      <WhileOpened opened={canEdit && setBreak.opened}>
        <SetBreakDialog opened task={setBreak.item} onClose={setBreak.close} playlistId={playlistId} />
      </WhileOpened>
      <WhileOpened opened={canEdit && songMap.opened}>
        <SongMapDialog opened track={songMap.item} onClose={songMap.close} />
      </WhileOpened>
      <WhileOpened opened={canCopy && copy.opened}>
        <CopyTrackDialog opened track={copy.item} onClose={copy.close} fromPlaylistId={playlistId} />
      </WhileOpened>
    </>
  );
}
