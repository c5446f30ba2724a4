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

type Row = Omit<AdminPlaylistView, 'trackCount' | 'createdAt'> & {
  trackCount: string | number;
  createdAt: string | Date;
};

function toView(row: Row): AdminPlaylistView {
  return { ...row, trackCount: Number(row.trackCount), createdAt: new Date(row.createdAt) };
}

/** SQL of each sort's column (only these, never text from the request). */
const ORDER_COLUMNS: Record<string, string> = {
  name: '"p"."name"',
  createdAt: '"p"."created_at"',
  trackCount: '"trackCount"',
};

/** Name or owner, as two lookups rather than an OR across the owner join (which cannot use an index). */
const SEARCH_CONDITION = `"p"."id" in (select "id" from "playlist" where "name" ilike ? union select "p2"."id" from "playlist" as "p2" join "user" as "u2" on "u2"."id" = "p2"."owner_id" where "u2"."username" ilike ?)`;

/**
 * Every playlist matching `q` (its name or its owner's username), one page: two statements at any
 * size, run at the same time. Track counts come from a correlated count for the page's rows only,
 * or, when sorting by them, from one grouped pass over the tracks (a count per playlist for all of
 * them would be 50,000 index lookups).
 */
export async function listAllPlaylists(ctx: RequestContext, input: unknown): Promise<Page<AdminPlaylistView>> {
  requireAdmin(ctx.viewer);
  const { q, limit, offset, sort } = validateInput(adminPlaylistListSchema, input);
  const [column, direction] = orderOf(sort);
  const searchParams = q ? [containsPattern(q), containsPattern(q)] : [];
  const where = q ? `where ${SEARCH_CONDITION}` : '';
  const byTrackCount = column === 'trackCount';
  const trackCount = byTrackCount
    ? 'coalesce("tc"."count", 0)'
    : '(select count(*) from "track" as "t" where "t"."playlist_id" = "p"."id")';
  const trackCounts = byTrackCount
    ? 'left join (select "playlist_id", count(*) as "count" from "track" group by "playlist_id") as "tc" on "tc"."playlist_id" = "p"."id"'
    : '';
  const listSql = `select "p"."id", "p"."name", "p"."description", "p"."created_at" as "createdAt", "p"."owner_id" as "userId",
      "o"."username" as "ownerUsername", ${trackCount} as "trackCount"
    from "playlist" as "p" left join "user" as "o" on "o"."id" = "p"."owner_id" ${trackCounts}
    ${where} order by ${ORDER_COLUMNS[column]} ${direction}, "p"."id" asc limit ? offset ?`;
  const [rows, [counted]] = await Promise.all([
    ctx.em.execute<Row[]>(listSql, [...searchParams, limit, offset]),
    ctx.em.execute<Array<{ total: string }>>(
      `select count(*) as "total" from "playlist" as "p" ${where}`,
      searchParams,
    ),
  ]);
  return { items: rows.map(toView), total: Number(counted!.total) };
}

async function adminViewOf(ctx: RequestContext, id: string): Promise<AdminPlaylistView> {
  const row = await ctx.em
    .createQueryBuilder(Playlist, 'p')
    .select(ADMIN_COLUMNS)
    .addSelect(
      ctx.em
        .createQueryBuilder(Track, 't')
        .count()
        .where({ playlist: sql.ref('p.id') })
        .as('trackCount'),
    )
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
