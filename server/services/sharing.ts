import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { shareSchema } from '../../schema/validation';
import { User } from '../entities';
import { Forbidden, NotFound, ValidationError } from '../errors/appErrors';
import { canSharePlaylist } from '../policies/playlists';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { isUuid, loadReadablePlaylist, PLAYLIST_READ_ONLY } from './playlistAccess';
import { validateInput } from './validate';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_SHARE_WITH_SELF = "You can't share a playlist with yourself";
export const CANNOT_SHARE_WITH_OWNER = 'This user owns the playlist already';

/** Finds a user by username (any case) or by id: the unshare route may name either. */
function findUser(em: EntityManager, usernameOrId: string): Promise<User | null> {
  const byName = { [sql.lower('username')]: usernameOrId.trim().toLowerCase() };
  return em.findOne(User, isUuid(usernameOrId) ? { $or: [byName, { id: usernameOrId }] } : byName);
}

async function loadShareablePlaylist(ctx: RequestContext, playlistId: string) {
  const viewer = requireViewer(ctx.viewer);
  const readable = await loadReadablePlaylist(ctx.em, viewer, playlistId);
  if (!canSharePlaylist(viewer, readable.playlist)) throw new Forbidden(PLAYLIST_READ_ONLY);
  return { viewer, ...readable };
}

/** Shares a playlist read-only with a user by username (owner or admin). Sharing twice keeps one share. */
export async function sharePlaylist(ctx: RequestContext, playlistId: string, input: unknown): Promise<{ sharedWith: string }> {
  const { sharedWithUsername } = validateInput(shareSchema, input);
  const { viewer, playlist } = await loadShareablePlaylist(ctx, playlistId);
  const recipient = await findUser(ctx.em, sharedWithUsername);
  if (!recipient) throw new NotFound(USER_NOT_FOUND);
  if (recipient.id === viewer.id) throw new ValidationError(CANNOT_SHARE_WITH_SELF, { sharedWithUsername: CANNOT_SHARE_WITH_SELF });
  if (recipient.id === playlist.owner?.id) throw new ValidationError(CANNOT_SHARE_WITH_OWNER, { sharedWithUsername: CANNOT_SHARE_WITH_OWNER });
  await ctx.em.execute(
    `insert into playlist_share (playlist_id, shared_with_id, shared_by_id, created_at) values (?, ?, ?, now())
     on conflict (playlist_id, shared_with_id) do nothing`,
    [playlist.id, recipient.id, viewer.id],
  );
  return { sharedWith: recipient.username };
}

/** Ends a share (owner or admin); the user may be named by username or id. Unsharing twice is harmless. */
export async function unsharePlaylist(ctx: RequestContext, playlistId: string, usernameOrId: string): Promise<void> {
  const { playlist } = await loadShareablePlaylist(ctx, playlistId);
  const recipient = await findUser(ctx.em, usernameOrId);
  if (!recipient) throw new NotFound(USER_NOT_FOUND);
  await ctx.em.execute('delete from playlist_share where playlist_id = ? and shared_with_id = ?', [playlist.id, recipient.id]);
}
