import { playlistSchema, playlistUpdateSchema } from '../../schema/validation';
import { Playlist } from '../entities';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { loadEditablePlaylist } from './playlistAccess';
import { readPlaylistView } from './playlistReads';
import type { PlaylistSummaryView, PlaylistView, SharedPlaylistView } from './playlistViews';
import { validateInput } from './validate';

/** The viewer's own playlists, newest first, with their track counts (one query). */
export async function listOwnPlaylists(ctx: RequestContext): Promise<PlaylistSummaryView[]> {
  const viewer = requireViewer(ctx.viewer);
  const rows = await ctx.em.execute<Array<{ id: string; name: string; description: string | null; track_count: number; created_at: Date }>>(
    `select p.id, p.name, p.description, p.created_at,
            (select count(*)::int from track t where t.playlist_id = p.id) as track_count
       from playlist p
      where p.owner_id = ?
      order by p.created_at desc, p.id`,
    [viewer.id],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, trackCount: row.track_count, createdAt: new Date(row.created_at) }));
}

/** Playlists shared with the viewer, most recently shared first, with who shared each (one query). */
export async function listSharedWithViewer(ctx: RequestContext): Promise<SharedPlaylistView[]> {
  const viewer = requireViewer(ctx.viewer);
  const rows = await ctx.em.execute<
    Array<{ id: string; name: string; description: string | null; created_at: Date; updated_at: Date; track_count: number; shared_by: string; owner_username: string | null }>
  >(
    `select p.id, p.name, p.description, p.created_at, p.updated_at, sharer.username as shared_by, owner.username as owner_username,
            (select count(*)::int from track t where t.playlist_id = p.id) as track_count
       from playlist_share s
       join playlist p on p.id = s.playlist_id
       join "user" sharer on sharer.id = s.shared_by_id
       left join "user" owner on owner.id = p.owner_id
      where s.shared_with_id = ?
      order by s.created_at desc, p.id`,
    [viewer.id],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    trackCount: row.track_count,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    ownerUsername: row.owner_username,
    sharedBy: row.shared_by,
  }));
}

/** One playlist with its tracks in order (three queries whatever the track count). */
export function getPlaylist(ctx: RequestContext, id: string): Promise<PlaylistView> {
  return readPlaylistView(ctx.em, requireViewer(ctx.viewer), id);
}

/** Creates a playlist owned by the viewer. */
export async function createPlaylist(ctx: RequestContext, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { name, description } = validateInput(playlistSchema, input);
  const playlist = ctx.em.create(Playlist, { owner: viewer, name, description: description ?? null } as never);
  await ctx.em.flush();
  return readPlaylistView(ctx.em, viewer, playlist.id);
}

/** Renames or re-describes a playlist (owner or admin); only the given fields change. */
export async function updatePlaylist(ctx: RequestContext, id: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const changes = validateInput(playlistUpdateSchema, input);
  const readable = await loadEditablePlaylist(ctx.em, viewer, id);
  if (changes.name !== undefined) readable.playlist.name = changes.name;
  if (changes.description !== undefined) readable.playlist.description = changes.description;
  readable.playlist.updatedAt = new Date();
  await ctx.em.flush();
  return readPlaylistView(ctx.em, viewer, readable.playlist.id);
}

/** Deletes a playlist with its tracks and shares (owner or admin). */
export async function deletePlaylist(ctx: RequestContext, id: string): Promise<void> {
  const viewer = requireViewer(ctx.viewer);
  const { playlist } = await loadEditablePlaylist(ctx.em, viewer, id);
  await ctx.em.nativeDelete(Playlist, { id: playlist.id });
}
