import type { User } from '../entities';

/** What the rules need of a playlist: who owns it (null for a system playlist). */
export interface OwnedPlaylist {
  owner?: { id: string } | null;
}

/** Owner or admin (an ownerless system playlist: admin only). */
export function canEditPlaylist(viewer: User, playlist: OwnedPlaylist): boolean {
  return viewer.isAdmin || (!!playlist.owner && playlist.owner.id === viewer.id);
}

/** Share and unshare follow the same rule as changes: owner or admin. */
export const canSharePlaylist = canEditPlaylist;

/** Those who may change it, recipients of a share, and everyone for a system playlist. */
export function canReadPlaylist(viewer: User, playlist: OwnedPlaylist, sharedWithViewer: boolean): boolean {
  return canEditPlaylist(viewer, playlist) || !playlist.owner || sharedWithViewer;
}
