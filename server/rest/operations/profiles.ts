import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_MAX_SIDE } from '../../../schema/limits';
import { profileSchema } from '../../../schema/validation';
import { PROFILE_IMAGE_UPLOAD, readSingleFile } from '../../http/singleFileUpload';
import { requireCurrentUser } from '../../services/accounts';
import { readProfileImage, setOwnProfileImage } from '../../services/profileImages';
import * as profiles from '../../services/profiles';
import { restTable, type RestOperation, type TableDefaults } from './restOperation';
import { sendStoredFile, storedFileOutput } from './servedFile';

const DEFAULTS: TableDefaults = {
  tag: 'Profiles',
  who: 'user',
  pathParams: { username: 'Username, any case.', userId: 'User id.', imageId: 'Photo id (from profileImageUrl).' },
};

const PROFILE_BODY = { name: 'ProfileInput', schema: profileSchema };
const MEGABYTE = 1024 * 1024;

/** /api/users: the profile operations of SPEC.md §7, thin over services/profiles and services/profileImages. */
export const profileOperations: RestOperation[] = restTable(DEFAULTS, {
  profile: {
    route: 'GET /api/users/profile',
    summary: 'Your profile',
    output: { description: 'You.', view: 'User' },
    handle: ({ ctx }) => profiles.getOwnProfile(ctx),
  },
  updateProfile: {
    route: 'PATCH /api/users/profile',
    summary: 'Change your profile',
    body: PROFILE_BODY,
    output: { description: 'You, changed.', view: 'User' },
    handle: ({ ctx, body }) => profiles.updateOwnProfile(ctx, body),
  },
  userProfile: {
    route: 'GET /api/users/profile/:username',
    summary: "Anyone's public profile",
    output: { description: 'The profile.', view: 'PublicProfile' },
    handle: ({ ctx, params }) => profiles.getPublicProfile(ctx, params.username!),
  },
  updateUserProfile: {
    route: 'PATCH /api/users/profile/:username',
    summary: 'Change a public profile (owner or admin)',
    body: PROFILE_BODY,
    output: { description: 'The profile, changed.', view: 'PublicProfile' },
    handle: ({ ctx, params, body }) => profiles.updateUserProfile(ctx, params.username!, body),
  },
  uploadProfileImage: {
    route: 'POST /api/users/upload-profile-image',
    summary: 'Upload your photo',
    description:
      `PNG, JPEG, WebP or GIF by its bytes, at most ${PROFILE_IMAGE_MAX_BYTES / MEGABYTE} MB and ${PROFILE_IMAGE_MAX_PIXELS / 1_000_000} megapixels; ` +
      `re-encoded to WebP of at most ${PROFILE_IMAGE_MAX_SIDE} px without metadata. Uploads are REST only (GraphQL has no upload).`,
    upload: { field: 'profileImage', description: 'The image file.' },
    output: { description: 'Its URL.', view: 'ProfileImageUploaded' },
    errors: [413, 415],
    handle: async ({ ctx, req, res }) => {
      requireCurrentUser(ctx);
      const upload = await readSingleFile(req, res, PROFILE_IMAGE_UPLOAD(PROFILE_IMAGE_MAX_BYTES));
      return { profileImageUrl: await setOwnProfileImage(ctx, upload) };
    },
  },
  profileImage: {
    route: 'GET /api/users/:userId/profile-image/:imageId',
    summary: "A user's photo",
    output: storedFileOutput('image/webp', 'The photo (cached for a year: a new photo has a new URL).'),
    handle: async ({ ctx, params, res }) => {
      const image = await readProfileImage(ctx, params.userId!, params.imageId!);
      sendStoredFile(res, image.contentType, image.bytes);
    },
  },
});
