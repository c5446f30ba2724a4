import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useFeaturedPlaylistsQuery } from '../../../graphql/generated';
import { useOnSettled } from '../../../hooks/useOnSettled';
import { PlaylistCard } from '../PlaylistCard/PlaylistCard';

/** Props of {@link FeaturedPlaylistsSection}. */
export interface FeaturedPlaylistsSectionProps {
  /** Called once the list is there or could not be loaded: the page shows its sections together. */
  onSettled?: () => void;
}

/**
 * 'Featured' on /playlists: the system playlists admins made (no owner), open to every signed-in
 * user, read-only. Nothing shows while there are none (or they cannot be loaded).
 */
export function FeaturedPlaylistsSection({ onSettled }: FeaturedPlaylistsSectionProps = {}) {
  const { data, loading } = useFeaturedPlaylistsQuery({ fetchPolicy: 'cache-and-network' });
  const playlists = data?.featuredPlaylists ?? [];
  const settled = !(loading && !data);
  useOnSettled(settled, onSettled);
  if (playlists.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="featured-playlists" gap="md">
      <Title order={2} id="featured-playlists">
        Featured
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {playlists.map((playlist) => (
          <PlaylistCard key={playlist.id} playlist={playlist} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
