import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trackCountLabel } from '../components/PlaylistCard/format';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { listPlaylistCopies, SAVED_COPY_DAYS, type SavedPlaylistCopy } from './savedCopies';
import { SavedCopyBanner } from './SavedCopyBanner';

/**
 * The signed-in user's playlists kept on this device, read when `wanted` (the server proved
 * unreachable); null until read, so the page can wait and show everything at once.
 */
export function useSavedPlaylistCopies(wanted: boolean): SavedPlaylistCopy[] | null {
  const { user } = useCurrentUser();
  const [copies, setCopies] = useState<SavedPlaylistCopy[] | null>(null);

  useEffect(() => {
    if (!wanted || !user) return undefined;
    let current = true;
    void listPlaylistCopies(user.id).then((found) => current && setCopies(found));
    return () => {
      current = false;
    };
  }, [wanted, user]);

  return copies;
}

/** Props of {@link SavedPlaylists}. */
export interface SavedPlaylistsProps {
  copies: SavedPlaylistCopy[];
}

/**
 * The playlists kept on this device for the signed-in user (each opened online in the last 30
 * days), shown on /playlists when the server cannot be reached; each opens read-only.
 */
export function SavedPlaylists({ copies }: SavedPlaylistsProps) {
  if (copies.length === 0) {
    return (
      <Text c="dimmed">
        You are offline and no playlist is saved on this device yet. Playlists you open while online stay available offline for {SAVED_COPY_DAYS} days.
      </Text>
    );
  }
  const savedAt = Math.max(...copies.map((copy) => copy.savedAt));
  return (
    <Stack gap="sm">
      <SavedCopyBanner savedAt={savedAt} />
      <Stack component="ul" gap="xs" aria-label="Playlists saved on this device" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {copies.map(({ playlist }) => (
          <Paper key={playlist.id} component="li" withBorder p="sm" radius="md">
            <Anchor component={Link} to={`/playlist/${playlist.id}`} fw={600}>
              {playlist.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {trackCountLabel(playlist.trackCount)}
              {playlist.ownerUsername ? ` · shared by ${playlist.ownerUsername}` : ''}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
