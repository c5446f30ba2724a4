import { useParams } from 'react-router';
import { PlaylistScreen } from '../features/setlist/PlaylistScreen/PlaylistScreen';

/** /playlist/{id}: the set list screen of the playlist in the address. */
export function PlaylistPage() {
  const { id = '' } = useParams();
  return <PlaylistScreen id={id} />;
}
