import { raw, sql } from '@mikro-orm/core';
import { adminPlaylistListSchema, playlistSchema } from '../../../schema/validation';
import { Playlist, Track } from '../../entities';
import { requireAdmin } from '../../policies/admin';
import type { RequestContext } from '../context';
import { deletePlaylist, updatePlaylist } from '../playlists';
import { validateInput } from '../validate';
import type { Page } from './adminUsers';
import { containsPattern, orderOf } from './searchPattern';

/** A playlist in the admin dashboard (SPEC.md §7): `userId` and `ownerUsername` are null for a system playlist. */
export interface AdminPlaylistView {
  id: string;
  name: string;
  userId: string | null;
  ownerUsername: string | null;
  description: string | null;
  trackCount: number;
  createdAt: Date;
}

/** The columns of an admin row, aliased to their property names (rows are read without entity mapping). */
const ADMIN_COLUMNS = [
  raw('"p"."id" as "id"'),
  raw('"p"."name" as "name"'),
  raw('"p"."description" as "description"'),
  raw('"p"."created_at" as "createdAt"'),
  raw('"p"."owner_id" as "userId"'),
  raw('"o"."username" as "ownerUsername"'),
];

type Row = Omit<AdminPlaylistView, 'trackCount' | 'createdAt'> & { trackCount: string | number; createdAt: string | Date };

function toView(row: Row): AdminPlaylistView {
  return { ...row, trackCount: Number(row.trackCount), createdAt: new Date(row.createdAt) };
}

/** Every playlist matching `q` (its name or its owner's username), one page (two statements at any size). */
export async function listAllPlaylists(ctx: RequestContext, input: unknown): Promise<Page<AdminPlaylistView>> {
  requireAdmin(ctx.viewer);
  const { q, limit, offset, sort } = validateInput(adminPlaylistListSchema, input);
  const pattern = containsPattern(q);
  const where = q ? { $or: [{ name: { $ilike: pattern } }, { 'o.username': { $ilike: pattern } }] } : {};
  const trackCount = ctx.em.createQueryBuilder(Track, 't').count().where({ playlist: sql.ref('p.id') }).as('trackCount');
  const [column, direction] = orderOf(sort);
  const rows = await ctx.em
    .createQueryBuilder(Playlist, 'p')
    .select([...ADMIN_COLUMNS, trackCount])
    .leftJoin('p.owner', 'o')
    .where(where)
    .orderBy(column === 'trackCount' ? [{ [sql`"trackCount"`]: direction }, { id: 'asc' }] : [{ [column]: direction }, { id: 'asc' }])
    .limit(limit)
    .offset(offset)
    .execute<Row[]>('all', false);
  const total = await ctx.em.createQueryBuilder(Playlist, 'p').leftJoin('p.owner', 'o').where(where).getCount();
  return { items: rows.map(toView), total };
}

async function adminViewOf(ctx: RequestContext, id: string): Promise<AdminPlaylistView> {
  const row = await ctx.em
    .createQueryBuilder(Playlist, 'p')
    .select(ADMIN_COLUMNS)
    .addSelect(ctx.em.createQueryBuilder(Track, 't').count().where({ playlist: sql.ref('p.id') }).as('trackCount'))
    .leftJoin('p.owner', 'o')
    .where({ id })
    .execute<Row>('get', false);
  return toView(row);
}

/** Creates a system playlist (no owner): every signed-in user can open it, only admins change it. */
export async function createSystemPlaylist(ctx: RequestContext, input: unknown): Promise<AdminPlaylistView> {
  requireAdmin(ctx.viewer);
  const { name, description } = validateInput(playlistSchema, input);
  const playlist = ctx.em.create(Playlist, { owner: null, name, description: description ?? null });
  await ctx.em.flush();
  return adminViewOf(ctx, playlist.id);
}

/** Renames or re-describes any playlist (PATCH /api/admin/playlists/{id}); only the given fields change. */
export async function updateAnyPlaylist(ctx: RequestContext, id: string, input: unknown): Promise<AdminPlaylistView> {
  requireAdmin(ctx.viewer);
  const updated = await updatePlaylist(ctx, id, input);
  return adminViewOf(ctx, updated.id);
}

/** Deletes any playlist with its tracks and shares. */
export async function deleteAnyPlaylist(ctx: RequestContext, id: string): Promise<void> {
  requireAdmin(ctx.viewer);
  await deletePlaylist(ctx, id);
}
