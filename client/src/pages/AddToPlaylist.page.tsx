import { useParams } from 'react-router';
import { AddSongsScreen } from '../features/songs/AddSongsScreen/AddSongsScreen';

/** /add-to-playlist/{id}: adding songs to the playlist in the address. */
export function AddToPlaylistPage() {
  const { id = '' } = useParams();
  return <AddSongsScreen id={id} />;
}
