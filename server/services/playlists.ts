import { sql } from '@mikro-orm/core';
import { playlistSchema, playlistUpdateSchema } from '../../schema/validation';
import { Playlist, PlaylistShare, Track, User } from '../entities';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import {
  loadSetList,
  toPlaylistView,
  type PlaylistSummaryView,
  type PlaylistView,
  type SharedPlaylistView,
} from './playlistViews';
import { validateInput } from './validate';

/** A subquery counting the tracks of the playlist aliased `p`, selected as `trackCount`. */
function trackCountOfP(ctx: RequestContext) {
  return ctx.em
    .createQueryBuilder(Track, 't')
    .count()
    .where({ playlist: sql.ref('p.id') })
    .as('trackCount');
}

/** Summaries of the playlists of this owner (null: the system ones), newest first, in one query. */
async function summariesOwnedBy(ctx: RequestContext, owner: string | null): Promise<PlaylistSummaryView[]> {
  const rows = await ctx.em
    .createQueryBuilder(Playlist, 'p')
    .select(['id', 'name', 'description', 'createdAt', trackCountOfP(ctx)])
    .where({ owner })
    .orderBy({ createdAt: 'desc', id: 'asc' })
    .execute<Array<Omit<PlaylistSummaryView, 'trackCount'> & { trackCount: string }>>('all');
  return rows.map((row) => ({ ...row, trackCount: Number(row.trackCount) }));
}

/** The viewer's own playlists, newest first, with their track counts (one query). */
export async function listOwnPlaylists(ctx: RequestContext): Promise<PlaylistSummaryView[]> {
  const viewer = requireViewer(ctx.viewer);
  return summariesOwnedBy(ctx, viewer.id);
}

/** System playlists (no owner, made by admins): readable by every signed-in user. Newest first, one query. */
export async function listFeaturedPlaylists(ctx: RequestContext): Promise<PlaylistSummaryView[]> {
  requireViewer(ctx.viewer);
  return summariesOwnedBy(ctx, null);
}

/** Playlists shared with the viewer, most recently shared first, with who shared each (one query). */
export async function listSharedWithViewer(ctx: RequestContext): Promise<SharedPlaylistView[]> {
  const viewer = requireViewer(ctx.viewer);
  const rows = await ctx.em
    .createQueryBuilder(PlaylistShare, 's')
    .select([
      sql.ref('p.id').as('id'),
      sql.ref('p.name').as('name'),
      sql.ref('p.description').as('description'),
      sql.ref('p.createdAt').as('createdAt'),
      sql.ref('p.updatedAt').as('updatedAt'),
      sql.ref('sharer.username').as('sharedBy'),
      sql.ref('owner.username').as('ownerUsername'),
      trackCountOfP(ctx),
    ])
    .join('s.playlist', 'p')
    .join('s.sharedBy', 'sharer')
    .leftJoin('p.owner', 'owner')
    .where({ sharedWith: viewer.id })
    .orderBy([{ 's.createdAt': 'desc' }, { 's.playlist': 'asc' }])
    .execute<
      Array<
        Omit<SharedPlaylistView, 'trackCount' | 'createdAt' | 'updatedAt'> & {
          trackCount: string;
          createdAt: string;
          updatedAt: string;
        }
      >
    >('all', false);
  return rows.map((row) => ({
    ...row,
    trackCount: Number(row.trackCount),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  }));
}

/** One playlist with its tracks in order (two queries whatever the track count). */
export async function getPlaylist(ctx: RequestContext, id: string): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const facts = await accessPlaylist(ctx.em, viewer, id, 'read');
  return toPlaylistView(viewer, facts, await loadSetList(ctx.em, facts.id));
}

/** Creates a playlist owned by the viewer (one statement). */
export async function createPlaylist(ctx: RequestContext, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const { name, description } = validateInput(playlistSchema, input);
  const playlist = ctx.em.create(Playlist, {
    owner: ctx.em.getReference(User, viewer.id),
    name,
    description: description ?? null,
  });
  await ctx.em.flush();
  const owner = { id: viewer.id, username: viewer.username };
  return toPlaylistView(viewer, { ...playlist, owner, sharedWith: [] }, { tracks: [], breaks: [] });
}

/** Renames or re-describes a playlist (owner or admin); only the given fields change. */
export async function updatePlaylist(ctx: RequestContext, id: string, input: unknown): Promise<PlaylistView> {
  const viewer = requireViewer(ctx.viewer);
  const changes = validateInput(playlistUpdateSchema, input);
  return ctx.em.transactional(async (em) => {
    const facts = await accessPlaylist(em, viewer, id, 'edit', { lock: true });
    const updated = { ...facts, updatedAt: new Date() };
    if (changes.name !== undefined) updated.name = changes.name;
    if (changes.description !== undefined) updated.description = changes.description;
    await em.nativeUpdate(
      Playlist,
      { id: facts.id },
      { name: updated.name, description: updated.description, updatedAt: updated.updatedAt },
    );
    return toPlaylistView(viewer, updated, await loadSetList(em, facts.id));
  });
}

/** Deletes a playlist with its tracks and shares (owner or admin). */
export async function deletePlaylist(ctx: RequestContext, id: string): Promise<void> {
  const viewer = requireViewer(ctx.viewer);
  const facts = await accessPlaylist(ctx.em, viewer, id, 'edit');
  await ctx.em.nativeDelete(Playlist, { id: facts.id });
}
