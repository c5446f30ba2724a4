import { useParams } from 'react-router';
import { PagePlaceholder } from '../components/PagePlaceholder/PagePlaceholder';

/** /add-to-playlist/:id (and /add-to-playlist, "Find Song BPM"): song search (built later). */
export function AddToPlaylistPage() {
  const { id } = useParams();
  return id ? (
    <PagePlaceholder title="Add Songs to Playlist" description="Song search and custom tracks will appear here." />
  ) : (
    <PagePlaceholder title="Find Song BPM" description="Song search with tempo lookup will appear here." />
  );
}
