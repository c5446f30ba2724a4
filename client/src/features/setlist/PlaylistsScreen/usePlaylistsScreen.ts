import { useEffect, useReducer } from 'react';
import { useNavigate } from 'react-router';
import {
  PlaylistsPageDocument,
  usePlaylistsPageDeleteMutation,
  usePlaylistsPageQuery,
  type PlaylistCard_PlaylistFragment,
} from '../../../graphql/generated';
import { isUnreachable, useOnline } from '../../../offline/networkStatus';
import { groupSavedCopies, useSavedPlaylistCopies } from '../../../offline/SavedPlaylists';
import { useCurrentUser } from '../../../hooks/useCurrentUser';
import { showToast } from '../../../toast';
import { serverMessageOr } from '../../../graphql/errors';
import type { EditablePlaylist } from '../PlaylistFormDialog/PlaylistFormDialog';
import { INITIAL_PLAYLISTS_SCREEN, playlistsScreenReducer, type OtherSection } from './playlistsScreenState';

/**
 * /playlists' data and actions: the viewer's playlists (or, with the server out of reach, the
 * copies saved on this device), when all lists have answered, the form and delete dialogs
 * ({@link playlistsScreenReducer}) and deleting a playlist.
 */
export function usePlaylistsScreen() {
  const navigate = useNavigate();
  // cache-and-network: tracks added on other screens change the counts shown here.
  const { data, loading, error } = usePlaylistsPageQuery({ fetchPolicy: 'cache-and-network' });
  const [deletePlaylist] = usePlaylistsPageDeleteMutation({ refetchQueries: [{ query: PlaylistsPageDocument }] });
  const [state, dispatch] = useReducer(playlistsScreenReducer, INITIAL_PLAYLISTS_SCREEN);
  const playlists = data?.myPlaylists;
  const online = useOnline();
  const unreachable = error !== undefined && isUnreachable(error);
  const savedCopies = useSavedPlaylistCopies(unreachable && !playlists);
  const { user } = useCurrentUser();
  const saved = unreachable && !playlists && savedCopies && user ? groupSavedCopies(savedCopies, user.username) : null;
  // The three lists load separately; they show together, so none moves when another answers.
  // Offline, the own list is the copies saved on this device, read before anything shows.
  const ownSettled = !(loading && !playlists) && !(unreachable && !playlists && !savedCopies);
  // Offline every section shows saved copies: none waits for the other lists to fail.
  const allSettled = ownSettled && (saved !== null || (state.settled.shared && state.settled.featured));

  useEffect(() => {
    // Unreachable: the saved copies show instead, without a toast over them.
    if (error && !unreachable)
      showToast({
        color: 'red',
        title: 'Error loading playlists',
        message: 'Failed to load your playlists. Please try again.',
      });
  }, [error, unreachable]);

  const deleting = state.deletion.subject;
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deletePlaylist({ variables: { id: deleting.id } });
      showToast({ title: 'Playlist deleted', message: `“${deleting.name}” has been deleted.` });
      dispatch({ type: 'deleteClosed' });
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error deleting playlist',
        message: serverMessageOr(caught, 'Failed to delete playlist. Please try again.'),
      });
    }
  };

  return {
    state,
    playlists,
    error,
    online,
    saved,
    savedCopies,
    allSettled,
    goBack: () => void navigate(-1),
    openForm: (playlist: EditablePlaylist | null) => dispatch({ type: 'formOpened', playlist }),
    closeForm: () => dispatch({ type: 'formClosed' }),
    created: (id: string) => void navigate(`/add-to-playlist/${id}`),
    askDelete: (playlist: PlaylistCard_PlaylistFragment) => dispatch({ type: 'deleteAsked', playlist }),
    cancelDelete: () => dispatch({ type: 'deleteClosed' }),
    confirmDelete,
    sectionSettled: (section: OtherSection) => dispatch({ type: 'sectionSettled', section }),
  };
}

/** What {@link usePlaylistsScreen} gives the view of /playlists. */
export type PlaylistsScreenModel = ReturnType<typeof usePlaylistsScreen>;
