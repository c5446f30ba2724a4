import type { User } from '../entities';

/** Profiles are changed by their owner or an admin (DESIGN.md §5). */
export function canEditProfile(viewer: User, profileOwner: { id: string }): boolean {
  return viewer.isAdmin || viewer.id === profileOwner.id;
}

/**
 * The phone rule without the database, the only place it is decided (both doors present the views
 * of services/userViews.ts, which asks this): the owner and admins always see the number. Everyone
 * else sees it only when the owner has shared a playlist with them (`ownerSharedWithViewer`, read
 * at request time by services/userViews.ts).
 */
export function canSeePhoneNumber(viewer: User, profileOwner: { id: string }, ownerSharedWithViewer: boolean): boolean {
  return canEditProfile(viewer, profileOwner) || ownerSharedWithViewer;
}
