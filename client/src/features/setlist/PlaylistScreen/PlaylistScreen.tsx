import { Button, Container, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useRevealedInSlices } from '../../../hooks/useRevealedInSlices';
import { SavedCopyBanner } from '../../../offline/SavedCopyBanner';
import { PlaylistActions } from '../PlaylistActions/PlaylistActions';
import { SharedWithList } from '../SharedWithList/SharedWithList';
import { TrackList } from '../TrackList/TrackList';
import { PlaylistDialogs } from './PlaylistDialogs';
import { PlaylistHeader } from './PlaylistHeader';
import { PlaylistUnavailable } from './PlaylistUnavailable';
import { usePlaylistScreen } from './usePlaylistScreen';
import '../../../styles/screens/playlist';

export { NOT_FOUND_REDIRECT_MS } from './usePlaylistScreen';

/** Below this width the page's buttons fold into a menu and the rows get compact (TrackList.css agrees). */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * /playlist/{id} (SPEC.md): the playlist's details and tracks with play menus. Its owner or an
 * admin (canEdit) also gets Share, 'Share with Demo User', Add Tracks, Remove and the 'Shared
 * with' list; anyone it is shared with sees it read-only. Not found: a toast, the 'Playlist Not
 * Found' panel, and /playlists after 2 s. Every reader may duplicate it into their own playlists,
 * copy one of its songs into a playlist they may edit, and export it as CSV; editors also edit a
 * track's name, artist and notes. Offline: the copy saved when the user last opened it,
 * read-only under 'Offline — showing your saved copy'.
 */
export function PlaylistScreen({ id }: { id: string }) {
  const screen = usePlaylistScreen(id);
  const { savedCopy, online, canEdit, dialogs, removal, clickTrack, actions } = screen;
  const revealed = useRevealedInSlices(Boolean(screen.playlist));
  const playlist = revealed ? screen.playlist : undefined;
  // Read at once rather than after the first paint, so a phone's page does not jump from the wide layout.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const navigation = (
    <Group gap="xs">
      <Button component={Link} to="/" variant="default">
        Home
      </Button>
      <Button component={Link} to="/playlists" variant="default">
        Back to Playlists
      </Button>
    </Group>
  );

  if (!playlist) {
    return (
      <PlaylistUnavailable
        loading={screen.loading || (Boolean(screen.playlist) && !revealed)}
        notFound={screen.notFound}
        unreachable={screen.unreachable}
        navigation={navigation}
      />
    );
  }

  const live = online && !savedCopy;
  return (
    <Container size="md" py={phone ? 'sm' : 'xl'} px={phone ? 6 : undefined} className="setlist-page">
      <Stack gap={phone ? 'sm' : 'lg'}>
        {savedCopy && <SavedCopyBanner savedAt={savedCopy.savedAt} />}
        <PlaylistHeader playlist={playlist} phone={phone} navigation={navigation} />

        <PlaylistActions
          playlist={playlist}
          canEdit={canEdit}
          canCopy={live}
          canRehearse={live && (playlist.ownerUsername !== null || canEdit)}
          compact={phone}
          onAddBreak={() => actions.addSetBreak(null)}
        />

        <TrackList
          tracks={playlist.tracks}
          breaks={playlist.breaks ?? []}
          onAddBreakAfter={(track) => actions.addSetBreak(track.id)}
          onRenameBreak={actions.renameSetBreak}
          onRemoveBreak={actions.dropSetBreak}
          canEdit={canEdit}
          onRemove={actions.askToRemove}
          onChangeTempo={dialogs.tempo.open}
          onEdit={dialogs.edit.open}
          onEditSongMap={dialogs.songMap.open}
          onCopy={live ? dialogs.copy.open : undefined}
          playlistId={playlist.id}
          onReorder={actions.reorderTracks}
          onPlay={actions.playTrack}
          onStop={clickTrack.stop}
          playingTrackId={clickTrack.playingTag}
        />

        {canEdit && playlist.sharedWith && (
          <div className="setlist-no-print">
            <SharedWithList playlistId={playlist.id} usernames={playlist.sharedWith} />
          </div>
        )}
      </Stack>

      <PlaylistDialogs playlistId={playlist.id} canEdit={canEdit} canCopy={live} dialogs={dialogs} />
      <ConfirmDialog
        opened={removal.opened}
        title="Remove Track"
        message={`Remove “${removal.track?.name ?? ''}” from this playlist?`}
        confirmLabel="Remove"
        onConfirm={removal.confirm}
        onCancel={removal.cancel}
      />
    </Container>
  );
}
