import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import type { User } from '../entities';
import { Forbidden, NotFound } from '../errors/appErrors';
import { canEditPlaylist, canReadPlaylist, canSharePlaylist } from '../policies/playlists';

/** Answer for a playlist that does not exist or that the viewer may not read (existence never leaks). */
export const PLAYLIST_NOT_FOUND = 'Playlist not found';
/** Answer when a reader (a share recipient, or anyone on a system playlist) tries to change it. */
export const PLAYLIST_READ_ONLY = 'Only the owner of this playlist can change it';

/** What the viewer wants to do with a playlist: each need is allowed by its own policy. */
export type PlaylistNeed = 'read' | 'edit' | 'share';

/** A user a playlist is shared with. */
export interface ShareRecipient {
  id: string;
  username: string;
}

/** Everything the rules and the views need of one playlist row, loaded by {@link accessPlaylist}. */
export interface PlaylistFacts {
  id: string;
  name: string;
  description: string | null;
  /** Null for a system playlist. */
  owner: { id: string; username: string } | null;
  createdAt: Date;
  updatedAt: Date;
  /** Who it is shared with, oldest share first. */
  sharedWith: ShareRecipient[];
}

/** A row of {@link ACCESS_SQL}, as the driver returns it (timestamps as text). */
interface AccessRow {
  id: string;
  name: string;
  description: string | null;
  owner_id: string | null;
  owner_username: string | null;
  created_at: string;
  updated_at: string;
  shared_with: ShareRecipient[];
}

/**
 * The access query, run on every playlist request: a hot read, so plain SQL (docs/ARCHITECTURE.md
 * "Reading the database"). One round trip: the owner's username and the shares (as JSON, oldest
 * first) ride along, where an ORM populate would be more queries. bench/lib/rawApp.mjs sends the same.
 */
export const ACCESS_SQL = `
  select p.id, p.name, p.description, p.created_at, p.updated_at, p.owner_id, o.username as owner_username,
         (select coalesce(json_agg(json_build_object('id', u.id, 'username', u.username) order by s.created_at, u.username), '[]')
            from playlist_share s join "user" u on s.shared_with_user_id = u.id
           where s.playlist_id = p.id) as shared_with
    from playlist p left join "user" o on p.owner_id = o.id
   where p.id = ?
   limit 1`;
/** The same, locking the playlist row until the transaction ends. */
const LOCKING_ACCESS_SQL = `${ACCESS_SQL}\n   for update of p`;

function factsOf(row: AccessRow): PlaylistFacts {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    owner: row.owner_id ? { id: row.owner_id, username: row.owner_username ?? '' } : null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
    sharedWith: row.shared_with,
  };
}

function assertAllowed(viewer: User, facts: PlaylistFacts, need: PlaylistNeed): void {
  const sharedWithViewer = facts.sharedWith.some((recipient) => recipient.id === viewer.id);
  if (!canReadPlaylist(viewer, facts, sharedWithViewer)) throw new NotFound(PLAYLIST_NOT_FOUND);
  if (need === 'edit' && !canEditPlaylist(viewer, facts)) throw new Forbidden(PLAYLIST_READ_ONLY);
  if (need === 'share' && !canSharePlaylist(viewer, facts)) throw new Forbidden(PLAYLIST_READ_ONLY);
}

/**
 * The one way to reach a playlist: loads it with its owner and shares in one query and applies the
 * policy for `need`. 404 when it does not exist or the viewer may not read it, 403 when they may
 * only read it. With `lock` (inside a transaction) the row stays locked until the transaction ends,
 * so changes that depend on its tracks (positions) run one at a time.
 */
export async function accessPlaylist(
  em: EntityManager,
  viewer: User,
  id: string,
  need: PlaylistNeed,
  { lock = false }: { lock?: boolean } = {},
): Promise<PlaylistFacts> {
  const [row] = isUuid(id) ? await em.execute<AccessRow[]>(lock ? LOCKING_ACCESS_SQL : ACCESS_SQL, [id]) : [];
  if (!row) throw new NotFound(PLAYLIST_NOT_FOUND);
  const facts = factsOf(row);
  assertAllowed(viewer, facts, need);
  return facts;
}
