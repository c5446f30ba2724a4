import { PROFILE_IMAGE_MAX_BYTES } from '../../../../schema/limits';
import { messages } from '../../../../schema/validation/messages';
import { fetchWithFreshXsrfToken, xsrfHeaders } from '../../xsrf';

/** Why a photo was not taken: the SPEC.md §8 toast to show. */
export class PhotoRejected extends Error {
  constructor(
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
  }
}

function rejection(text: string): PhotoRejected {
  const [title, ...rest] = text.split(': ');
  return new PhotoRejected(title!, rest.join(': '));
}

/** SPEC.md §5's check before any upload: an image type and under 5 MB (the server checks the bytes again). */
export function checkPhotoFile(file: File): PhotoRejected | null {
  if (!file.type.startsWith('image/')) return rejection(messages.profileImageInvalidType);
  if (file.size >= PROFILE_IMAGE_MAX_BYTES) return rejection(messages.profileImageTooLarge);
  return null;
}

/**
 * Uploads a photo with the REST route of SPEC.md §7 (multipart, field `profileImage`) and returns
 * its URL. Throws {@link PhotoRejected} with SPEC's text when the server refuses the file, and a
 * plain Error for anything else (network, server fault).
 */
export async function uploadProfileImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('profileImage', file);
  const response = await fetchWithFreshXsrfToken('/api/users/upload-profile-image', {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...xsrfHeaders() },
  });
  const payload = (await response.json().catch(() => ({}))) as { profileImageUrl?: string; message?: string };
  if (response.status === 413) throw rejection(messages.profileImageTooLarge);
  if (response.status === 415) throw rejection(messages.profileImageInvalidType);
  if (!response.ok || !payload.profileImageUrl)
    throw new Error(`${response.status}: ${payload.message ?? response.statusText}`);
  return payload.profileImageUrl;
}
