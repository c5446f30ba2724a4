import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_MAX_SIDE } from '../../../schema/limits';
import { profileSchema } from '../../../schema/validation';
import { PROFILE_IMAGE_UPLOAD, readSingleFile } from '../../http/singleFileUpload';
import { requireCurrentUser } from '../../services/accounts';
import { readProfileImage, setOwnProfileImage } from '../../services/profileImages';
import * as profiles from '../../services/profiles';
import type { RestOperation } from './restOperation';

/** A year: photo URLs carry a content hash, so a URL's bytes never change. */
const IMMUTABLE_FOR_A_YEAR = 'private, max-age=31536000, immutable';
const USERNAME = { username: 'Username, any case.' };
const PROFILE_BODY = { name: 'ProfileInput', schema: profileSchema };
const MEGABYTE = 1024 * 1024;

/** /api/users: the profile operations of SPEC.md §7, thin over services/profiles and services/profileImages. */
export const profileOperations: RestOperation[] = [
  {
    operationId: 'profile',
    method: 'get',
    path: '/api/users/profile',
    tag: 'Profiles',
    summary: 'Your profile',
    who: 'user',
    changesState: false,
    output: { status: 200, description: 'You.', view: 'User' },
    handle: ({ ctx }) => profiles.getOwnProfile(ctx),
  },
  {
    operationId: 'updateProfile',
    method: 'patch',
    path: '/api/users/profile',
    tag: 'Profiles',
    summary: 'Change your profile',
    who: 'user',
    changesState: true,
    body: PROFILE_BODY,
    output: { status: 200, description: 'You, changed.', view: 'User' },
    handle: ({ ctx, body }) => profiles.updateOwnProfile(ctx, body),
  },
  {
    operationId: 'userProfile',
    method: 'get',
    path: '/api/users/profile/:username',
    tag: 'Profiles',
    summary: "Anyone's public profile",
    who: 'user',
    changesState: false,
    pathParams: USERNAME,
    output: { status: 200, description: 'The profile.', view: 'PublicProfile' },
    errors: [404],
    handle: ({ ctx, params }) => profiles.getPublicProfile(ctx, params.username!),
  },
  {
    operationId: 'updateUserProfile',
    method: 'patch',
    path: '/api/users/profile/:username',
    tag: 'Profiles',
    summary: 'Change a public profile (owner or admin)',
    who: 'user',
    changesState: true,
    pathParams: USERNAME,
    body: PROFILE_BODY,
    output: { status: 200, description: 'The profile, changed.', view: 'PublicProfile' },
    errors: [404],
    handle: ({ ctx, params, body }) => profiles.updateUserProfile(ctx, params.username!, body),
  },
  {
    operationId: 'uploadProfileImage',
    method: 'post',
    path: '/api/users/upload-profile-image',
    tag: 'Profiles',
    summary: 'Upload your photo',
    description:
      `PNG, JPEG, WebP or GIF by its bytes, at most ${PROFILE_IMAGE_MAX_BYTES / MEGABYTE} MB and ${PROFILE_IMAGE_MAX_PIXELS / 1_000_000} megapixels; ` +
      `re-encoded to WebP of at most ${PROFILE_IMAGE_MAX_SIDE} px without metadata. Uploads are REST only (GraphQL has no upload).`,
    who: 'user',
    changesState: true,
    upload: { field: 'profileImage', description: 'The image file.' },
    output: { status: 200, description: 'Its URL.', view: 'ProfileImageUploaded' },
    errors: [413, 415],
    handle: async ({ ctx, req, res }) => {
      requireCurrentUser(ctx);
      const upload = await readSingleFile(req, res, PROFILE_IMAGE_UPLOAD(PROFILE_IMAGE_MAX_BYTES));
      return { profileImageUrl: await setOwnProfileImage(ctx, upload) };
    },
  },
  {
    operationId: 'profileImage',
    method: 'get',
    path: '/api/users/:userId/profile-image/:imageId',
    tag: 'Profiles',
    summary: "A user's photo",
    who: 'user',
    changesState: false,
    pathParams: { userId: 'User id.', imageId: 'Photo id (from profileImageUrl).' },
    output: {
      status: 200,
      description: 'The photo (cached for a year: a new photo has a new URL).',
      media: { type: 'image/webp', schema: { type: 'string', contentMediaType: 'image/webp' } },
    },
    errors: [404],
    handle: async ({ ctx, params, res }) => {
      const image = await readProfileImage(ctx, params.userId!, params.imageId!);
      res.set({
        'Content-Type': image.contentType,
        'Cache-Control': IMMUTABLE_FOR_A_YEAR,
        'Content-Security-Policy': "default-src 'none'",
        'Content-Disposition': 'inline',
      });
      res.send(image.bytes);
    },
  },
];
