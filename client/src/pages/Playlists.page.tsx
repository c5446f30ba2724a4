import { PlaylistsScreen } from '../features/setlist/PlaylistsScreen/PlaylistsScreen';

/** /playlists: the user’s playlists, those shared with them and the featured ones. */
export function PlaylistsPage() {
  return <PlaylistsScreen />;
}
