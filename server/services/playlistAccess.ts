import type { EntityManager } from '@mikro-orm/postgresql';
import { Playlist, PlaylistShare, type User } from '../entities';
import { Forbidden, NotFound } from '../errors/appErrors';
import { canEditPlaylist, canReadPlaylist } from '../policies/playlists';

/** Answer for a playlist that does not exist or that the viewer may not read (existence never leaks). */
export const PLAYLIST_NOT_FOUND = 'Playlist not found';
/** Answer when a reader (a share recipient, or anyone on a system playlist) tries to change it. */
export const PLAYLIST_READ_ONLY = 'Only the owner of this playlist can change it';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the string can be a row id (anything else cannot exist, and must not reach SQL as a uuid). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A playlist the viewer may read, with its shares (so the owner can see who has it). */
export interface ReadablePlaylist {
  playlist: Playlist;
  shares: PlaylistShare[];
}

/** Loads a playlist and its shares (two queries) and throws 404 unless the viewer may read it. */
export async function loadReadablePlaylist(em: EntityManager, viewer: User, id: string): Promise<ReadablePlaylist> {
  const playlist = isUuid(id) ? await em.findOne(Playlist, { id }, { populate: ['owner'] }) : null;
  if (!playlist) throw new NotFound(PLAYLIST_NOT_FOUND);
  const shares = await em.find(PlaylistShare, { playlist }, { populate: ['sharedWith'], orderBy: { createdAt: 'asc' } });
  const sharedWithViewer = shares.some((share) => share.sharedWith.id === viewer.id);
  if (!canReadPlaylist(viewer, playlist, sharedWithViewer)) throw new NotFound(PLAYLIST_NOT_FOUND);
  return { playlist, shares };
}

/** Loads a playlist the viewer may change: 404 when they may not read it, 403 when they may only read it. */
export async function loadEditablePlaylist(em: EntityManager, viewer: User, id: string): Promise<ReadablePlaylist> {
  const readable = await loadReadablePlaylist(em, viewer, id);
  if (!canEditPlaylist(viewer, readable.playlist)) throw new Forbidden(PLAYLIST_READ_ONLY);
  return readable;
}
