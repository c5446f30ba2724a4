import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages, profileSchema, profileUsernameSchema, type ProfileInput } from '../../schema/validation';
import { USERNAME_MAX_LENGTH } from '../../schema/limits';
import { Playlist, ProfileImage, Track, User } from '../entities';
import { Forbidden, NotFound, ValidationError } from '../errors/appErrors';
import { canEditProfile } from '../policies/profiles';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { profileImageUrlOf } from './profileImageUrls';
import type { PlaylistSummaryView } from './playlistViews';
import { userView, type UserView } from './userViews';
import { validateInput } from './validate';

/** SPEC.md §8's text for an unknown username. */
export const USER_NOT_FOUND = 'User not found';

/** A user's public profile as the viewer sees it (GET /api/users/profile/{username}, `userProfile`). */
export interface PublicProfileView extends Omit<UserView, 'isAdmin' | 'createdAt'> {
  /** The viewer may edit it: the owner or an admin. */
  canEdit: boolean;
  /**
   * The user has a phone number, whether or not the viewer may see it: a null `phoneNumber` with
   * this true reads 'Hidden', not 'Not provided'. The number itself still follows the phone rule.
   */
  hasPhoneNumber: boolean;
  /** The user's playlists the viewer can open: all for the owner or an admin, else those shared with the viewer. */
  playlists: PlaylistSummaryView[];
}

const EDITABLE_FIELDS = ['displayName', 'phoneNumber', 'bio'] as const;

async function findByUsername(em: EntityManager, rawUsername: string): Promise<User> {
  const { username } = validateInput(profileUsernameSchema, { username: rawUsername });
  const user =
    username.length <= USERNAME_MAX_LENGTH
      ? await em.findOne(User, { [sql.lower('username')]: username.toLowerCase() })
      : null;
  if (!user) throw new NotFound(USER_NOT_FOUND);
  return user;
}

/** The signed-in user's own profile (GET /api/users/profile, `profile`). */
export function getOwnProfile(ctx: RequestContext): Promise<UserView> {
  const viewer = requireViewer(ctx.viewer);
  return userView(ctx.em, viewer, viewer);
}

async function playlistsOfProfile(em: EntityManager, viewer: User, owner: User): Promise<PlaylistSummaryView[]> {
  const trackCount = em
    .createQueryBuilder(Track, 't')
    .count()
    .where({ playlist: sql.ref('p.id') })
    .as('trackCount');
  const query = em
    .createQueryBuilder(Playlist, 'p')
    .select(['id', 'name', 'description', 'createdAt', trackCount])
    .where({ owner: owner.id })
    .orderBy({ createdAt: 'desc', id: 'asc' });
  if (!canEditProfile(viewer, owner)) {
    query.andWhere(
      'exists (select 1 from "playlist_share" s where s."playlist_id" = p."id" and s."shared_with_user_id" = ?)',
      [viewer.id],
    );
  }
  const rows = await query.execute<Array<Omit<PlaylistSummaryView, 'trackCount'> & { trackCount: string }>>('all');
  return rows.map((row) => ({ ...row, trackCount: Number(row.trackCount) }));
}

async function publicProfileOf(ctx: RequestContext, viewer: User, user: User): Promise<PublicProfileView> {
  const { isAdmin: _isAdmin, createdAt: _createdAt, ...view } = await userView(ctx.em, viewer, user);
  return {
    ...view,
    canEdit: canEditProfile(viewer, user),
    hasPhoneNumber: Boolean(user.phoneNumber),
    playlists: await playlistsOfProfile(ctx.em, viewer, user),
  };
}

/** Anyone's public profile, for any signed-in viewer; 404 'User not found' for an unknown username. */
export async function getPublicProfile(ctx: RequestContext, username: string): Promise<PublicProfileView> {
  const viewer = requireViewer(ctx.viewer);
  return publicProfileOf(ctx, viewer, await findByUsername(ctx.em, username));
}

/** Removes every photo row of the user (after `profileImage` was cleared). */
async function removePhotos(em: EntityManager, user: User): Promise<void> {
  user.profileImage = null;
  await em.flush();
  await em.nativeDelete(ProfileImage, { user: user.id });
}

/**
 * Applies a profile change to `user`: fields present in `input` are set (blank removes them),
 * fields left out stay. `profileImageUrl` may be null (remove the photo) or the current URL.
 */
async function applyProfileChange(ctx: RequestContext, user: User, input: unknown, data: ProfileInput): Promise<void> {
  const given = input as Record<string, unknown>;
  const removePhoto = Object.hasOwn(given, 'profileImageUrl') && data.profileImageUrl == null;
  if (data.profileImageUrl != null && data.profileImageUrl !== profileImageUrlOf(user)) {
    throw new ValidationError(messages.profileImageUrlUnknown, { profileImageUrl: messages.profileImageUrlUnknown });
  }
  await ctx.em.transactional(async (em) => {
    const target = em.merge(user);
    for (const field of EDITABLE_FIELDS) if (Object.hasOwn(given, field)) target[field] = data[field] ?? null;
    await em.flush();
    if (removePhoto && target.profileImage) await removePhotos(em, target);
  });
}

/** PATCH /api/users/profile and `updateProfile`: the viewer changes their own profile. */
export async function updateOwnProfile(ctx: RequestContext, input: unknown): Promise<UserView> {
  const viewer = requireViewer(ctx.viewer);
  await applyProfileChange(ctx, viewer, input, validateInput(profileSchema, input));
  return userView(ctx.em, viewer, viewer);
}

/**
 * PATCH /api/users/profile/{username} and `updateUserProfile`: the owner or an admin changes a
 * public profile. Profiles are readable by every signed-in user, so anyone else gets 403, not 404.
 */
export async function updateUserProfile(
  ctx: RequestContext,
  username: string,
  input: unknown,
): Promise<PublicProfileView> {
  const viewer = requireViewer(ctx.viewer);
  const data = validateInput(profileSchema, input);
  const user = await findByUsername(ctx.em, username);
  if (!canEditProfile(viewer, user)) throw new Forbidden('You can only edit your own profile');
  await applyProfileChange(ctx, user, input, data);
  return publicProfileOf(ctx, viewer, user);
}
