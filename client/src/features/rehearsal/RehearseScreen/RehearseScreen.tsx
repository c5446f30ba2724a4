import { RehearseLobby } from './RehearseLobby';
import { RehearseRoom } from './RehearseRoom';
import { RehearseUnavailable, RehearseUnreachable } from './RehearseUnavailable';
import { useRehearseScreen } from './useRehearseScreen';
import '../../../styles/screens/rehearse';

/**
 * /playlist/{id}/rehearse: this device in the playlist's rehearsal room, on the stage
 * ({@link RehearseRoom}). The leader's Play, Next, Stop and tempo start the same click on every
 * device at the same instant on the room clock; behind 'Sync' the room lists each device with its
 * estimated sync error, and each device may correct its own output delay. The model is
 * {@link useRehearseScreen}; this shows one of its views.
 */
export function RehearseScreen({ id }: { id: string }) {
  const screen = useRehearseScreen(id);
  const { view, playlist } = screen;
  switch (view.kind) {
    case 'unreachable':
      return <RehearseUnreachable id={id} />;
    case 'unavailable':
      return <RehearseUnavailable id={id} reason={view.reason} hasPlaylist={playlist !== null} />;
    case 'stage':
      return <RehearseRoom id={id} screen={screen} />;
    case 'lobby':
      return (
        <RehearseLobby
          id={id}
          view={view}
          playlistName={playlist?.name ?? ''}
          onJoin={screen.join}
          joinError={screen.rehearsal.error}
        />
      );
  }
}
