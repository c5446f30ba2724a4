import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PlaylistPageDocument, usePlaylistPageUnshareMutation } from '../../../graphql/generated';
import { showToast } from '../../../toast';
import { serverMessageOr } from '../../../graphql/errors';

/** Props of {@link SharedWithList}. */
export interface SharedWithListProps {
  playlistId: string;
  /** Usernames the playlist is shared with (only its owner and admins get this list). */
  usernames: ReadonlyArray<string>;
}

/**
 * 'Shared with' on /playlist/{id} for the owner or an admin: each username with a 'Stop sharing'
 * button (unsharePlaylist, then the playlist is reloaded).
 */
export function SharedWithList({ playlistId, usernames }: SharedWithListProps) {
  const [unshare] = usePlaylistPageUnshareMutation({
    refetchQueries: [{ query: PlaylistPageDocument, variables: { id: playlistId } }],
    awaitRefetchQueries: true,
  });
  const [pending, setPending] = useState<string | null>(null);

  const stopSharing = async (username: string) => {
    setPending(username);
    try {
      await unshare({ variables: { playlistId, username } });
      showToast({ title: 'Sharing stopped', message: `${username} can no longer see this playlist.` });
    } catch (caught) {
      showToast({
        color: 'red',
        title: 'Error unsharing playlist',
        message: serverMessageOr(caught, 'Failed to stop sharing. Please try again.'),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="shared-with">
      <Stack gap="xs">
        <Title order={2} fz="h4" id="shared-with">
          Shared with
        </Title>
        {usernames.length === 0 ? (
          <Text size="sm" c="dimmed">
            Not shared with anyone yet.
          </Text>
        ) : (
          <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {usernames.map((username) => (
              <Group component="li" key={username} justify="space-between" wrap="nowrap">
                <Text>{username}</Text>
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Stop sharing with ${username}`}
                  loading={pending === username}
                  onClick={() => void stopSharing(username)}
                >
                  Stop sharing
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
