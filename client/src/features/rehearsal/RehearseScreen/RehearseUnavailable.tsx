import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { OfflineAlert } from '../../../offline/OfflineAlert';
import { DelayedLoader } from '../../../components/DelayedLoader/DelayedLoader';
import type { RehearseUnavailable as Reason } from './rehearseView';

/** Back to the playlist once it has loaded, else to the list of playlists. */
export function RehearseBack({ id, hasPlaylist }: { id: string; hasPlaylist: boolean }) {
  return (
    <Button component={Link} to={hasPlaylist ? `/playlist/${id}` : '/playlists'} variant="default">
      {hasPlaylist ? 'Back to playlist' : 'Back to playlists'}
    </Button>
  );
}

/** The rehearsal screen when the playlist could not be loaded because the server is out of reach. */
export function RehearseUnreachable({ id }: { id: string }) {
  return (
    <Stack p="xl" align="center">
      <OfflineAlert title="A rehearsal room needs a connection" maw={480}>
        You are offline. A rehearsal room keeps every device in time through the server, so it opens once you are back
        online.
      </OfflineAlert>
      <Group>
        <Button component={Link} to={`/playlist/${id}`} variant="default">
          Open the playlist
        </Button>
        <Button component={Link} to="/playlists" variant="default">
          Back to playlists
        </Button>
      </Group>
    </Stack>
  );
}

/** The rehearsal screen while the playlist loads, or when it cannot open the room: offline, failed, not found. */
export function RehearseUnavailable(props: { id: string; reason: Reason; hasPlaylist: boolean }) {
  const { reason } = props;
  return (
    <Stack p="xl" align="center">
      {reason === 'offline' ? (
        <Text>A rehearsal room needs a connection: this device is offline. Join again once it is back online.</Text>
      ) : reason === 'loading' ? (
        <DelayedLoader aria-label="Loading playlist" />
      ) : (
        <Text>{reason === 'failed' ? 'This playlist could not be opened.' : 'Playlist not found.'}</Text>
      )}
      <RehearseBack id={props.id} hasPlaylist={props.hasPlaylist} />
    </Stack>
  );
}
