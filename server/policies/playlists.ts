import type { Playlist, User } from '../entities';

/** Owner or admin (an ownerless system playlist: admin only). */
export function canEditPlaylist(viewer: User, playlist: Playlist): boolean {
  return viewer.isAdmin || (!!playlist.owner && playlist.owner.id === viewer.id);
}

/** Share and unshare follow the same rule as changes: owner or admin. */
export const canSharePlaylist = canEditPlaylist;

/** Those who may change it, recipients of a share, and everyone for a system playlist. */
export function canReadPlaylist(viewer: User, playlist: Playlist, sharedWithViewer: boolean): boolean {
  return canEditPlaylist(viewer, playlist) || !playlist.owner || sharedWithViewer;
}
