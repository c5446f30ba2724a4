import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { trackCountLabel } from '../features/setlist/PlaylistCard/format';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { listPlaylistCopies, SAVED_COPY_DAYS, type SavedPlaylistCopy } from './savedCopies';
import { OfflineAlert } from './OfflineAlert';
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

/** Saved copies by whose playlist it is: the user's own, shared with them, and featured (no owner). */
export interface SavedPlaylistGroups {
  mine: SavedPlaylistCopy[];
  shared: SavedPlaylistCopy[];
  featured: SavedPlaylistCopy[];
}

/** Sorts the saved copies into the sections /playlists shows online, by each playlist's owner. */
export function groupSavedCopies(copies: readonly SavedPlaylistCopy[], username: string): SavedPlaylistGroups {
  const groups: SavedPlaylistGroups = { mine: [], shared: [], featured: [] };
  for (const copy of copies) {
    const owner = copy.playlist.ownerUsername;
    if (!owner) groups.featured.push(copy);
    else if (owner.toLowerCase() === username.toLowerCase()) groups.mine.push(copy);
    else groups.shared.push(copy);
  }
  return groups;
}

/** Props of {@link SavedPlaylistsBanner}. */
export interface SavedPlaylistsBannerProps {
  copies: readonly SavedPlaylistCopy[];
}

/**
 * Above the saved sections of /playlists while the server cannot be reached: when the newest copy
 * was saved, or that nothing is saved on this device yet.
 */
export function SavedPlaylistsBanner({ copies }: SavedPlaylistsBannerProps) {
  if (copies.length === 0) {
    return (
      <OfflineAlert title="Offline — nothing saved on this device yet">
        <Text size="sm">Playlists you open while online stay available offline for {SAVED_COPY_DAYS} days.</Text>
      </OfflineAlert>
    );
  }
  return <SavedCopyBanner savedAt={Math.max(...copies.map((copy) => copy.savedAt))} />;
}

/** Props of {@link SavedPlaylists}. */
export interface SavedPlaylistsProps {
  copies: readonly SavedPlaylistCopy[];
  /** The list's accessible name, e.g. 'My playlists saved on this device'. */
  label: string;
  /** What to say when this section has no saved copy. */
  empty: string;
  /** Name each playlist's owner (for playlists shared with the user). */
  showOwner?: boolean;
}

/**
 * One section's playlists kept on this device for the signed-in user (each opened online in the
 * last 30 days), shown on /playlists when the server cannot be reached; each opens read-only.
 */
export function SavedPlaylists({ copies, label, empty, showOwner = false }: SavedPlaylistsProps) {
  if (copies.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {copies.map(({ playlist }) => (
        <Paper key={playlist.id} component="li" withBorder p="sm" radius="md">
          <Anchor component={Link} to={`/playlist/${playlist.id}`} fw={600}>
            {playlist.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {trackCountLabel(playlist.trackCount)}
            {showOwner && playlist.ownerUsername ? ` · by ${playlist.ownerUsername}` : ''}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
