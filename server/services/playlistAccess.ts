import { LockMode, raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { CompiledQuery, parameter, selectAs } from '../db/compiledQuery';
import { Playlist, PlaylistShare, type User } from '../entities';
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

interface AccessRow {
  id: string;
  name: string;
  description: string | null;
  owner: string | null;
  ownerUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
  sharedWith: ShareRecipient[];
}

/** The access query, with or without a row lock; compiled once each (it runs on every playlist request). */
function accessQuery(lock: boolean) {
  return new CompiledQuery<{ id: string }, AccessRow>((em) => {
    // One round trip: the shares ride along as JSON (an ORM populate would be a second query).
    const recipients = em
      .createQueryBuilder(PlaylistShare, 's')
      .select(raw(`coalesce(json_agg(json_build_object('id', "u"."id", 'username', "u"."username") order by "s"."created_at", "u"."username"), '[]')`))
      .join('s.sharedWith', 'u')
      .where({ playlist: sql.ref('p.id') })
      .as('sharedWith');
    const query = em
      .createQueryBuilder(Playlist, 'p')
      .select([...selectAs(em, Playlist, 'p', ['id', 'name', 'description', 'owner', 'createdAt', 'updatedAt']), recipients])
      .addSelect(sql.ref('o.username').as('ownerUsername'))
      .leftJoin('p.owner', 'o')
      .where({ id: parameter('id') });
    return lock ? query.setLockMode(LockMode.PESSIMISTIC_WRITE, ['p']) : query;
  }, ['createdAt', 'updatedAt']);
}

const readAccess = accessQuery(false);
const lockingAccess = accessQuery(true);

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
  const row = isUuid(id) ? await (lock ? lockingAccess : readAccess).first(em, { id }) : null;
  if (!row) throw new NotFound(PLAYLIST_NOT_FOUND);
  const facts: PlaylistFacts = {
    id: row.id,
    name: row.name,
    description: row.description,
    owner: row.owner ? { id: row.owner, username: row.ownerUsername ?? '' } : null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    sharedWith: row.sharedWith,
  };
  assertAllowed(viewer, facts, need);
  return facts;
}
