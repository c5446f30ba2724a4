import { uploadProfileImage } from './uploadProfileImage';

/** What happened to the chosen photo when a profile was saved. */
export type PhotoOutcome = 'none' | 'uploaded' | 'failed';

/**
 * SPEC.md §4's save order: a chosen photo is uploaded first; if that fails the details are still
 * saved (the caller then says the image could not be uploaded). `saveDetails` may throw: the form
 * shows its error.
 */
export async function saveProfileWithPhoto(file: File | null, saveDetails: () => Promise<void>): Promise<PhotoOutcome> {
  let photo: PhotoOutcome = 'none';
  if (file) {
    try {
      await uploadProfileImage(file);
      photo = 'uploaded';
    } catch {
      photo = 'failed';
    }
  }
  await saveDetails();
  return photo;
}

/** The toast after a save: SPEC.md §8's 'Image upload failed' when the photo did not make it. */
export function profileSavedToast(photo: PhotoOutcome): { color: string; title: string; message: string } {
  return photo === 'failed'
    ? {
        color: 'red',
        title: 'Image upload failed',
        message: 'Your profile details were updated but the image could not be uploaded',
      }
    : { color: 'green', title: 'Profile updated', message: 'Your profile has been successfully updated.' };
}
