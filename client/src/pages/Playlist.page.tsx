import { Alert, Badge, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog';
import { PlaylistActions } from '../features/setlist/PlaylistActions/PlaylistActions';
import { trackCountLabel } from '../features/setlist/PlaylistCard/format';
import { SharedWithList } from '../features/setlist/SharedWithList/SharedWithList';
import { setLengthLabel } from '../features/setlist/TrackList/setLength';
import { TrackList } from '../features/setlist/TrackList/TrackList';
import { SetBreakDialog, type SetBreakTask } from '../features/setlist/SetBreakDialog/SetBreakDialog';
import { SongMapDialog } from '../features/setlist/SongMapDialog/SongMapDialog';
import { TrackDetailsDialog } from '../features/setlist/TrackDetailsDialog/TrackDetailsDialog';
import { TrackTempoDialog } from '../features/setlist/TrackTempoDialog/TrackTempoDialog';
import { bpmForGenerator } from '../features/generator/clickTrackUrl';
import { playlistPlaybackSettings } from '../features/generator/savedSettings';
import { useSavedSettings } from '../features/generator/useSavedSettings';
import { ERROR_CODES } from '../../../schema/errorCodes';
import { readApiError, serverMessageOr } from '../graphql/errors';
import {
  usePlaylistPageQuery,
  usePlaylistPageRemoveSetBreakMutation,
  usePlaylistPageRemoveTrackMutation,
  usePlaylistPageReorderMutation,
  type TrackList_BreakFragment,
  type TrackList_TrackFragment,
} from '../graphql/generated';
import { useClickTrack } from '../hooks/useClickTrack';
import { useItemDialog } from '../hooks/useItemDialog';
import { useOnline } from '../offline/networkStatus';
import { OfflineAlert } from '../offline/OfflineAlert';
import { SavedCopyBanner } from '../offline/SavedCopyBanner';
import { usePlaylistOfflineCopy } from '../offline/usePlaylistOfflineCopy';
import { showToast } from '../toast';
import '../styles/screens/playlist';
import { usePlaylistLive } from '../live/usePlaylistLive';

/** How long the 'Playlist Not Found' panel shows before going to /playlists (SPEC.md §9). */
export const NOT_FOUND_REDIRECT_MS = 2000;

/** Below this width the page's buttons fold into a menu and the rows get compact (TrackList.css agrees). */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * /playlist/{id} (SPEC.md §2): the playlist's details and tracks with play menus. Its owner or an
 * admin (canEdit) also gets Share, 'Share with Demo User', Add Tracks, Remove and the 'Shared
 * with' list; anyone it is shared with sees it read-only. Not found: a toast, the 'Playlist Not
 * Found' panel, and /playlists after 2 s. Every reader may duplicate it into their own playlists
 * and export it as CSV; editors also edit a track's name, artist and notes. Offline: the copy saved when the user last opened it,
 * read-only under 'Offline — showing your saved copy'.
 */
export function PlaylistPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // cache-and-network: tracks added on /add-to-playlist show up when coming back here.
  const { data, loading, error, refetch } = usePlaylistPageQuery({
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const [removeTrack] = usePlaylistPageRemoveTrackMutation();
  const [reorder] = usePlaylistPageReorderMutation();
  const [removeSetBreak] = usePlaylistPageRemoveSetBreakMutation();
  const setBreakDialog = useItemDialog<SetBreakTask>();
  // The track stays set while the confirmation closes, so its text does not blank out mid-animation.
  const [removing, setRemoving] = useState<TrackList_TrackFragment | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const tempoDialog = useItemDialog<TrackList_TrackFragment>();
  const editDialog = useItemDialog<TrackList_TrackFragment>();
  const songMapDialog = useItemDialog<TrackList_TrackFragment>();
  // Playing in place (SPEC.md §4): one player; another track stops the first; leaving the page stops it.
  const clickTrack = useClickTrack();
  const { saved: savedSettings } = useSavedSettings();
  const notFound = error !== undefined && readApiError(error).code === ERROR_CODES.NOT_FOUND;
  const offline = usePlaylistOfflineCopy(id, data?.playlist, error);
  const online = useOnline();
  // Read at once rather than after the first paint, so a phone's page does not jump from the wide layout.
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  // A bandmate's changes show here at once; a deletion or a lost share reads it again (NOT_FOUND below).
  usePlaylistLive(id, online && Boolean(data?.playlist), () => void refetch());

  useEffect(() => {
    // Unreachable: the page itself shows the saved copy or says there is none; no toast over it.
    if (!error || offline.unreachable) return undefined;
    if (!notFound) {
      showToast({
        color: 'red',
        title: 'Error loading playlist',
        message: 'Failed to load playlist data. Please try again.',
      });
      return undefined;
    }
    showToast({
      color: 'red',
      title: 'Playlist not found',
      message: "This playlist doesn't exist or you don't have access to it.",
    });
    const timer = setTimeout(() => void navigateRef.current('/playlists', { replace: true }), NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [error, notFound, offline.unreachable]);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      // The answer is the playlist as it is now, which replaces the cached one (the reload of SPEC.md §4).
      await removeTrack({ variables: { trackId: removing.id } });
      showToast({ title: 'Track removed', message: `“${removing.name}” was removed from the playlist.` });
      setConfirmOpen(false);
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error removing track',
        message: serverMessageOr(caught, 'Failed to remove track from playlist. Please try again.'),
      });
    }
  };

  const playTrack = (track: TrackList_TrackFragment) => {
    clickTrack.play(playlistPlaybackSettings(bpmForGenerator(track.bpm), track, savedSettings), track.id).catch(() => {
      showToast({ color: 'red', title: 'Playback failed', message: 'The click track could not be played.' });
    });
  };

  const askToRemove = (track: TrackList_TrackFragment) => {
    setRemoving(track);
    setConfirmOpen(true);
  };

  // The new order shows at once; if the playlist changed meanwhile the server says so (409) and
  // the list goes back to what it has. Set breaks move in the same list as the tracks.
  const reorderTracks = (trackIds: string[]) => {
    const current = data?.playlist;
    if (!current) return;
    const placeOf = new Map(trackIds.map((itemId, position) => [itemId, position]));
    const tracks = current.tracks
      .map((track) => ({ ...track, position: placeOf.get(track.id) ?? track.position }))
      .sort((a, b) => a.position - b.position);
    const breaks = current.breaks.map((setBreak) => ({
      ...setBreak,
      position: placeOf.get(setBreak.id) ?? setBreak.position,
    }));
    reorder({
      variables: { playlistId: current.id, trackIds },
      optimisticResponse: { reorderTracks: { ...current, tracks, breaks } },
    }).catch((caught: unknown) => {
      showToast({
        color: 'red',
        title: 'Order not saved',
        message: serverMessageOr(caught, 'Failed to save the new order. Please try again.'),
      });
      void refetch();
    });
  };

  const addSetBreak = (afterId: string | null) =>
    setBreakDialog.open({ kind: 'add', afterId, suggestedName: `Set ${(data?.playlist?.breaks.length ?? 0) + 2}` });
  const renameSetBreak = (setBreak: TrackList_BreakFragment) =>
    setBreakDialog.open({ kind: 'rename', breakId: setBreak.id, name: setBreak.name });
  // A break holds nothing but its name: it goes without a confirmation, and 'Add set break' brings it back.
  const dropSetBreak = (setBreak: TrackList_BreakFragment) => {
    removeSetBreak({ variables: { breakId: setBreak.id } })
      .then(() =>
        showToast({
          title: 'Set break removed',
          message: `“${setBreak.name}” was removed; the songs keep their order.`,
        }),
      )
      .catch((caught: unknown) =>
        showToast({
          color: 'red',
          title: 'Error removing set break',
          message: serverMessageOr(caught, 'Failed to remove the set break. Please try again.'),
        }),
      );
  };

  const playlist = data?.playlist ?? offline.copy?.playlist;
  const savedCopy = data?.playlist ? undefined : offline.copy;
  // Offline nothing may be changed: the controls go, rather than failing when used.
  const canEdit = Boolean(playlist?.canEdit) && online && !savedCopy;
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
      <Container size="md" py="xl">
        {loading || offline.lookingUp ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text>Loading playlist...</Text>
          </Group>
        ) : notFound ? (
          <Alert color="red" title="Playlist Not Found" role="alert">
            <Text size="sm">This playlist doesn&apos;t exist or you don&apos;t have access to it.</Text>
            <Text size="sm">Taking you back to your playlists...</Text>
          </Alert>
        ) : offline.unreachable ? (
          <OfflineAlert title="You are offline">
            <Text size="sm">
              This playlist has no saved copy on this device. Open it once while online to keep it for offline use.
            </Text>
          </OfflineAlert>
        ) : (
          <Text c="red">Failed to load playlist data. Please try again.</Text>
        )}
        <Group mt="lg">{navigation}</Group>
      </Container>
    );
  }

  return (
    <Container size="md" py={phone ? 'sm' : 'xl'} px={phone ? 6 : undefined} className="setlist-page">
      <Stack gap={phone ? 'sm' : 'lg'}>
        {savedCopy && <SavedCopyBanner savedAt={savedCopy.savedAt} />}
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={1} size={phone ? 'h2' : undefined}>
              {playlist.name}
            </Title>
            {playlist.description && <Text c="dimmed">{playlist.description}</Text>}
            <Group gap="sm">
              <Badge variant="light" className="setlist-no-print">
                {trackCountLabel(playlist.trackCount)}
              </Badge>
              <Text size="sm" fw={600} className="setlist-summary">
                {setLengthLabel(playlist.tracks)}
              </Text>
              <Text size="sm" c="dimmed" className="setlist-no-print">
                Last updated {new Date(playlist.updatedAt).toLocaleDateString()}
              </Text>
            </Group>
            {!playlist.canEdit && (
              <Text size="sm" c="dimmed">
                {playlist.ownerUsername ? `Shared with you by ${playlist.ownerUsername} (read-only)` : 'Read-only'}
              </Text>
            )}
          </Stack>
          {!phone && <div className="setlist-no-print">{navigation}</div>}
        </Group>

        <PlaylistActions
          playlist={playlist}
          canEdit={canEdit}
          canCopy={online && !savedCopy}
          canRehearse={online && !savedCopy && (playlist.ownerUsername !== null || canEdit)}
          compact={phone}
          onAddBreak={() => addSetBreak(null)}
        />

        <TrackList
          tracks={playlist.tracks}
          breaks={playlist.breaks ?? []}
          onAddBreakAfter={(track) => addSetBreak(track.id)}
          onRenameBreak={renameSetBreak}
          onRemoveBreak={dropSetBreak}
          canEdit={canEdit}
          onRemove={askToRemove}
          onChangeTempo={tempoDialog.open}
          onEdit={editDialog.open}
          onEditSongMap={songMapDialog.open}
          playlistId={playlist.id}
          onReorder={reorderTracks}
          onPlay={playTrack}
          onStop={clickTrack.stop}
          playingTrackId={clickTrack.playingTag}
        />

        {canEdit && playlist.sharedWith && (
          <div className="setlist-no-print">
            <SharedWithList playlistId={playlist.id} usernames={playlist.sharedWith} />
          </div>
        )}
      </Stack>

      {canEdit && <TrackTempoDialog opened={tempoDialog.opened} track={tempoDialog.item} onClose={tempoDialog.close} />}
      {canEdit && <TrackDetailsDialog opened={editDialog.opened} track={editDialog.item} onClose={editDialog.close} />}
      {canEdit && (
        <SetBreakDialog
          opened={setBreakDialog.opened}
          task={setBreakDialog.item}
          onClose={setBreakDialog.close}
          playlistId={playlist.id}
        />
      )}
      {canEdit && (
        <SongMapDialog opened={songMapDialog.opened} track={songMapDialog.item} onClose={songMapDialog.close} />
      )}
      <ConfirmDialog
        opened={confirmOpen}
        title="Remove Track"
        message={`Remove “${removing?.name ?? ''}” from this playlist?`}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setConfirmOpen(false)}
      />
    </Container>
  );
}
