import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PlaylistShare, type User } from '../entities';
import { canSeePhoneNumber } from '../policies/profiles';
import { profileImageUrlFor } from './profileImageUrls';

// The one presenter of users: every response of either door that carries a user (me, login,
// register, profiles, the admin lists and changes) is built here, so the phone rule and the photo
// URL cannot be forgotten on one path. Both doors answer the view as it is: REST sends it as JSON
// (dates as ISO text), GraphQL through the `User` type (graphql/user.types.ts).

/** A user as a viewer may see them. `phoneNumber` is null unless the phone rule allows it. */
export interface UserView {
  id: string;
  username: string;
  email: string;
  displayName: string | null;
  phoneNumber: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: Date;
}

/**
 * Ids among `ownerIds` whose owner has shared at least one of their playlists with `viewer`
 * (one query, read now: an unshare takes effect on the next request).
 */
async function ownersSharingWith(em: EntityManager, viewer: User, ownerIds: string[]): Promise<Set<string>> {
  if (!ownerIds.length) return new Set();
  const rows = await em
    .createQueryBuilder(PlaylistShare, 's')
    .select([sql.ref('p.owner').as('ownerId')])
    .distinct()
    .join('s.playlist', 'p')
    .where({ sharedWith: viewer.id, 'p.owner': { $in: ownerIds } })
    .execute<Array<{ ownerId: string }>>('all', false);
  return new Set(rows.map((row) => row.ownerId));
}

/** What a view is made of, from an entity or a plain row; `profileImageId` is the current photo's id. */
export interface UserFields {
  id: string;
  username: string;
  email: string;
  displayName?: string | null;
  phoneNumber?: string | null;
  bio?: string | null;
  isAdmin: boolean;
  createdAt: Date;
}

/**
 * The phone rule (`canSeePhoneNumber`, policies/profiles.ts) of `viewer` for each of `owners`. Whether
 * an owner shares a playlist with the viewer is read (one query, read now: an unshare takes effect on
 * the next request) only for owners with a number the rule does not already show without it.
 */
async function phoneRuleOf(
  em: EntityManager,
  viewer: User,
  owners: readonly UserFields[],
): Promise<(owner: UserFields) => boolean> {
  const undecided = owners
    .filter((owner) => owner.phoneNumber && !canSeePhoneNumber(viewer, owner, false))
    .map((owner) => owner.id);
  const sharing = await ownersSharingWith(em, viewer, undecided);
  return (owner) => canSeePhoneNumber(viewer, owner, sharing.has(owner.id));
}

function viewOf(user: UserFields, profileImageId: string | null | undefined, phoneVisible: boolean): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName ?? null,
    phoneNumber: phoneVisible ? (user.phoneNumber ?? null) : null,
    bio: user.bio ?? null,
    profileImageUrl: profileImageId ? profileImageUrlFor(user.id, profileImageId) : null,
    isAdmin: user.isAdmin,
    createdAt: new Date(user.createdAt),
  };
}

/** One user as `viewer` may see them. */
export async function userView(em: EntityManager, viewer: User, user: User): Promise<UserView> {
  const phoneVisible = await phoneRuleOf(em, viewer, [user]);
  return viewOf(user, user.profileImage?.id, phoneVisible(user));
}

/** A user's view of themself (me, login, register): the owner always sees their own number. */
export function ownUserView(em: EntityManager, user: User): Promise<UserView> {
  return userView(em, user, user);
}

/** A user as the admin list reads it: plain columns, no entity (`profileImage` is the photo's id). */
export interface UserRow extends UserFields {
  profileImage: string | null;
}

/**
 * Rows of a user list as `viewer` may see them. Lists are read as plain rows because making a
 * MikroORM entity of each held the event loop ~10 ms per 200 users (npm run bench:profile -- cost);
 * the phone rule is the same one (for an admin, today's only caller, it needs no query).
 */
export async function userRowViews(em: EntityManager, viewer: User, rows: readonly UserRow[]): Promise<UserView[]> {
  const phoneVisible = await phoneRuleOf(em, viewer, rows);
  return rows.map((row) => viewOf(row, row.profileImage, phoneVisible(row)));
}
