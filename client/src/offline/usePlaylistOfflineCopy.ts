import { useEffect, useState } from 'react';
import type { PlaylistPage_PlaylistFragment } from '../graphql/generated';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { isUnreachable } from './networkStatus';
import { readPlaylistCopy, savePlaylistCopy, type SavedPlaylistCopy } from './savedCopies';

/** What the playlist page may show when the server cannot be reached. */
export interface PlaylistOfflineCopy {
  /** The copy saved the last time this user opened the playlist online (within 30 days), if any. */
  copy: SavedPlaylistCopy | undefined;
  /** True while the saved copy is being looked up after the server proved unreachable. */
  lookingUp: boolean;
  /** True when the load failed for want of a network (rather than being refused by the server). */
  unreachable: boolean;
}

/**
 * Keeps a copy of the playlist each time it is shown from the server, for the signed-in user only,
 * and reads that copy back when loading it fails because the server is unreachable.
 */
export function usePlaylistOfflineCopy(
  playlistId: string,
  playlist: PlaylistPage_PlaylistFragment | undefined,
  error: unknown,
): PlaylistOfflineCopy {
  const { user } = useCurrentUser();
  const userId = user?.id;
  const unreachable = error !== undefined && isUnreachable(error);
  const [found, setFound] = useState<{ key: string; copy: SavedPlaylistCopy | undefined } | null>(null);
  const key = `${userId ?? ''}/${playlistId}`;

  useEffect(() => {
    if (userId && playlist) void savePlaylistCopy(userId, playlist);
  }, [userId, playlist]);

  useEffect(() => {
    if (!userId || !unreachable) return undefined;
    let current = true;
    void readPlaylistCopy(userId, playlistId).then(
      (copy) => current && setFound({ key: `${userId}/${playlistId}`, copy }),
    );
    return () => {
      current = false;
    };
  }, [userId, playlistId, unreachable]);

  const copy = found?.key === key ? found.copy : undefined;
  return { copy: unreachable ? copy : undefined, lookingUp: unreachable && found?.key !== key, unreachable };
}
