import sharp, { type Metadata } from 'sharp';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_MAX_SIDE } from '../../../schema/limits';
import { messages } from '../../../schema/validation';
import { UnsupportedMediaType, ValidationError } from '../../errors/appErrors';
import { sniffImageType } from './sniffImageType';

/** A photo ready to store: always our own encoding, never the uploaded bytes. */
export interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
}

function invalidType(): never {
  throw new UnsupportedMediaType(messages.profileImageInvalidType);
}

/**
 * Checks an uploaded photo and re-encodes it: PNG, JPEG, GIF or WebP by its bytes; at most
 * {@link PROFILE_IMAGE_MAX_PIXELS} pixels as its header declares (checked before any decoding, so
 * a pixel flood costs nothing); rotated upright, shrunk to fit {@link PROFILE_IMAGE_MAX_SIDE}
 * pixels square, written as WebP without any metadata (EXIF, GPS, comments, ICC text chunks).
 */
export async function reencodeProfileImage(upload: Buffer): Promise<ReencodedImage> {
  if (!sniffImageType(upload)) invalidType();
  const options = { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, failOn: 'error' as const, pages: 1 };
  let declared: Metadata;
  try {
    declared = await sharp(upload, { ...options, limitInputPixels: false }).metadata();
  } catch {
    invalidType();
  }
  if (!declared.width || !declared.height) invalidType();
  if (declared.width * declared.height > PROFILE_IMAGE_MAX_PIXELS) {
    throw new ValidationError(messages.profileImageTooManyPixels, { profileImage: messages.profileImageTooManyPixels });
  }
  try {
    const { data, info } = await sharp(upload, options)
      .rotate()
      .resize(PROFILE_IMAGE_MAX_SIDE, PROFILE_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    invalidType();
  }
}
