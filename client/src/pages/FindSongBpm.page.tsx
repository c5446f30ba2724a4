import { FindSongBpmScreen } from '../features/songs/FindSongBpmScreen/FindSongBpmScreen';

/** /add-to-playlist: Find Song BPM. */
export function FindSongBpmPage() {
  return <FindSongBpmScreen />;
}
