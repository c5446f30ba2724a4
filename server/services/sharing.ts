import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../schema/ids';
import { shareSchema, unshareSchema } from '../../schema/validation';
import { PlaylistShare, User } from '../entities';
import { NotFound, ValidationError } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { accessPlaylist } from './playlistAccess';
import { validateInput } from './validate';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_SHARE_WITH_SELF = "You can't share a playlist with yourself";
export const CANNOT_SHARE_WITH_OWNER = 'This user owns the playlist already';

/** Finds a user by username (any case) or by id: the unshare route may name either. */
function findUser(em: EntityManager, usernameOrId: string): Promise<User | null> {
  const byName = { [sql.lower('username')]: usernameOrId.toLowerCase() };
  return em.findOne(User, isUuid(usernameOrId) ? { $or: [byName, { id: usernameOrId }] } : byName);
}

/** Shares a playlist read-only with a user by username (owner or admin). Sharing twice keeps one share. */
export async function sharePlaylist(
  ctx: RequestContext,
  playlistId: string,
  input: unknown,
): Promise<{ sharedWith: string }> {
  const viewer = requireViewer(ctx.viewer);
  const { sharedWithUsername } = validateInput(shareSchema, input);
  const playlist = await accessPlaylist(ctx.em, viewer, playlistId, 'share');
  const recipient = await findUser(ctx.em, sharedWithUsername);
  if (!recipient) throw new NotFound(USER_NOT_FOUND);
  if (recipient.id === viewer.id)
    throw new ValidationError(CANNOT_SHARE_WITH_SELF, { sharedWithUsername: CANNOT_SHARE_WITH_SELF });
  if (recipient.id === playlist.owner?.id)
    throw new ValidationError(CANNOT_SHARE_WITH_OWNER, { sharedWithUsername: CANNOT_SHARE_WITH_OWNER });
  await ctx.em
    .createQueryBuilder(PlaylistShare)
    .insert({ playlist: playlist.id, sharedWith: recipient.id, sharedBy: viewer.id, createdAt: new Date() })
    .onConflict(['playlist', 'sharedWith'])
    .ignore()
    .execute();
  return { sharedWith: recipient.username };
}

/** Ends a share (owner or admin); the user may be named by username or id. Unsharing twice is harmless. */
export async function unsharePlaylist(ctx: RequestContext, playlistId: string, usernameOrId: string): Promise<void> {
  const viewer = requireViewer(ctx.viewer);
  const { usernameOrId: named } = validateInput(unshareSchema, { usernameOrId });
  const playlist = await accessPlaylist(ctx.em, viewer, playlistId, 'share');
  const recipient = await findUser(ctx.em, named);
  if (!recipient) throw new NotFound(USER_NOT_FOUND);
  await ctx.em.nativeDelete(PlaylistShare, { playlist: playlist.id, sharedWith: recipient.id });
}
