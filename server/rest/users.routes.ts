import { Router } from 'express';
import { PROFILE_IMAGE_MAX_BYTES } from '../../schema/limits';
import { requestContextOf } from '../http/session';
import { PROFILE_IMAGE_UPLOAD, readSingleFile } from '../http/singleFileUpload';
import { requireCurrentUser } from '../services/accounts';
import { readProfileImage, setOwnProfileImage } from '../services/profileImages';
import * as profiles from '../services/profiles';
import { presentPublicProfile, presentUser } from './presenters';

/** A year: photo URLs carry a content hash, so a URL's bytes never change. */
const IMMUTABLE_FOR_A_YEAR = 'private, max-age=31536000, immutable';

/** /api/users: the profile routes of SPEC.md §7, thin over services/profiles and services/profileImages. */
export function usersRouter(): Router {
  const router = Router();

  router.get('/profile', async (req, res) => {
    res.json(presentUser(await profiles.getOwnProfile(requestContextOf(req))));
  });

  router.patch('/profile', async (req, res) => {
    res.json(presentUser(await profiles.updateOwnProfile(requestContextOf(req), req.body)));
  });

  router.get('/profile/:username', async (req, res) => {
    res.json(presentPublicProfile(await profiles.getPublicProfile(requestContextOf(req), req.params.username)));
  });

  router.patch('/profile/:username', async (req, res) => {
    res.json(presentPublicProfile(await profiles.updateUserProfile(requestContextOf(req), req.params.username, req.body)));
  });

  router.post('/upload-profile-image', async (req, res) => {
    const ctx = requestContextOf(req);
    requireCurrentUser(ctx);
    const upload = await readSingleFile(req, res, PROFILE_IMAGE_UPLOAD(PROFILE_IMAGE_MAX_BYTES));
    res.json({ profileImageUrl: await setOwnProfileImage(ctx, upload) });
  });

  router.get('/:userId/profile-image/:imageId', async (req, res) => {
    const image = await readProfileImage(requestContextOf(req), req.params.userId, req.params.imageId);
    res.set({
      'Content-Type': image.contentType,
      'Cache-Control': IMMUTABLE_FOR_A_YEAR,
      'Content-Security-Policy': "default-src 'none'",
      'Content-Disposition': 'inline',
    });
    res.send(image.bytes);
  });

  return router;
}
