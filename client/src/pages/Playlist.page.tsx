import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /playlist/:id: one playlist and its tracks (built later). */
export function PlaylistPage() {
  return <PagePlaceholder title="Playlist" description="This playlist's tracks will appear here." />;
}
