import type { User } from '../entities';

/** Where a user's photo is served: the content hash makes each photo's URL unique, so it may be cached for ever. */
export function profileImageUrlFor(userId: string, contentHash: string): string {
  return `/api/users/${userId}/profile-image/${contentHash}`;
}

/** The URL of the user's current photo, or null when they have none. */
export function profileImageUrlOf(user: User): string | null {
  const image = user.profileImage;
  return image?.contentHash ? profileImageUrlFor(user.id, image.contentHash) : null;
}
