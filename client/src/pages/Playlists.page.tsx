import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /playlists: the user's playlists and those shared with them (built later). */
export function PlaylistsPage() {
  return <PagePlaceholder title="My Playlists" description="Your playlists and the ones shared with you will appear here." />;
}
