import { createHash } from 'node:crypto';
import type { User } from '../entities';

/**
 * The id of a stored photo: a UUID made from the SHA-256 of its owner and its bytes. The id is the
 * content hash in the photo's URL, so a new photo gets a new URL and any URL may be cached for ever,
 * and the URL comes from the user row alone (`profile_image_id`) without reading the photo.
 */
export function profileImageIdFor(userId: string, bytes: Buffer): string {
  const hex = createHash('sha256').update(userId).update(bytes).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Where a user's photo is served. */
export function profileImageUrlFor(userId: string, imageId: string): string {
  return `/api/users/${userId}/profile-image/${imageId}`;
}

/** The URL of the user's current photo, or null when they have none. */
export function profileImageUrlOf(user: User): string | null {
  return user.profileImage ? profileImageUrlFor(user.id, user.profileImage.id) : null;
}
