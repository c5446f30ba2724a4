import { createHash } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { ProfileImage, User } from '../entities';
import { NotFound } from '../errors/appErrors';
import { requireViewer } from '../policies/viewer';
import type { RequestContext } from './context';
import { reencodeProfileImage } from './images/reencodeProfileImage';
import { profileImageIdFor, profileImageUrlFor } from './profileImageUrls';
import { isUuid } from '../../schema/ids';

const IMAGE_NOT_FOUND = 'Image not found';

/** A stored photo as it is served. */
export interface ServedImage {
  bytes: Buffer;
  contentType: string;
}

/**
 * Makes `upload` (the raw bytes of an upload, already within the size limit) the viewer's photo:
 * checked and re-encoded (services/images), stored, and every older photo of theirs removed, in one
 * transaction. Returns the photo's URL.
 */
export async function setOwnProfileImage(ctx: RequestContext, upload: Buffer): Promise<string> {
  const viewer = requireViewer(ctx.viewer);
  const image = await reencodeProfileImage(upload);
  const contentHash = createHash('sha256').update(image.bytes).digest('hex');
  const id = profileImageIdFor(viewer.id, image.bytes);
  if (viewer.profileImage?.id === id) return profileImageUrlFor(viewer.id, id);
  await ctx.em.transactional(async (em) => {
    // Lock the owner: uploads at once (a double click, two tabs) replace the photo one after the
    // other. Plain statements after that, so no step depends on what this request loaded earlier.
    await em.findOneOrFail(User, { id: viewer.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!(await em.count(ProfileImage, { id }))) {
      em.create(ProfileImage, { id, user: viewer.id, contentHash, ...image });
      await em.flush();
    }
    await em.nativeUpdate(User, { id: viewer.id }, { profileImage: id, updatedAt: new Date() });
    await em.nativeDelete(ProfileImage, { user: viewer.id, id: { $ne: id } });
  });
  return profileImageUrlFor(viewer.id, id);
}

/** A user's current photo for any signed-in viewer; 404 for an unknown user or a replaced photo. */
export async function readProfileImage(ctx: RequestContext, userId: string, imageId: string): Promise<ServedImage> {
  requireViewer(ctx.viewer);
  if (!isUuid(userId) || !isUuid(imageId)) throw new NotFound(IMAGE_NOT_FOUND);
  const image = await ctx.em.findOne(ProfileImage, { id: imageId, user: userId }, { populate: ['bytes'] });
  if (!image) throw new NotFound(IMAGE_NOT_FOUND);
  return { bytes: image.bytes, contentType: image.contentType };
}
