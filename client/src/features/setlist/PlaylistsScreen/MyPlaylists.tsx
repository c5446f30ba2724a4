import { Group, Loader, SimpleGrid, Text } from '@mantine/core';
import { PlaylistCard } from '../PlaylistCard/PlaylistCard';
import { SavedPlaylists, SavedPlaylistsBanner } from '../../../offline/SavedPlaylists';
import type { PlaylistsScreenModel } from './usePlaylistsScreen';

/**
 * The body of 'My Playlists': a loader until every list has answered, then the copies saved on
 * this device (server out of reach), the error, the playlists as cards, or the empty text.
 */
export function MyPlaylists({ screen }: { screen: PlaylistsScreenModel }) {
  const { allSettled, saved, savedCopies, error, playlists } = screen;
  if (!allSettled)
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading playlists...</Text>
      </Group>
    );
  if (saved && savedCopies)
    return (
      <>
        <SavedPlaylistsBanner copies={savedCopies} />
        <SavedPlaylists
          copies={saved.mine}
          label="My playlists saved on this device"
          empty="None of your playlists is saved on this device."
        />
      </>
    );
  if (error && !playlists) return <Text c="red">Failed to load your playlists. Please try again.</Text>;
  if (!playlists || playlists.length === 0) return <Text c="dimmed">You don&apos;t have any playlists yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {playlists.map((playlist) => (
        <PlaylistCard
          key={playlist.id}
          playlist={playlist}
          // Right under the page's h1 "My Playlists" (the other sections have an h2 first).
          headingOrder={2}
          onEdit={() => screen.openForm(playlist)}
          onDelete={() => screen.askDelete(playlist)}
        />
      ))}
    </SimpleGrid>
  );
}
