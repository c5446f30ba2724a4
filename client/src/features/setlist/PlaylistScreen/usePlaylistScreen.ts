import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ERROR_CODES } from '../../../../../schema/errorCodes';
import { readApiError, serverMessageOr } from '../../../graphql/errors';
import {
  usePlaylistPageQuery,
  usePlaylistPageRemoveSetBreakMutation,
  usePlaylistPageRemoveTrackMutation,
  usePlaylistPageReorderMutation,
  type TrackList_BreakFragment,
  type TrackList_TrackFragment,
} from '../../../graphql/generated';
import { useClickTrack } from '../../../hooks/useClickTrack';
import { useItemDialog } from '../../../hooks/useItemDialog';
import { usePlaylistLive } from '../../../live/usePlaylistLive';
import { useOnline } from '../../../offline/networkStatus';
import { usePlaylistOfflineCopy } from '../../../offline/usePlaylistOfflineCopy';
import { showToast } from '../../../toast';
import { bpmForGenerator } from '../../generator/clickTrackUrl';
import { playlistPlaybackSettings } from '../../generator/savedSettings';
import { useSavedSettings } from '../../generator/useSavedSettings';
import type { SetBreakTask } from '../SetBreakDialog/SetBreakDialog';

/** How long the 'Playlist Not Found' panel shows before going to /playlists (SPEC.md). */
export const NOT_FOUND_REDIRECT_MS = 2000;

/** Toasts a failed load; a playlist that is gone (or no longer shared) goes back to /playlists after a moment. */
function useLoadFailure(error: unknown, notFound: boolean, unreachable: boolean) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    // Unreachable: the page itself shows the saved copy or says there is none; no toast over it.
    if (!error || unreachable) return undefined;
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
  }, [error, notFound, unreachable]);
}

/**
 * The state of the playlist screen: the playlist (or its saved copy offline), whether the viewer
 * may change it now, the dialogs about one track or break, and what the track list's actions do.
 */
export function usePlaylistScreen(id: string) {
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
  const copyDialog = useItemDialog<TrackList_TrackFragment>();
  // Playing in place (SPEC.md): one player; another track stops the first; leaving the page stops it.
  const clickTrack = useClickTrack();
  const { saved: savedSettings } = useSavedSettings();
  const notFound = error !== undefined && readApiError(error).code === ERROR_CODES.NOT_FOUND;
  const offline = usePlaylistOfflineCopy(id, data?.playlist, error);
  const online = useOnline();
  // A bandmate's changes show here at once; a deletion or a lost share reads it again (NOT_FOUND below).
  usePlaylistLive(id, online && Boolean(data?.playlist), () => void refetch());
  useLoadFailure(error, notFound, offline.unreachable);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      // The answer is the playlist as it is now, which replaces the cached one (the reload of SPEC.md).
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
  return {
    playlist,
    savedCopy,
    online,
    // Offline nothing may be changed: the controls go, rather than failing when used.
    canEdit: Boolean(playlist?.canEdit) && online && !savedCopy,
    loading: loading || offline.lookingUp,
    notFound,
    unreachable: offline.unreachable,
    dialogs: {
      setBreak: setBreakDialog,
      tempo: tempoDialog,
      edit: editDialog,
      songMap: songMapDialog,
      copy: copyDialog,
    },
    removal: { track: removing, opened: confirmOpen, confirm: confirmRemove, cancel: () => setConfirmOpen(false) },
    clickTrack,
    actions: { askToRemove, playTrack, reorderTracks, addSetBreak, renameSetBreak, dropSetBreak },
  };
}

/** What {@link usePlaylistScreen} gives the screen. */
export type PlaylistScreenState = ReturnType<typeof usePlaylistScreen>;
