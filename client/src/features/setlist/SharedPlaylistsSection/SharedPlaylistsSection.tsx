import { Alert, Button, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { usePlaylistsPageSharedQuery } from '../../../graphql/generated';
import { useOnSettled } from '../../../hooks/useOnSettled';
import { PlaylistCard } from '../PlaylistCard/PlaylistCard';

/** Props of {@link SharedPlaylistsSection}. */
export interface SharedPlaylistsSectionProps {
  /** Called once the list (or its failure) is there: the page shows its sections together. */
  onSettled?: () => void;
}

/**
 * 'Shared With Me' on /playlists: the playlists other users shared with the viewer, each with
 * 'Shared by {user}' and View Profile. A load failure shows 'Failed to load shared playlists.
 * Please try again.' with Try Again, and a 'Connection Error' panel with hints (SPEC.md §2).
 */
export function SharedPlaylistsSection({ onSettled }: SharedPlaylistsSectionProps = {}) {
  // cache-and-network: a share made while this page was closed shows up on the next visit.
  const { data, loading, error, refetch } = usePlaylistsPageSharedQuery({
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shared = data?.playlistsSharedWithMe;
  const settled = !(loading && !shared);
  useOnSettled(settled, onSettled);

  return (
    <Stack component="section" aria-labelledby="shared-with-me" gap="md">
      <Title order={2} id="shared-with-me">
        Shared With Me
      </Title>
      {loading && !shared ? (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Loading shared playlists...</Text>
        </Group>
      ) : error && !shared ? (
        <Stack gap="sm">
          <Group gap="sm">
            <Text c="red">Failed to load shared playlists. Please try again.</Text>
            <Button size="xs" variant="light" onClick={() => void refetch().catch(() => undefined)} loading={loading}>
              Try Again
            </Button>
          </Group>
          <Alert color="red" variant="light" title="Connection Error">
            <Text size="sm">We couldn&apos;t reach the server. You can:</Text>
            <List size="sm" mt={4}>
              <List.Item>Check your internet connection</List.Item>
              <List.Item>Reload the page</List.Item>
              <List.Item>Try again in a few minutes</List.Item>
            </List>
          </Alert>
        </Stack>
      ) : shared && shared.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {shared.map((playlist) => (
            <PlaylistCard key={playlist.id} playlist={playlist} sharedBy={playlist.sharedBy} />
          ))}
        </SimpleGrid>
      ) : (
        <Text c="dimmed">No playlists have been shared with you yet.</Text>
      )}
    </Stack>
  );
}
